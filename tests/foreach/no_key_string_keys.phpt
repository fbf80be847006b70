--TEST--
foreach ($hash as void) over run-time string keys copies no key: every key is freed with its array, with holes or without, key unused or used
--EXTENSIONS--
void_discard
--FILE--
<?php
// vm mode once copied each string key of a `foreach ($h as void)` and never released it, so the
// keys outlived their array.
function keys_only(array $h) { $n = 0; foreach ($h as void) { $n++; } return $n; }
function key_unused(array $h) { $n = 0; foreach ($h as $k => void) { $n++; } return $n; }
function key_used(array $h) { $s = 0; foreach ($h as $k => void) { $s += strlen($k); } return $s; }

function round_trip(callable $f, bool $holes) {
    $h = [];
    for ($i = 0; $i < 1000; $i++) {
        $h["key$i"] = $i;
    }
    if ($holes) {
        for ($i = 0; $i < 1000; $i += 3) {
            unset($h["key$i"]);
        }
    }
    return $f($h);
}
foreach (['keys_only', 'key_unused', 'key_used'] as $f) {
    foreach ([false, true] as $holes) {
        round_trip($f, $holes);
        $before = memory_get_usage();
        $r = round_trip($f, $holes);
        printf("%-10s %-8s %5d %d\n", $f, $holes ? 'holes' : 'no holes', $r, memory_get_usage() - $before);
    }
}
--EXPECT--
keys_only  no holes  1000 0
keys_only  holes      666 0
key_unused no holes  1000 0
key_unused holes      666 0
key_used   no holes  5890 0
key_used   holes     3924 0

--TEST--
Key-only loops and list discards survive every opcache optimization level (loop bodies with counters, code after the loop)
--EXTENSIONS--
void_discard
--INI--
opcache.optimization_level=0xFFFFFFFF
--FILE--
<?php
function konly(array $a) { $n = 0; foreach ($a as $k => void) { $n++; } echo "after loop\n"; return $n; }
function vonly(iterable $a) { $n = 0; foreach ($a as void) { $n += 2; } return $n; }
function lists(array $rows) { $t = 0; foreach ($rows as [void, $b]) { $t += $b; } [void, $c] = $rows[0]; return $t + $c; }
function last_key(array $a) { foreach ($a as $k => void) {} return $k; }
var_dump(konly([1, 2, 3]), vonly(new ArrayIterator([1, 2])), lists([[0, 1], [0, 2]]), last_key(['x' => 1, 'y' => 2]));
--EXPECT--
after loop
int(3)
int(4)
int(4)
string(1) "y"

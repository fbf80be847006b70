--TEST--
foreach ($a as $k => void) over packed and hash arrays yields stock keys, skips holes, keeps the last key
--EXTENSIONS--
void_discard
--FILE--
<?php
function keys_void(array $a): array { $out = []; foreach ($a as $k => void) { $out[] = $k; } return $out; }
function keys_stock(array $a): array { $out = []; foreach ($a as $k => $_) { $out[] = $k; } return $out; }

$packed = [10, 20, 30];
$holes = [0 => 'a', 1 => 'b', 2 => 'c', 3 => 'd'];
unset($holes[1], $holes[3]);
$hash = ['x' => 1, 5 => 2, 'y' => [3], -7 => new stdClass];
unset($hash[5]);
foreach ([$packed, $holes, $hash, [], ['only' => null]] as $i => $a) {
    echo $i, ': ', json_encode(keys_void($a)), keys_void($a) === keys_stock($a) ? '' : ' DIFFERS', "\n";
}

foreach ($hash as $k => void) {}
var_dump($k);

// The loop walks the array as it was: changes in the body do not change the iteration.
$a = [1, 2, 3];
foreach ($a as $k => void) {
    if ($k === 0) { $a[] = 4; unset($a[2]); }
    echo $k;
}
echo "|", count($a), "\n";

// No reference is created to the array or its elements.
$b = [1, 2];
foreach ($b as $k => void) {}
$c = $b;
$c[0] = 'changed';
var_dump($b[0]);
--EXPECT--
0: [0,1,2]
1: [0,2]
2: ["x","y",-7]
3: []
4: ["only"]
int(-7)
012|3
int(1)

<?php
// Every discard form (README "Syntax" 1-11), each checked against its stock spelling.
$a = ['x' => 1, 'y' => 2, 7 => 3, 'z' => [4, 5]];
$keys = [];
foreach ($a as $k => void) { $keys[] = $k; }                       // 1
foreach ($a as $k => void): $keys[] = "alt:$k"; endforeach;        // 1, alternative syntax
$n = 0;
foreach ($a as void) { $n++; }                                     // 2
$vals = [];
foreach ($a as void => $v) { $vals[] = is_array($v) ? 'arr' : $v; } // 3
foreach ($a as VOID => Void) { $n++; }                             // 3, any case
[void, void, $third] = [10, 20, 30];                               // 4
list(void, $second) = [10, 20];                                    // 4
[[void, $x], void, [$y]] = [[1, 2], 3, [4]];                       // 5
['id' => void, 'name' => $name] = ['id' => 9, 'name' => 'ann'];    // 6
$pairs = [[1, 'b1'], [2, 'b2']];
$bs = [];
foreach ($pairs as [void, $b]) { $bs[] = $b; }                     // 7
foreach ($pairs as $k => [$first, void]) { $bs[] = "$k:$first"; }  // 7
$calls = 0;
function f() { global $calls; $calls++; return [1, 2]; }
[void, void] = f();                                                // 8
$arr = [1, 2];
[void, &$ref] = $arr;                                              // 9
$ref = 99;
[__discard, $s1] = [5, 6];                                         // 10
foreach ($a as $k => __discard()) { $keys[] = "s:$k"; }            // 10
(void) f();                                                        // 11
for ((void) $i = 0; $i < 3; (void) $i++) { $n++; }                 // 11
( VOID ) $calls or $n;                                             // 11, spaces and case
echo json_encode([$keys, $n, $vals, $third, $second, $x, $y, $name, $bs, $calls, $arr, $s1, $i]), "\n";
// stock twins give the same
$stock = [];
foreach ($a as $k => $unused) { $stock[] = $k; }
echo json_encode(array_slice($keys, 0, 4) === $stock), "\n";
echo __LINE__, "\n";

--TEST--
[void, &$b] = $arr: $b references $arr[1], as with [, &$b]
--EXTENSIONS--
void_discard
--FILE--
<?php
$arr = [1, 2, 3];
[void, &$b] = $arr;
$b = 'changed';
var_dump($arr);
$nested = [[1, 2], 3];
[[void, &$x], void] = $nested;
$x = 'deep';
echo json_encode($nested), "\n";
foreach ([[1, 2], [3, 4]] as [void, &$v]) {}
echo "ok\n";
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  &string(7) "changed"
  [2]=>
  int(3)
}
[[1,"deep"],3]
ok

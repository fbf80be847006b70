--TEST--
A user constant named void is read as usual wherever it is a value
--EXTENSIONS--
void_discard
--FILE--
<?php
define('void', 42);
const VOID_FLAG = 4;
$flags = 6;
var_dump(void, [void, 1] == [42, 1], $flags & VOID_FLAG, ($flags & void), [$flags & void, 1]);
$f = fn() => void;
var_dump($f());
var_dump(match (42) { void => 'matched', default => 'no' });
var_dump(in_array(void, [1 => void]));
foreach ([void => 'v'] as $k => $v) { var_dump($k); }
--EXPECT--
int(42)
bool(true)
int(4)
int(2)
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(1)
}
int(42)
string(7) "matched"
bool(true)
int(42)

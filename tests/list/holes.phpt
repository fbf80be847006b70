--TEST--
[void, void, $a] and list(void, $b): void slots are holes, never fetched
--EXTENSIONS--
void_discard
--FILE--
<?php
class Row implements ArrayAccess {
    function offsetGet(mixed $o): mixed { echo "offsetGet($o)\n"; return "v$o"; }
    function offsetExists(mixed $o): bool { return true; }
    function offsetSet(mixed $o, mixed $v): void {}
    function offsetUnset(mixed $o): void {}
}
$line = ['a', 'b', 'total'];
[void, void, $total] = $line;
echo $total, "\n";
list(void, $b) = $line;
echo $b, "\n";
[$first, void] = $line;
echo $first, "\n";

[void, $x, void] = new Row;
echo $x, "\n";

// no "Undefined array key" warning for a void slot
[void, void, void, $d] = [3 => 'd'];
echo $d, "\n";
[$only] = [0 => 'only', 5 => 'ignored'];
echo $only, "\n";
// the value of the assignment expression is its right-hand side
var_dump(([void, $y] = [1, 2]) === [1, 2], $y);
--EXPECT--
total
b
a
offsetGet(1)
v1
d
only
bool(true)
int(2)

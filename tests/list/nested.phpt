--TEST--
[[void, $x], void, [$y]]: holes at every level
--EXTENSIONS--
void_discard
--FILE--
<?php
class Row implements ArrayAccess {
    function __construct(private array $d) {}
    function offsetGet(mixed $o): mixed { echo "offsetGet($o)\n"; return $this->d[$o]; }
    function offsetExists(mixed $o): bool { return true; }
    function offsetSet(mixed $o, mixed $v): void {}
    function offsetUnset(mixed $o): void {}
}
[[void, $x], void, [$y]] = [[1, 2], 3, [4]];
echo "$x $y\n";
list(list(void, $p), list(void, void, $q)) = [[1, 'p'], [1, 2, 'q']];
echo "$p $q\n";
[[void, [void, $deep]]] = [[0, [0, 'deep']]];
echo $deep, "\n";
// a nested list that is all void is a void slot itself: no fetch of the outer element
[[void, void], $z] = new Row([0 => new Row([]), 1 => 'z']);
echo $z, "\n";
--EXPECT--
2 4
p q
deep
offsetGet(1)
z

--TEST--
['id' => void, 'name' => $n]: the entry is skipped, its key expression is not evaluated
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
function key_of(string $k) { echo "key_of($k)\n"; return $k; }
['id' => void, 'name' => $n] = ['id' => 1, 'name' => 'N'];
echo $n, "\n";
[key_of('a') => void, key_of('b') => $b] = new Row;
echo $b, "\n";
['missing' => void, 'here' => $h] = ['here' => 'h'];
echo $h, "\n";
list('x' => list('y' => void, 'z' => $z)) = ['x' => ['z' => 'z']];
echo $z, "\n";
--EXPECT--
N
key_of(b)
offsetGet(b)
vb
h
z

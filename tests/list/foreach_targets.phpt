--TEST--
Discards inside foreach list targets: [void, $b], $k => [$a, void], keyed and nested
--EXTENSIONS--
void_discard
--FILE--
<?php
$pairs = [[1, 'one'], [2, 'two']];
foreach ($pairs as [void, $second]) { echo $second, "\n"; }
foreach ($pairs as $k => [$a, void]) { echo "$k:$a\n"; }
foreach ([['id' => 1, 'name' => 'a'], ['id' => 2, 'name' => 'b']] as ['id' => void, 'name' => $name]) { echo $name, "\n"; }
foreach ([[[1, 2], 3]] as [[void, $x], void]) { echo $x, "\n"; }
foreach ($pairs as list(void, $s)) { echo $s, "\n"; }

// a foreach list that is all void discards the whole value: current() is never called
class It implements Iterator {
    private $i = 0;
    function rewind(): void { $this->i = 0; }
    function valid(): bool { return $this->i < 2; }
    function current(): mixed { echo "current\n"; return [1, 2]; }
    function key(): mixed { return "k$this->i"; }
    function next(): void { $this->i++; }
}
foreach (new It as $k => [void, void]) { echo $k, "\n"; }
--EXPECT--
one
two
0:1
1:2
a
b
2
one
two
k0
k1

--TEST--
Key-only iteration of an IteratorAggregate calls getIterator() once, then iterates without current()
--EXTENSIONS--
void_discard
--FILE--
<?php
class Inner implements Iterator {
    private $i = 0;
    function rewind(): void { echo "rewind\n"; $this->i = 0; }
    function valid(): bool { echo "valid\n"; return $this->i < 2; }
    function current(): mixed { echo "current\n"; return $this->i; }
    function key(): mixed { echo "key\n"; return "k$this->i"; }
    function next(): void { echo "next\n"; $this->i++; }
}
class Agg implements IteratorAggregate {
    function getIterator(): Iterator { echo "getIterator\n"; return new Inner; }
}
class Nested implements IteratorAggregate {
    function getIterator(): Traversable { echo "outer getIterator\n"; return new Agg; }
}
foreach (new Agg as $k => void) { echo "body $k\n"; }
echo "--\n";
foreach (new Nested as $k => void) { echo "body $k\n"; }
echo "--\n";
class Gen implements IteratorAggregate {
    function getIterator(): Generator { yield 'g1' => print("value 1\n"); yield 'g2' => 2; }
}
foreach (new Gen as $k => void) { echo "body $k\n"; }
--EXPECT--
getIterator
rewind
valid
key
body k0
next
valid
key
body k1
next
valid
--
outer getIterator
getIterator
rewind
valid
key
body k0
next
valid
key
body k1
next
valid
--
value 1
body g1
body g2

--TEST--
Key-only iteration of an Iterator calls rewind, valid, key, next in the stock order and never current()
--EXTENSIONS--
void_discard
--FILE--
<?php
class It implements Iterator {
    private $i = 0;
    function __construct(private array $keys) {}
    function rewind(): void { echo "rewind\n"; $this->i = 0; }
    function valid(): bool { echo "valid\n"; return $this->i < count($this->keys); }
    function current(): mixed { echo "current\n"; return $this->i; }
    function key(): mixed { echo "key\n"; return $this->keys[$this->i]; }
    function next(): void { echo "next\n"; $this->i++; }
}
foreach (new It(['a', 'b']) as $k => void) {
    echo "body $k\n";
}
echo "--\n";
foreach (new It([]) as $k => void) {
    echo "never\n";
}
echo "--\n";
// non-scalar keys from an Iterator
foreach (new It([[1], new ArrayObject()]) as $k => void) {
    echo get_debug_type($k), "\n";
}
--EXPECT--
rewind
valid
key
body a
next
valid
key
body b
next
valid
--
rewind
valid
--
rewind
valid
key
array
next
valid
key
ArrayObject
next
valid

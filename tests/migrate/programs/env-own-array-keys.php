<?php
// A namespace that defines its own array_keys() (returning an Iterator with side effects in
// current(), or objects with destructors); `foreach (array_keys($x) as $k)` resolves to it.

namespace Local;

class Keys implements \Iterator
{
    private int $i = 0;
    public function __construct(private array $keys) {}
    public function current(): mixed
    {
        echo "current({$this->i}) ";
        return $this->keys[$this->i];
    }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < count($this->keys); }
}

class K
{
    public function __construct(public $k) {}
    public function __destruct() { echo "~{$this->k} "; }
}

function array_keys(array $x)
{
    return new Keys(\array_keys($x));
}

function range($a, $b)
{
    $out = [];
    foreach (\range($a, $b) as $i) {
        $out[] = new K($i);
    }
    return $out;
}

function explode($sep, $s)
{
    echo "explode called ";
    return new \ArrayIterator(\explode($sep, $s));
}

function countKeys(array $x)
{
    $n = 0;
    foreach (array_keys($x) as $k) {
        $n++;
    }
    echo "\n";
    return $n;
}

function positions(array $x)
{
    $pos = [];
    foreach (array_keys($x) as $i => $k) {
        $pos[] = $i;
    }
    echo "\n";
    return implode(',', $pos);
}

function rangeObjects()
{
    foreach (range(1, 3) as $idx => $obj) {
        echo "[$idx] ";
    }
    echo "| loop done | ";
    return 'end';
}

function explodeIter()
{
    $n = 0;
    foreach (explode(',', 'a,b,c') as $part) {
        $n++;
    }
    return $n;
}

function globalOne(array $x)
{
    $n = 0;
    foreach (\array_keys($x) as $k) {
        $n++;
    }
    return $n;
}

echo countKeys(['a' => 1, 'b' => 2]), "\n";
echo positions(['x' => 1, 'y' => 2, 'z' => 3]), "\n";
echo rangeObjects(), "\n";
echo explodeIter(), "\n";
echo globalOne(['p' => 1]), "\n";

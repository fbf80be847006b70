<?php
// current() throws on some element; loops never read the value.

class Fragile implements Iterator
{
    private int $i = 0;

    public function __construct(private int $n, private int $bad) {}

    public function current(): mixed
    {
        if ($this->i === $this->bad) {
            throw new RuntimeException("bad element {$this->i}");
        }
        return $this->i * 10;
    }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < $this->n; }
}

function loopKeys(Fragile $f)
{
    $seen = [];
    try {
        foreach ($f as $k => $v) {
            $seen[] = $k;
        }
        return 'complete: ' . implode(',', $seen);
    } catch (RuntimeException $e) {
        return $e->getMessage() . ' after ' . implode(',', $seen);
    }
}

function loopCount(Fragile $f)
{
    $n = 0;
    try {
        foreach ($f as $ignored) {
            $n++;
        }
    } catch (RuntimeException $e) {
        echo 'caught: ', $e->getMessage(), "\n";
    }
    return $n;
}

function loopFinally(Fragile $f)
{
    try {
        foreach ($f as $k => $v) {
            echo "k=$k ";
        }
    } finally {
        echo "finally\n";
    }
    return 'returned';
}

echo loopKeys(new Fragile(5, 3)), "\n";
echo loopKeys(new Fragile(3, 9)), "\n";
echo loopCount(new Fragile(4, 0)), "\n";
echo loopCount(new Fragile(4, 2)), "\n";
try {
    echo loopFinally(new Fragile(3, 1)), "\n";
} catch (RuntimeException $e) {
    echo 'outer: ', $e->getMessage(), "\n";
}

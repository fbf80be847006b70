<?php
// current() modifies state that key() and next() depend on.

class Advancing implements Iterator
{
    private int $pos = 0;
    public int $currentCalls = 0;

    public function __construct(private array $data) {}

    public function current(): mixed
    {
        $this->currentCalls++;
        // current() consumes an extra element: next() then skips further
        $this->pos++;
        return $this->data[$this->pos - 1] ?? null;
    }

    public function key(): mixed { return "p{$this->pos}"; }
    public function next(): void { $this->pos++; }
    public function rewind(): void { $this->pos = 0; }
    public function valid(): bool { return $this->pos < count($this->data); }
}

class Doubler implements Iterator
{
    private int $i = 0;
    private int $step = 1;

    public function current(): mixed
    {
        $this->step *= 2;
        return $this->i;
    }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i += $this->step; }
    public function rewind(): void { $this->i = 0; $this->step = 1; }
    public function valid(): bool { return $this->i < 50; }
}

function keysOf(Iterator $it)
{
    $ks = [];
    foreach ($it as $k => $unused) {
        $ks[] = $k;
    }
    return implode(' ', $ks);
}

function countOf(Iterator $it)
{
    $n = 0;
    foreach ($it as $x) {
        $n++;
    }
    return $n;
}

function iteratorToArrayKeys()
{
    // iterator_to_array always calls current(); this is a plain call, not a foreach
    $a = new Advancing(range(1, 6));
    return implode(',', array_keys(iterator_to_array($a)));
}

$a = new Advancing(range(1, 10));
echo keysOf($a), " calls=", $a->currentCalls, "\n";
echo countOf(new Advancing(range(1, 7))), "\n";
echo keysOf(new Doubler()), "\n";
echo countOf(new Doubler()), "\n";
echo iteratorToArrayKeys(), "\n";

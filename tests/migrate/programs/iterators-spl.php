<?php
// SPL iterators wrapping iterators with side effects in current(); value unused.

class Tracer implements Iterator
{
    private int $i = 0;
    public array $log = [];
    public function __construct(private int $n) {}
    public function current(): mixed { $this->log[] = "c{$this->i}"; return $this->i; }
    public function key(): mixed { $this->log[] = "k{$this->i}"; return $this->i; }
    public function next(): void { $this->i++; }
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < $this->n; }
}

function limit()
{
    $t = new Tracer(5);
    $n = 0;
    foreach (new LimitIterator($t, 1, 2) as $k => $v) {
        $n++;
    }
    return "$n " . implode(',', $t->log);
}

function iterIter()
{
    $t = new Tracer(3);
    $ks = [];
    foreach (new IteratorIterator($t) as $k => $v) {
        $ks[] = $k;
    }
    return implode(',', $ks) . ' | ' . implode(',', $t->log);
}

function callbackFilter()
{
    $t = new Tracer(4);
    $f = new CallbackFilterIterator($t, fn($cur, $key) => $key % 2 === 0);
    $ks = [];
    foreach ($f as $k => $unused) {
        $ks[] = $k;
    }
    return implode(',', $ks);
}

function direct()
{
    $t = new Tracer(3);
    foreach ($t as $k => $v) {
    }
    return implode(',', $t->log);
}

function valueOnlyDirect()
{
    $t = new Tracer(2);
    foreach ($t as $v) {
    }
    return implode(',', $t->log);
}

echo limit(), "\n";
echo iterIter(), "\n";
echo callbackFilter(), "\n";
echo direct(), "\n";
echo valueOnlyDirect(), "\n";

<?php
// void_discard demo: run with  php -d extension=void_discard.so examples/demo.php

// Key-only iteration: the value is never fetched.
$rows = ['alice' => ['age' => 31], 'bob' => ['age' => 27]];
foreach ($rows as $name => void) {
    echo "user: $name\n";
}

// Iterator::current() is never called.
class Expensive implements Iterator {
    private int $i = 0;
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < 3; }
    public function current(): mixed { throw new LogicException('current() is never called'); }
    public function key(): mixed { return "key{$this->i}"; }
    public function next(): void { $this->i++; }
}
foreach (new Expensive() as $k => void) {
    echo "iterator: $k\n";
}

// Drive a generator, bind nothing.
function work() {
    foreach (['parse', 'check', 'emit'] as $step) {
        echo "step: $step\n";
        yield;
    }
}
foreach (work() as void) {}

// Destructuring: skip slots without fetching them.
$line = ['2024-01-02', 'ACME', 'USD', '1250.00'];
[void, $company, void, $total] = $line;
echo "total for $company: $total\n";
['id' => void, 'name' => $n] = ['id' => 7, 'name' => 'widget'];
echo "name: $n\n";
foreach ([[1, 'one'], [2, 'two']] as [void, $word]) {
    echo "word: $word\n";
}
[[void, $x], void, [$y]] = [[1, 'x'], 2, ['y']];
echo "nested: $x $y\n";

// The sentinel spelling is valid PHP syntax for parsers and IDEs.
[__discard, $second] = ['first', 'second'];
echo "sentinel: $second\n";

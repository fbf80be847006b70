<?php
// Iterator of 100k keys whose current() is expensive: key-only loop vs `$k => $_`.
final class ExpensiveCurrent implements Iterator {
    private int $i = 0;
    public function __construct(private int $n) {}
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < $this->n; }
    public function current(): mixed { return hash('sha256', (string) $this->i); }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
}
return [
    'n' => 100_000,
    'data' => fn(int $n) => new ExpensiveCurrent($n),
    'variants' => [
        'void' => function (Iterator $it) { $n = 0; foreach ($it as $k => void) { $n++; } return $n; },
        '$_' => function (Iterator $it) { $n = 0; foreach ($it as $k => $_) { $n++; } return $n; },
    ],
];

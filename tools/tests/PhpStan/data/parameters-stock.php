<?php
// The stock twin of parameters.php, as a team writes it without the extension: a named parameter
// in the place of each discarded one, on the same lines. PHPStan (level 6's parameter rules)
// reports here what it reports there, and what these named parameters cause: "with no type
// specified" and the unused constructor parameter. Stock PHP: this file runs without the
// extension.

namespace VoidDiscard\Tools\Tests\PhpStan\Data\Stock;

interface Listener
{
    /** @param array<string, int> $payload */
    public function handle(string $event, array $payload): void;
}

final class OnSave implements Listener
{
    public function handle(string $event, $payload): void
    {
        echo $event;
    }

    public static function make($a, $b, int $c): int
    {
        return $c;
    }
}

final class Service
{
    public function __construct($first, private string $name, $untyped, int $unused)
    {
        echo $this->name, $untyped;
    }
}

abstract class Base
{
    abstract protected function pick($row, int $i): int;
}

function second($a, $b): void
{
    echo $b;
}

function typed(int $a, /* c */ $b /* d */, string $c): string
{
    return $c;
}

/** @param array<string, int> $a */
function callbacks(array $a): void
{
    array_walk($a, function ($value, string $key): void {
        echo $key;
    });
    echo implode(',', array_map(fn($a, int $b): int => $b * 2, [1], [2]));
}

/** @param array<int, string> $c */
function arrays(array $a, ?iterable $b, array $c, \Countable|array $d): int
{
    return \count($c);
}

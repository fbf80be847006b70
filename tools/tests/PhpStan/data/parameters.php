<?php
// Discarded parameters: PHPStan (level 6's parameter rules) reports here what it reports on the
// stock twin (parameters-stock.php, a named parameter in each discarded one's place, the same
// lines), less what the named ones cause there: "with no type specified" and the unused
// constructor parameter. Read by PHPStan only; PHP parses this file only with the void_discard
// extension.

namespace VoidDiscard\Tools\Tests\PhpStan\Data;

interface Listener
{
    /** @param array<string, int> $payload */
    public function handle(string $event, array $payload): void;
}

final class OnSave implements Listener
{
    public function handle(string $event, void): void
    {
        echo $event;
    }

    public static function make(VOID, void, int $c): int
    {
        return $c;
    }
}

final class Service
{
    public function __construct(void, private string $name, $untyped, int $unused)
    {
        echo $this->name, $untyped;
    }
}

abstract class Base
{
    abstract protected function pick(void, int $i): int;
}

function second(void, $b): void
{
    echo $b;
}

function typed(int void, /* c */ VOID /* d */, string $c): string
{
    return $c;
}

/** @param array<string, int> $a */
function callbacks(array $a): void
{
    array_walk($a, function (void, string $key): void {
        echo $key;
    });
    echo implode(',', array_map(fn(void, int $b): int => $b * 2, [1], [2]));
}

/** @param array<int, string> $c */
function arrays(array void, ?iterable void, array $c, \Countable|array void): int
{
    return \count($c);
}

<?php
// PHPStan's view of discards (tools/extension.neon): each is what its stock twin gives. Read by
// PHPStan only; PHP parses this file only with the void_discard extension.

namespace VoidDiscard\Tools\Tests\PhpStan\Data;

use function PHPStan\Testing\assertType;

/** @param array<int, string> $names */
function keys(array $names): void
{
    foreach ($names as $id => void) {
        assertType('int', $id);
    }
    foreach ($names as void) {
        assertType('non-empty-array<int, string>', $names);
    }
}

/** @param array{int, string} $pair */
function slots(array $pair): void
{
    [void, $b] = $pair;
    assertType('string', $b);
    [void, $x] = [1, 'x'];
    assertType("'x'", $x);
    list(VOID, $y) = [1.5, true];
    assertType('true', $y);
    ['id' => void, 'name' => $name] = ['id' => 7, 'name' => 'n'];
    assertType("'n'", $name);
}

/** @param list<array{int, string}> $rows */
function nested(array $rows): void
{
    foreach ($rows as $i => [void, $label]) {
        assertType('int', $i);
        assertType('string', $label);
    }
    [[void, $inner], void, [$last]] = [[1, 'a'], 2, [3.0]];
    assertType("'a'", $inner);
    assertType('3.0', $last);
}

function casts(): void
{
    (void) strlen('abc');
    $after = 1;
    assertType('1', $after);
}

/** @param array<string, int> $a */
function parameters(array $a): void
{
    array_walk($a, function (void, string $key): void {
        assertType('string', $key);
    });
    $f = fn(VOID, int $x) => assertType('int', $x);
}

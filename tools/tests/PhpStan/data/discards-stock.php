<?php
// The stock twin of discards.php, as a team writes it without the extension (`$k => $_`, holes,
// `$_ = f()`): the same assertions hold on both.

namespace VoidDiscard\Tools\Tests\PhpStan\Data\Stock;

use function PHPStan\Testing\assertType;

/** @param array<int, string> $names */
function keys(array $names): void
{
    foreach ($names as $id => $_) {
        assertType('int', $id);
    }
    foreach ($names as $_) {
        assertType('non-empty-array<int, string>', $names);
    }
}

/** @param array{int, string} $pair */
function slots(array $pair): void
{
    [, $b] = $pair;
    assertType('string', $b);
    [, $x] = [1, 'x'];
    assertType("'x'", $x);
    list(, $y) = [1.5, true];
    assertType('true', $y);
    ['name' => $name] = ['id' => 7, 'name' => 'n'];
    assertType("'n'", $name);
}

/** @param list<array{int, string}> $rows */
function nested(array $rows): void
{
    foreach ($rows as $i => [, $label]) {
        assertType('int', $i);
        assertType('string', $label);
    }
    [[, $inner], , [$last]] = [[1, 'a'], 2, [3.0]];
    assertType("'a'", $inner);
    assertType('3.0', $last);
}

function casts(): void
{
    $_ = strlen('abc');
    $after = 1;
    assertType('1', $after);
}

/** @param array<string, int> $a */
function parameters(array $a): void
{
    array_walk($a, function ($unused, string $key): void {
        assertType('string', $key);
    });
    $f = fn($_, int $x) => assertType('int', $x);
}

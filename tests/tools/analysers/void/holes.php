<?php
// Holes in nested destructuring: with tools/, PHPStan reports only the real error (line 13), not
// its own misreading of holes ("Cannot use array destructuring on int", "Literal array contains
// empty item").
/** @return array{array{int, string}, int, array{string}} */
function nested(): array { return [[1, 'x'], 2, ['y']]; }
/** @return array{int, string} */
function pair(): array { return [1, 'a']; }
function run(): void {
    [[void, $x], void, [$y]] = nested();
    echo $x, $y;
    [void, $s] = pair();
    [void, void, $missing] = pair();
    echo $s, $missing;
}

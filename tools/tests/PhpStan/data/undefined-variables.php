<?php
// Undefined variables around discards: PHPStan reports the two real ones, as on the stock twin
// (undefined-variables-stock.php, the same lines), and nothing about a discard.

namespace VoidDiscard\Tools\Tests\PhpStan\Data;

/** @param array<int, array{int, string}> $rows */
function undefinedAroundDiscards(array $rows, bool $flag): void
{
    foreach ($rows as $id => void) {
        echo $id;
    }
    foreach ($rows as void) {
        echo count($rows);
    }
    [void, $b] = [1, 2];
    echo $b;
    foreach ($rows as $k => [void, $label]) {
        echo $k, $label;
    }
    (void) strlen('abc');
    echo $missing;
    if ($flag) {
        $maybe = 1;
    }
    echo $maybe;
}

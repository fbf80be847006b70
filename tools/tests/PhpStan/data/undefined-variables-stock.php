<?php
// The stock twin of undefined-variables.php (`$k => $_`, holes, `$_ = f()`), line for line.


namespace VoidDiscard\Tools\Tests\PhpStan\Data\Stock;

/** @param array<int, array{int, string}> $rows */
function undefinedAroundDiscards(array $rows, bool $flag): void
{
    foreach ($rows as $id => $_) {
        echo $id;
    }
    foreach ($rows as $_) {
        echo count($rows);
    }
    [, $b] = [1, 2];
    echo $b;
    foreach ($rows as $k => [, $label]) {
        echo $k, $label;
    }
    $_ = strlen('abc');
    echo $missing;
    if ($flag) {
        $maybe = 1;
    }
    echo $maybe;
}

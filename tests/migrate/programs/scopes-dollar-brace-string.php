<?php
// "${v}" interpolation (deprecated in PHP 8.2, so a Deprecated notice is expected at
// compile time) reading a loop value / slot.

function dollarBrace(array $xs)
{
    foreach ($xs as $v) {
    }
    return "last=${v}";
}

function dollarBraceExpr(array $pair)
{
    [$a, $b] = $pair;
    $n = 'b';
    return "picked=${$n}";
}

echo dollarBrace([1, 2]), "\n";
echo dollarBraceExpr(['A', 'B']), "\n";

<?php
// Safe rewrites: loops over constant array literals with the value unused, destructuring
// of constant array literals with some slots unused.

function literalKeys()
{
    $keys = [];
    foreach ([1, 2, 3] as $k => $v) {
        $keys[] = $k;
    }
    return implode(',', $keys);
}

function literalAssoc()
{
    $out = '';
    foreach (['a' => 'x', 'b' => 'y', 'c' => 'z'] as $key => $val) {
        $out .= $key;
    }
    return $out;
}

function literalCount()
{
    $n = 0;
    foreach (['p', 'q', 'r', 's'] as $unused) {
        $n++;
    }
    return $n;
}

function literalDestructure()
{
    [$a, $b] = [1, 2];
    [, $c, $d] = [3, 4, 5];
    ['x' => $x, 'y' => $y] = ['x' => 'X', 'y' => 'Y'];
    return "$b $d $y";
}

function literalNested()
{
    [[$p, $q], [$r, $s]] = [[1, 2], [3, 4]];
    return $q + $s;
}

function shortLongSyntax()
{
    list($one, $two) = ['one', 'two'];
    foreach (array(10, 20, 30) as $i => $unusedValue) {
        echo $i;
    }
    echo "\n";
    return $two;
}

function literalOfDestructuring()
{
    $sum = 0;
    foreach ([[1, 2], [3, 4], [5, 6]] as [$a, $b]) {
        $sum += $b;
    }
    return $sum;
}

echo literalKeys(), "\n";
echo literalAssoc(), "\n";
echo literalCount(), "\n";
echo literalDestructure(), "\n";
echo literalNested(), "\n";
echo shortLongSyntax(), "\n";
echo literalOfDestructuring(), "\n";

<?php
// By-reference parameters written by foreach / destructuring; func_get_args() after a
// parameter is overwritten by a foreach value.

function lastInto(array $a, &$last)
{
    foreach ($a as $last) {
    }
}

function keyAndValueInto(array $a, &$key, &$value)
{
    foreach ($a as $key => $value) {
    }
}

function slotInto(array $pair, &$out)
{
    [, $out] = $pair;
}

function argsAfterOverwrite($first, array $list)
{
    foreach ($list as $first) {
    }
    return func_get_args();
}

function argsAfterSlot($x, $y)
{
    [$x, $y] = ['X', 'Y'];
    return implode(',', func_get_args());
}

function variadicOverwrite(array $list, ...$rest)
{
    foreach ($list as $rest) {
    }
    return func_get_args();
}

function refArrayElement(array &$arr)
{
    foreach ([10, 20] as $arr['slot']) {
    }
}

$l = 'unchanged';
lastInto([1, 2, 3], $l);
echo $l, "\n";
keyAndValueInto(['k1' => 'v1', 'k2' => 'v2'], $kk, $vv);
echo "$kk $vv\n";
slotInto(['a', 'b'], $o);
echo $o, "\n";
echo json_encode(argsAfterOverwrite('orig', ['n1', 'n2'])), "\n";
echo argsAfterSlot(1, 2), "\n";
echo json_encode(variadicOverwrite(['L'], 'r1', 'r2')), "\n";
$arr = [];
refArrayElement($arr);
echo json_encode($arr), "\n";

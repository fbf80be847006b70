<?php
// Closures capturing by value and by reference, arrow functions, and references.

function useByValue(array $xs)
{
    $v = 'before';
    $f = function () use ($v) { return $v; };
    foreach ($xs as $v) {
    }
    return $f();
}

function useAfterLoop(array $xs)
{
    foreach ($xs as $v) {
    }
    $f = function () use ($v) { return $v; };
    return $f();
}

function useByRef(array $xs)
{
    $v = null;
    $f = function () use (&$v) { return $v; };
    foreach ($xs as $v) {
    }
    return $f();
}

function arrowCapture(array $pair)
{
    [$a, $b] = $pair;
    $fn = fn() => $b . '!';
    return $fn();
}

function referenceAlias(array $xs)
{
    $v = 'orig';
    $r = &$v;
    foreach ($xs as $v) {
    }
    return $r;
}

function referenceSlot(array $pair)
{
    $target = 'orig';
    $alias = &$target;
    [$target, $other] = $pair;
    return $alias;
}

function closureBindsLater(array $xs)
{
    $getter = function () use (&$item) { return $item ?? 'unset'; };
    $before = $getter();
    foreach ($xs as $item) {
    }
    return "$before -> " . $getter();
}

function refIntoArray(array $xs)
{
    $holder = [];
    $holder[0] = &$last;
    foreach ($xs as $last) {
    }
    return $holder[0];
}

echo useByValue([1, 2]), "\n";
echo useAfterLoop([1, 2]), "\n";
echo useByRef([1, 2, 3]), "\n";
echo arrowCapture(['A', 'B']), "\n";
echo referenceAlias(['x', 'y']), "\n";
echo referenceSlot(['T', 'O']), "\n";
echo closureBindsLater(['i', 'j']), "\n";
echo refIntoArray(['r1', 'r2']), "\n";

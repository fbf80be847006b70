<?php
// The classic foreach-by-reference gotcha: `foreach ($a as &$v)` followed by
// `foreach ($a as $v)` writes through the stale reference; $v is never read afterwards.

function gotcha(array $a)
{
    foreach ($a as &$v) {
        $v *= 2;
    }
    foreach ($a as $v) {
    }
    return implode(',', $a);
}

function gotchaOtherArray(array $a, array $b)
{
    foreach ($a as &$v) {
    }
    foreach ($b as $v) {
    }
    return implode(',', $a);
}

function gotchaKeys(array $a)
{
    foreach ($a as $k => &$v) {
    }
    $keys = [];
    foreach ($a as $k => $v) {
        $keys[] = $k;
    }
    return implode(',', $a) . ' | ' . implode(',', $keys);
}

function destructureIntoRef(array $a)
{
    $r = &$a[0];
    [$r, $unused] = ['R', 'U'];
    return implode(',', $a);
}

function refThenSlot(array $a)
{
    foreach ($a as &$v) {
    }
    [$v] = ['overwritten'];
    return implode(',', $a);
}

function objectPropRef()
{
    $o = new stdClass();
    $o->p = 'orig';
    $v = &$o->p;
    foreach (['a', 'b'] as $v) {
    }
    return $o->p;
}

function staticRef()
{
    static $store = ['s1', 's2'];
    foreach ($store as &$v) {
    }
    foreach (['new'] as $v) {
    }
    unset($v);
    return implode(',', $store);
}

echo gotcha([1, 2, 3]), "\n";
echo gotchaOtherArray(['a', 'b'], ['x', 'y']), "\n";
echo gotchaKeys(['p' => 1, 'q' => 2, 'r' => 3]), "\n";
echo destructureIntoRef(['a', 'b']), "\n";
echo refThenSlot(['m', 'n']), "\n";
echo objectPropRef(), "\n";
echo staticRef(), ' ', staticRef(), "\n";

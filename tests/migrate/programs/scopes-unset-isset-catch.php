<?php
// isset()/empty()/?? on loop values after the loop, unset(), and catch blocks that reuse
// the same variable name.

function issetAfter(array $xs)
{
    foreach ($xs as $v) {
    }
    return isset($v) ? 'set' : 'not set';
}

function emptyAfter(array $xs)
{
    [$a, $b] = $xs;
    return empty($b) ? 'empty' : 'non-empty';
}

function coalesce(array $xs)
{
    foreach ($xs as $k => $item) {
    }
    return $item ?? 'default';
}

function unsetAfter(array $xs)
{
    foreach ($xs as $v) {
    }
    unset($v);
    return isset($v) ? 'set' : 'unset';
}

function catchReuse(array $xs, bool $throw)
{
    foreach ($xs as $e) {
    }
    try {
        if ($throw) {
            throw new LogicException('thrown');
        }
    } catch (LogicException $e) {
    }
    return is_object($e) ? $e->getMessage() : $e;
}

function catchThenLoop(array $xs)
{
    try {
        throw new RuntimeException('rt');
    } catch (RuntimeException $ex) {
        foreach ($xs as $ex) {
        }
    }
    return 'done';
}

function issetNested(array $rows)
{
    foreach ($rows as [$a, $b]) {
    }
    return isset($b) ? "b=$b" : 'no b';
}

echo issetAfter([1]), ' ', issetAfter([]), ' ', issetAfter([null]), "\n";
echo emptyAfter([1, 0]), ' ', emptyAfter([1, 2]), "\n";
echo coalesce(['a' => 'A']), ' ', coalesce([]), "\n";
echo unsetAfter([1, 2]), "\n";
echo catchReuse(['loop-value'], false), ' ', catchReuse(['loop-value'], true), "\n";
echo catchThenLoop([1, 2]), "\n";
echo issetNested([[1, 2], [3, 4]]), ' ', issetNested([]), "\n";

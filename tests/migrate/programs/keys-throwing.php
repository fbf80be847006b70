<?php
// Key expressions that throw: the exception must still happen when the slot is unused.

class KeyFail extends Exception {}

function boom(string $why): string
{
    throw new KeyFail("boom: $why");
}

function throwing(array $row)
{
    try {
        ['a' => $a, boom('second slot') => $b] = $row;
        return 'no exception';
    } catch (KeyFail $e) {
        return $e->getMessage();
    }
}

function throwsAfterAssign(array $row)
{
    $a = 'before';
    try {
        ['a' => $a, boom('after a') => $b] = $row;
    } catch (KeyFail $e) {
        echo $e->getMessage(), "\n";
    }
    return $a;
}

function conditional(array $row, bool $fail)
{
    try {
        [($fail ? boom('cond') : 'x') => $x] = $row;
        return 'ok';
    } catch (KeyFail $e) {
        return 'caught ' . $e->getMessage();
    }
}

function inLoop(array $rows)
{
    $seen = 0;
    try {
        foreach ($rows as $i => [($i < 2 ? 'v' : boom("row $i")) => $v]) {
            $seen++;
        }
    } catch (KeyFail $e) {
        echo $e->getMessage(), "\n";
    }
    return $seen;
}

function uncaughtInFunction(array $row)
{
    [intdiv(1, count($row) - 1) => $x] = $row;
    return 'unreachable';
}

echo throwing(['a' => 1, 'b' => 2]), "\n";
echo throwsAfterAssign(['a' => 'after']), "\n";
echo conditional(['x' => 1], false), "\n";
echo conditional(['x' => 1], true), "\n";
echo inLoop([['v' => 1], ['v' => 2], ['v' => 3], ['v' => 4]]), "\n";
try {
    echo uncaughtInFunction([1]), "\n";
} catch (DivisionByZeroError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

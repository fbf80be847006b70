<?php
// Keyed destructuring slots whose key expressions have side effects (echo, counters);
// the slot variables themselves are never read.

function k(string $name): string
{
    echo "key($name) ";
    return $name;
}

function echoKeys(array $row)
{
    [k('a') => $a, k('b') => $b] = $row;
    echo "\n";
    return 'done';
}

function counterKeys(array $row)
{
    $i = 0;
    [($i++) => $x, ($i++) => $y, ($i++) => $z] = $row;
    return "i=$i z=$z";
}

function concatKey(array $row)
{
    ['k' . k('1') => $unused, 'k' . k('2') => $kept] = $row;
    echo "\n";
    return $kept;
}

function staticCounter(array $row)
{
    static $calls = 0;
    [(function () use (&$calls) { $calls++; return 'p'; })() => $p] = $row;
    return $calls;
}

function nestedKeys(array $row)
{
    [k('outer') => [k('inner') => $deep, 'other' => $o]] = $row;
    echo "\n";
    return $o;
}

function inForeach(array $rows)
{
    $n = 0;
    foreach ($rows as [k('id') => $id, ($n++ ? 'name' : 'name') => $name]) {
    }
    echo "\n";
    return $n;
}

echo echoKeys(['a' => 1, 'b' => 2]), "\n";
echo counterKeys([10, 20, 30]), "\n";
echo concatKey(['k1' => 'one', 'k2' => 'two']), "\n";
echo staticCounter(['p' => 1]), staticCounter(['p' => 2]), "\n";
echo nestedKeys(['outer' => ['inner' => 'I', 'other' => 'O']]), "\n";
echo inForeach([['id' => 1, 'name' => 'x'], ['id' => 2, 'name' => 'y']]), "\n";

<?php
// Destructuring with missing keys: "Undefined array key" warnings in slots never read,
// reported through a handler that prints them.

set_error_handler(function (int $no, string $msg) {
    echo "[W: $msg] ";
    return true;
});

function shortList(array $a)
{
    [$x, $y, $z] = $a;
    echo "\n";
    return 'x=' . $x;
}

function missingKeyed(array $a)
{
    ['id' => $id, 'name' => $name, 'email' => $email] = $a;
    echo "\n";
    return $id;
}

function allUnused(array $a)
{
    [$p, $q] = $a;
    echo "\n";
    return count($a);
}

function nestedMissing(array $a)
{
    [[$i, $j], $k] = $a;
    echo "\n";
    return 'nested';
}

function loopMissing(array $rows)
{
    $n = 0;
    foreach ($rows as [$first, $second]) {
        $n++;
    }
    echo "\n";
    return $n;
}

function skipped(array $a)
{
    [, , $third] = $a;
    echo "\n";
    return 'skipped';
}

echo shortList([1]), "\n";
echo missingKeyed(['id' => 5]), "\n";
echo allUnused([]), "\n";
echo nestedMissing([[1]]), "\n";
echo loopMissing([[1], [2, 3], []]), "\n";
echo skipped([1, 2]), "\n";

<?php
// Safe rewrites: local arrays of scalars built in the function, keys printed.

function build()
{
    $data = [];
    for ($i = 0; $i < 5; $i++) {
        $data["k$i"] = $i * $i;
    }
    $keys = [];
    foreach ($data as $key => $square) {
        $keys[] = $key;
    }
    return implode(',', $keys);
}

function nestedLoops()
{
    $grid = [[1, 2, 3], [4, 5], [6]];
    $shape = [];
    foreach ($grid as $r => $row) {
        $cols = 0;
        foreach ($row as $cell) {
            $cols++;
        }
        $shape[] = "$r:$cols";
    }
    return implode(' ', $shape);
}

function swapTrick()
{
    $a = 1;
    $b = 2;
    [$a, $b] = [$b, $a];
    [$ignored, $b] = [$a, $b + 10];
    return "$a $b";
}

function pairsLoop()
{
    $pairs = [['a', 1], ['b', 2], ['c', 3]];
    $letters = '';
    foreach ($pairs as [$letter, $number]) {
        $letters .= $letter;
    }
    return $letters;
}

function keyedLoop()
{
    $people = [['id' => 1, 'name' => 'ann'], ['id' => 2, 'name' => 'bob']];
    $ids = [];
    foreach ($people as ['id' => $id, 'name' => $name]) {
        $ids[] = $id;
    }
    return implode(',', $ids);
}

echo build(), "\n";
echo nestedLoops(), "\n";
echo swapTrick(), "\n";
echo pairsLoop(), "\n";
echo keyedLoop(), "\n";

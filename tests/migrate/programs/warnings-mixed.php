<?php
// Handler that counts warnings; results depend on how many "Undefined array key" warnings fire.

$GLOBALS['warnings'] = 0;
set_error_handler(function (int $no, string $msg) {
    $GLOBALS['warnings']++;
    return true;
});

function sparse(array $rows)
{
    $total = 0;
    foreach ($rows as $r) {
        ['a' => $a, 'b' => $b, 'c' => $c] = $r;
        $total += $a ?? 0;
    }
    return $total;
}

function ranges()
{
    $sum = 0;
    for ($i = 0; $i < 5; $i++) {
        [$x, $y] = array_fill(0, $i % 3, 'v');
        $sum += $i;
    }
    return $sum;
}

function negative(array $a)
{
    [-1 => $m, 0 => $z] = $a;
    return $z;
}

echo sparse([['a' => 1], ['a' => 2, 'b' => 3], ['c' => 4]]), ' warnings=', $GLOBALS['warnings'], "\n";
$GLOBALS['warnings'] = 0;
echo ranges(), ' warnings=', $GLOBALS['warnings'], "\n";
$GLOBALS['warnings'] = 0;
echo negative([0 => 'zero']), ' warnings=', $GLOBALS['warnings'], "\n";

<?php
// Key expressions that modify variables read later, and by-reference destructuring with
// side-effecting keys.

function modify(array $row)
{
    $counter = 0;
    [($counter += 5) => $five, ($counter *= 2) => $ten] = $row;
    return $counter;
}

function byRef(array &$row)
{
    $k = 'a';
    [($k = 'b') => &$ref] = $row;
    $ref = 'changed';
    return $k;
}

function keyFromCall(array $row, array &$log)
{
    $next = function () use (&$log) {
        $log[] = count($log);
        return count($log) - 1;
    };
    [$next() => $a, $next() => $b, $next() => $c] = $row;
    return $b;
}

function arrayAppendKey(array $row)
{
    $buf = [];
    [array_push($buf, 'p') => $x, array_push($buf, 'q') => $y] = $row;
    return implode(',', $buf) . ' ' . $y;
}

echo modify([5 => 'f', 10 => 't']), "\n";
$r = ['a' => 1, 'b' => 2];
echo byRef($r), ' ', json_encode($r), "\n";
$log = [];
echo keyFromCall(['A', 'B', 'C'], $log), ' ', json_encode($log), "\n";
echo arrayAppendKey([1 => 'one', 2 => 'two']), "\n";

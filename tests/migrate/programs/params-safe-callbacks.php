<?php
// Closures and arrow functions passed straight to PHP's own functions that call them by position,
// with a parameter never read before one that is: the default run writes `void` there, and every
// call passes the same values (a backtrace inside shows them).

function trace(): string
{
    $frame = debug_backtrace()[1];
    return $frame['function'] . '(' . json_encode($frame['args'] ?? []) . ')';
}

$rows = ['b' => 2, 'a' => 1, 'c' => 3];
uksort($rows, fn($a, $b) => strcmp('b', $b));
echo json_encode($rows), "\n";
uasort($rows, function ($x, $y) { return $y; });
echo json_encode($rows), "\n";
array_walk($rows, function ($value, $key) { echo trace(), " $key\n"; });
echo json_encode(array_filter($rows, fn($v, $k) => $k !== 'a', ARRAY_FILTER_USE_BOTH)), "\n";
echo json_encode(array_map(fn($v, $k) => "$k!", $rows, array_keys($rows))), "\n";
echo array_reduce([1, 2, 3], fn($carry, $item) => $item * 10), "\n";
echo preg_replace_callback('/\d/', static fn($m) => 'n', 'a1b2'), "\n";
$it = new ArrayIterator([1, 2]);
echo iterator_apply($it, function ($first, $second) { echo "apply $second\n"; return true; }, [1, 'two']), "\n";
echo json_encode(array_udiff([1, 5, 3], [3], fn($a, $b) => $b <=> 3)), "\n";
echo json_encode(array_diff_ukey(['x' => 1, 'y' => 2], ['x' => 0], function ($k1, $k2) { return $k2 === 'x' ? 1 : 0; })), "\n";
array_walk_recursive($rows, fn($v, $k) => print("leaf $k\n"));
// named, in the callback's own place
echo json_encode(array_filter(array: $rows, callback: fn($v, $k) => $k === 'c', mode: ARRAY_FILTER_USE_BOTH)), "\n";

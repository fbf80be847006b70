<?php
// Packed array of 1M ints: key-only loop vs `$k => $_` vs array_keys().
return [
    'n' => 1_000_000,
    'data' => fn(int $n) => range(1, $n),
    'variants' => [
        'void' => function (array $a) { $n = 0; foreach ($a as $k => void) { $n++; } return $n; },
        '$_' => function (array $a) { $n = 0; foreach ($a as $k => $_) { $n++; } return $n; },
        'array_keys' => function (array $a) { $n = 0; foreach (array_keys($a) as $k) { $n++; } return $n; },
    ],
];

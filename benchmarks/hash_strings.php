<?php
// Hash array of 1M string values: key-only loop vs `$k => $_` vs array_keys().
return [
    'n' => 1_000_000,
    'data' => function (int $n) { $a = []; for ($i = 0; $i < $n; $i++) { $a["k$i"] = str_repeat('v', 8) . $i; } return $a; },
    'variants' => [
        'void' => function (array $a) { $n = 0; foreach ($a as $k => void) { $n++; } return $n; },
        '$_' => function (array $a) { $n = 0; foreach ($a as $k => $_) { $n++; } return $n; },
        'array_keys' => function (array $a) { $n = 0; foreach (array_keys($a) as $k) { $n++; } return $n; },
    ],
];

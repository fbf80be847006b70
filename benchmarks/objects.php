<?php
// Array of 1M objects: key-only loop vs `$k => $_` vs array_keys().
return [
    'n' => 1_000_000,
    'data' => function (int $n) { $a = []; for ($i = 0; $i < $n; $i++) { $o = new stdClass; $o->id = $i; $a[] = $o; } return $a; },
    'variants' => [
        'void' => function (array $a) { $n = 0; foreach ($a as $k => void) { $n++; } return $n; },
        '$_' => function (array $a) { $n = 0; foreach ($a as $k => $_) { $n++; } return $n; },
        'array_keys' => function (array $a) { $n = 0; foreach (array_keys($a) as $k) { $n++; } return $n; },
    ],
];

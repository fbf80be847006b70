<?php
// SPDX-License-Identifier: MIT
// array_walk() over 100 entries with a closure that reads the key only: function (void, $key).
return static function (int $n): array {
    $a = array_fill(0, 100, 'value');
    $sum = 0;
    for ($p = 0; $p < $n / 100; $p++) {
        array_walk($a, function (void, $key) use (&$sum) { $sum += $key; });
    }
    return [$p * 100, $sum];
};

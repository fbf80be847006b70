<?php
// SPDX-License-Identifier: MIT
// array_map() over two arrays of 100 with a closure that reads the second only: fn(void, $b) => $b + 1.
return static function (int $n): array {
    $a = range(1, 100);
    $b = range(101, 200);
    $sum = 0;
    for ($p = 0; $p < $n / 100; $p++) {
        $sum += array_sum(array_map(fn(void, $y) => $y + 1, $a, $b));
    }
    return [$p * 100, $sum];
};

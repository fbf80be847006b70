<?php
// SPDX-License-Identifier: MIT
// array_filter(…, ARRAY_FILTER_USE_BOTH) over 100 entries with a closure that reads the key only:
// fn(void, $k) => $k % 3 === 0.
return static function (int $n): array {
    $a = array_fill(0, 100, 'value');
    $sum = 0;
    for ($p = 0; $p < $n / 100; $p++) {
        $sum += count(array_filter($a, fn(void, $k) => $k % 3 === 0, ARRAY_FILTER_USE_BOTH));
    }
    return [$p * 100, $sum];
};

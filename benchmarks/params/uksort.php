<?php
// SPDX-License-Identifier: MIT
// uksort() of 100 keys with a comparator that reads its first argument only:
// function ($a, void) { return $a <=> 50; } (a partition: the keys below 50 first).
return static function (int $n): array {
    $keys = [];
    for ($i = 0; $i < 100; $i++) {
        $keys[$i * 37 % 100] = $i;
    }
    // the comparisons one sort makes, counted by a comparator that decides as the measured one does
    $each = 0;
    $sorted = $keys;
    uksort($sorted, function ($a, $b) use (&$each) { $each++; return $a <=> 50; });
    $sum = 0;
    for ($p = 0, $calls = 0; $calls < $n; $p++, $calls += $each) {
        $sorted = $keys;
        uksort($sorted, function ($a, void) { return $a <=> 50; });
        $sum += array_key_first($sorted);
    }
    return [$calls, $sum];
};

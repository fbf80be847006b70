<?php
// SPDX-License-Identifier: MIT
// An arrow function called through a variable: $f = fn(void, $b) => $b * 2.
return static function (int $n): array {
    $f = fn(void, $b) => $b * 2;
    $sum = 0;
    for ($i = 0; $i < $n; $i++) {
        $sum += $f($i, $i);
    }
    return [$n, $sum];
};

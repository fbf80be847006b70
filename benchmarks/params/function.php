<?php
// SPDX-License-Identifier: MIT
// A direct call of a function whose first parameter is discarded: function vd_bench_second(void, $b).
function vd_bench_second(void, $b) { return $b; }

return static function (int $n): array {
    $sum = 0;
    for ($i = 0; $i < $n; $i++) {
        $sum += vd_bench_second($i, $i);
    }
    return [$n, $sum];
};

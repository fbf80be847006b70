<?php
// SPDX-License-Identifier: MIT
// get_defined_vars() in a function with a discarded parameter (the compile wraps the call in one of
// the extension's, src/params.c, that leaves it out): function vd_bench_vars(void, $b).
function vd_bench_vars(void, $b) { $c = $b + 1; return get_defined_vars(); }

return static function (int $n): array {
    $sum = 0;
    for ($i = 0; $i < $n; $i++) {
        $sum += vd_bench_vars($i, $i)['c'];
    }
    return [$n, $sum];
};

<?php
// SPDX-License-Identifier: MIT
// Compiles each file of LIST (one path a line) once with opcache_compile_file(): nothing runs and
// nothing is declared, so files of one package that declare the same names all compile. Started
// by benchmarks/compile_cost.sh, with the extension loaded and without, under callgrind.
//   php -d zend_extension=opcache … compile_cost.php LIST [EVERY]   (EVERY: every EVERY-th file)
$every = (int) ($argv[2] ?? 1);
$n = 0;
foreach (file($argv[1], FILE_IGNORE_NEW_LINES) as $i => $file) {
    if ($i % $every === 0) {
        try {
            $n += (int) opcache_compile_file($file);
        } catch (Throwable) {
            // a file that does not compile costs what it costs on both sides
        }
    }
}
echo $n, "\n";

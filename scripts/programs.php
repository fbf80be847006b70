<?php
// SPDX-License-Identifier: MIT
// The repository's programs, for the checks that run tools over them (tools-check.php,
// analysers-check.php): each phpt's --FILE-- section under tests/ and each .php under examples/,
// by a file name of their own (the path with `_` for `/`).

/** @return array<string, string> file name => code */
function vd_programs(string $top): array
{
    $programs = [];
    foreach (glob("$top/tests/*/*.phpt") as $file) {
        if (preg_match('/^--FILE--\R(.*?)^--[A-Z_]+--\R/ms', file_get_contents($file), $m)) {
            $programs[strtr(substr($file, strlen($top) + 1), '/', '_') . '.php'] = $m[1];
        }
    }
    foreach (glob("$top/examples/{,*/}*.php", GLOB_BRACE) as $file) {
        $programs[strtr(substr($file, strlen($top) + 1), '/', '_')] = file_get_contents($file);
    }
    return $programs;
}

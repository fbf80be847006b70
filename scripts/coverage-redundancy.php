<?php
// SPDX-License-Identifier: MIT
// scripts/coverage-redundancy.sh's comparison: the lines executed and branches taken in DIR's gcov
// reports (gcov -b -c) that none of OTHER... executes. Exit status 0 when there are none.
//   php coverage-redundancy.php DIR OTHER...
declare(strict_types=1);

/** [lines executed, branches taken] of one .gcov report, keyed by line and line/branch. */
function covered(string $file): array
{
    $lines = $branches = [];
    $line = 0;
    foreach (file($file, FILE_IGNORE_NEW_LINES) as $text) {
        if (preg_match('/^\s*(\S+?)\*?:\s*(\d+):/', $text, $m)) {
            $line = (int) $m[2];
            if (preg_match('/^\d+$/', $m[1]) && $m[1] !== '0') {
                $lines[$line] = true;
            }
        } elseif (preg_match('/^branch\s+(\d+) taken (\d+)/', $text, $m) && $m[2] !== '0') {
            $branches["$line/$m[1]"] = true;
        }
    }
    return [$lines, $branches];
}

[, $dir] = $argv;
$others = array_slice($argv, 2);
$lines = $branches = $addedLines = $addedBranches = 0;
foreach (glob("$dir/*.gcov") as $report) {
    [$l, $b] = covered($report);
    $otherLines = $otherBranches = [];
    foreach ($others as $other) {
        if (is_file("$other/" . basename($report))) {
            [$ol, $ob] = covered("$other/" . basename($report));
            $otherLines += $ol;
            $otherBranches += $ob;
        }
    }
    $newLines = array_keys(array_diff_key($l, $otherLines));
    $newBranches = array_keys(array_diff_key($b, $otherBranches));
    $lines += count($l);
    $branches += count($b);
    $addedLines += count($newLines);
    $addedBranches += count($newBranches);
    if ($newLines || $newBranches) {
        printf("  %s: lines %s; branches (line/branch) %s\n", basename($report, '.gcov'), implode(' ', $newLines) ?: '-',
            implode(' ', $newBranches) ?: '-');
    }
}
printf("coverage-redundancy: in %s the tests execute %d lines and take %d branches of the extension; %d lines and %d branches"
    . " of them nothing in %s executes%s\n", basename($dir), $lines, $branches, $addedLines, $addedBranches,
    implode(' or ', array_map('basename', $others)), $addedLines + $addedBranches ? '' : ': redundant there');
exit($lines > 0 && $addedLines + $addedBranches === 0 ? 0 : 1);

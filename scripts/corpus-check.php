<?php
// SPDX-License-Identifier: MIT
// The real-code check of scripts/corpus.sh.
//
//   php -d … corpus-check.php compile BASE LIST [INDEX]
// Compiles the files listed in LIST (paths relative to BASE, one a line; only line INDEX if
// given) with opcache_compile_file(): opcache.opt_debug_level=0x10000 dumps each file's opcodes,
// before any optimization, to stderr, after a "=== index path" line. With the extension loaded,
// it also prints on stdout every file whose source the pre-pass would change.
//
//   php corpus-check.php compare WITH.err WITHOUT.err LIST PREPASS.out
// Compares the two dumps file by file and prints a summary. The last file of LIST is a canary that
// uses discards: it must differ in both ways, and no other file may differ at all.
if ($argv[1] === 'compile') {
    [, , $base, $list] = $argv;
    $files = file($list, FILE_IGNORE_NEW_LINES);
    $indexes = isset($argv[4]) ? [(int) $argv[4]] : array_keys($files);
    $prepass = function_exists('VoidDiscard\prepass');
    foreach ($indexes as $i) {
        $file = "$base/$files[$i]";
        // (a dump may end without a newline)
        fwrite(STDERR, "\n=== $i $files[$i]\n");
        if ($prepass) {
            $source = file_get_contents($file);
            if (VoidDiscard\prepass($source) !== $source) {
                echo "$i\n";
            }
        }
        try {
            opcache_compile_file($file);
        } catch (Throwable $e) {
            fwrite(STDERR, get_class($e) . ': ' . $e->getMessage() . ' on line ' . $e->getLine() . "\n");
        }
    }
    exit(0);
}

[, , $with, $without, $list, $prepass] = $argv;
$split = function (string $dump): array {
    preg_match_all('/^=== (\d+) [^\n]*\n(.*?)(?=^=== |\z)/ms', file_get_contents($dump), $m, PREG_SET_ORDER);
    $sections = [];
    foreach ($m as [, $i, $body]) {
        $sections[(int) $i] = $body;
    }
    return $sections;
};
$files = file($list, FILE_IGNORE_NEW_LINES);
$canary = array_key_last($files);
$a = $split($with);
$b = $split($without);
$changed = array_flip(array_map('intval', file($prepass, FILE_IGNORE_NEW_LINES)));
$same = 0;
$report = function (string $what) {
    static $shown = 0;
    if ($shown++ < 20) {
        echo $what, "\n";
    }
};
foreach ($files as $i => $file) {
    if ($i === $canary) {
        $caught = isset($a[$i], $b[$i], $changed[$i]) && $a[$i] !== $b[$i];
        if (!$caught) {
            $report("the canary $file was not reported: the check is blind");
        }
    } elseif (!isset($a[$i], $b[$i]) || !str_contains($b[$i], '$_main:')) {
        $report("not compiled: $file");
    } elseif ($a[$i] !== $b[$i]) {
        $report("opcodes differ: $file");
    } elseif (isset($changed[$i])) {
        $report("pre-pass changed: $file");
    } else {
        $same++;
    }
}
$different = count($files) - 1 - $same;
printf("corpus: %d PHP files; %d compile to identical opcodes with and without the extension and are left byte-for-byte unchanged by the pre-pass; %d differ; canary %s\n",
    count($files) - 1, $same, $different, $caught ? 'caught' : 'MISSED');
exit($different || !$caught ? 1 : 0);

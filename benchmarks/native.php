<?php
// SPDX-License-Identifier: MIT
// PHP's own `void` (issue 45, scripts/native.sh e.): what a key-only loop costs per element on a
// PHP built with the patch series native/patches/ (no extension), against the ways stock PHP
// writes it: `$k => $_`, a for loop over the same keys and array_keys(). A packed array of N ints
// (keys 0 to N - 1); each loop adds its keys up. Under the tracing JIT as scripts/native.sh runs
// it (the options after `--` go to each measured PHP), instructions counted by callgrind:
//   PATCHED_PHP -n benchmarks/native.php [--php=PHP] [--n=N] [--rounds=R] -- PHP_OPTIONS...
// Each loop runs in a process of its own: twice to warm up (the JIT traces it in the first), then
// R times between two fflush() calls, where callgrind dumps a part (--dump-before=zif_fflush): the
// second part is R loops and nothing else, divided by R * N. The child checks that the JIT is on
// and that each loop added the same keys. Printed, not checked: a number to compare.
declare(strict_types=1);

$loops = [
    'void' => ['foreach ($a as $k => void)', function (array $a): int {
        $s = 0;
        foreach ($a as $k => void) { $s += $k; }
        return $s;
    }],
    '$_' => ['foreach ($a as $k => $_)', function (array $a): int {
        $s = 0;
        foreach ($a as $k => $_) { $s += $k; }
        return $s;
    }],
    'for' => ['for ($i = 0; $i < $n; $i++)', function (array $a): int {
        $s = 0;
        $n = count($a);
        for ($i = 0; $i < $n; $i++) { $s += $i; }
        return $s;
    }],
    'array_keys' => ['foreach (array_keys($a) as $k)', function (array $a): int {
        $s = 0;
        foreach (array_keys($a) as $k) { $s += $k; }
        return $s;
    }],
];

if (($argv[1] ?? '') === '--child') {
    [, , $name, $n, $rounds] = $argv;
    $a = range(0, (int) $n - 1);
    $loop = $loops[$name][1];
    $sums = [$loop($a), $loop($a)];
    fflush(STDOUT);
    for ($r = 0; $r < (int) $rounds; $r++) {
        $sums[] = $loop($a);
    }
    fflush(STDOUT);
    $status = function_exists('opcache_get_status') ? opcache_get_status(false) : false;
    echo ($status['jit']['on'] ?? false) ? 'jit' : 'no-jit', ' ', implode(' ', array_unique($sums)), "\n";
    exit(0);
}

$opts = getopt('', ['php:', 'n:', 'rounds:'], $rest);
$php = $opts['php'] ?? PHP_BINARY;
$n = (int) ($opts['n'] ?? 100000);
$rounds = (int) ($opts['rounds'] ?? 5);
$phpOptions = array_slice($argv, $rest);
if (($phpOptions[0] ?? '') === '--') {
    array_shift($phpOptions);
}
$tmp = sys_get_temp_dir() . '/vd-native-bench-' . getmypid();
@mkdir($tmp);
$expect = $n * ($n - 1) / 2;
$rows = [];
foreach ($loops as $name => [$title]) {
    $out = "$tmp/" . md5($name);
    $cmd = 'valgrind --tool=callgrind --smc-check=all-non-file --dump-before=zif_fflush'
        . ' --callgrind-out-file=' . escapeshellarg("$out.out") . ' ' . escapeshellarg($php) . ' -n '
        . implode(' ', array_map('escapeshellarg', $phpOptions)) . ' ' . escapeshellarg(__FILE__)
        . ' --child ' . escapeshellarg($name) . " $n $rounds 2>" . escapeshellarg("$out.log");
    $child = trim((string) shell_exec($cmd));
    if ($child !== "jit $expect") {
        fwrite(STDERR, "$title: expected \"jit $expect\" from the child, got \"$child\"\n" . @file_get_contents("$out.log"));
        exit(1);
    }
    $part = (string) @file_get_contents("$out.out.2");
    if (!preg_match('/^(?:summary|totals): (\d+)$/m', $part, $m)) {
        fwrite(STDERR, "$title: no callgrind part for the measured loops\n" . @file_get_contents("$out.log"));
        exit(1);
    }
    $rows[$name] = [$title, (int) $m[1] / ($rounds * $n)];
    array_map('unlink', glob("$out.*") ?: []);
}
@rmdir($tmp);

printf("native: PHP %s with native/patches, tracing JIT: instructions per element (callgrind; %d loops over a packed\n"
    . "array of %s ints, after 2 to warm up)\n", PHP_VERSION, $rounds, number_format($n, 0, '.', ' '));
$base = $rows['void'][1];
foreach ($rows as [$title, $per]) {
    printf("  %-34s %8.2f  (%.2fx the key-only loop)\n", $title, $per, $per / $base);
}

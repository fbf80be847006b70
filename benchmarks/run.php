<?php
// SPDX-License-Identifier: MIT
// The benchmark driver; benchmarks/run.sh builds the extension and calls it as
//   php -n -d extension=SO -d void_discard.mode=MODE run.php --so=SO [--rounds=N] [--wordpress=LIST]
//
// Loop workloads: every measurement is one loop in a fresh PHP process (as in a web request:
// the GC starts from its default threshold), and the variants of a workload are interleaved,
// round after round; the best round is reported. Ratios compare with the void loop.
// Script pairs: the same script with and without the extension, counted in instructions with
// callgrind (deterministic on a noisy machine), and timed.
if (($argv[1] ?? '') === '--child') {
    [, , $name, $variant] = $argv;
    $w = require __DIR__ . "/$name.php";
    $data = $w['data']($w['n']);
    gc_collect_cycles();
    memory_reset_peak_usage();
    $base = memory_get_usage();
    $t = hrtime(true);
    $count = $w['variants'][$variant]($data);
    $t = hrtime(true) - $t;
    if ($count !== $w['n']) {
        fwrite(STDERR, "$name/$variant iterated $count times, not {$w['n']}\n");
        exit(1);
    }
    echo $t / $w['n'], ' ', memory_get_peak_usage() - $base, "\n";
    exit(0);
}

$opts = getopt('', ['so:', 'rounds:', 'wordpress:']);
$so = $opts['so'];
$rounds = (int) ($opts['rounds'] ?? 5);
$php = escapeshellarg(PHP_BINARY);
$with = '-d ' . escapeshellarg("extension=$so") . ' -d void_discard.mode=' . VoidDiscard\MODE;
$self = escapeshellarg(__FILE__);

printf("PHP %s, void_discard %s, mode %s, opcache off, %s\n\n", PHP_VERSION, phpversion('void_discard'),
    VoidDiscard\MODE, php_uname('m'));
printf("%-13s %-11s %11s %10s %12s\n", 'workload', 'loop', 'ns/element', 'time/void', 'extra memory');
foreach (['rows', 'objects', 'hash_strings', 'packed_ints', 'iterator'] as $name) {
    $variants = array_keys((require __DIR__ . "/$name.php")['variants']);
    $best = $peak = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($variants as $variant) {
            $out = shell_exec("$php -n $with -d memory_limit=-1 $self --child $name " . escapeshellarg($variant));
            [$ns, $bytes] = explode(' ', trim((string) $out)) + [1 => null];
            if ($bytes === null) {
                throw new RuntimeException("$name/$variant failed: $out");
            }
            $best[$variant] = min($best[$variant] ?? INF, (float) $ns);
            $peak[$variant] = max($peak[$variant] ?? 0, (int) $bytes);
        }
    }
    foreach ($best as $variant => $ns) {
        printf("%-13s %-11s %11.2f %9.2fx %9.1f MB\n", $name, $variant, $ns, $ns / $best['void'], $peak[$variant] / 1048576);
    }
}

$pairs = ['no_void' => escapeshellarg(__DIR__ . '/no_void.php')];
if (isset($opts['wordpress'])) {
    $pairs['compile_wordpress'] = escapeshellarg(__DIR__ . '/compile_wordpress.php') . ' ' . escapeshellarg($opts['wordpress']);
}
$callgrind = trim((string) shell_exec('command -v valgrind'));
echo "\n";
printf("%-18s %15s %15s %12s %12s\n", 'script', 'instr without', 'instr with', 'instr ratio', 'time ratio');
foreach ($pairs as $name => $args) {
    $instr = ['without' => null, 'with' => null];
    $time = ['without' => INF, 'with' => INF];
    $out = [];
    foreach (['without' => '', 'with' => $with] as $variant => $flags) {
        if ($callgrind) {
            $log = shell_exec("valgrind --tool=callgrind --callgrind-out-file=/dev/null $php -n $flags $args 2>&1 >/dev/null");
            preg_match('/Collected : (\d+)/', (string) $log, $m);
            $instr[$variant] = (int) ($m[1] ?? 0);
        }
    }
    for ($r = 0; $r < $rounds; $r++) {
        foreach (['without' => '', 'with' => $with] as $variant => $flags) {
            $t = hrtime(true);
            $out[$variant] = shell_exec("$php -n $flags $args 2>&1");
            $time[$variant] = min($time[$variant], hrtime(true) - $t);
        }
    }
    if ($out['with'] !== $out['without']) {
        throw new LogicException("$name printed something else with the extension:\n{$out['with']}\n{$out['without']}");
    }
    printf("%-18s %15s %15s %11.4fx %11.3fx\n", $name,
        $instr['without'] ? number_format($instr['without']) : '-', $instr['with'] ? number_format($instr['with']) : '-',
        $instr['without'] ? $instr['with'] / $instr['without'] : NAN, $time['with'] / $time['without']);
}

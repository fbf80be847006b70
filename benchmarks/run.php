<?php
// SPDX-License-Identifier: MIT
// The benchmark driver; benchmarks/run.sh builds the extension and calls it as
//   php -n -d extension=SO run.php --so=SO [--rounds=N] [--configs=vm,compat,tracing,function] [--wordpress=LIST]
//
// Loop workloads: every measurement is one loop in a fresh PHP process (as in a web request:
// the GC starts from its default threshold), and the variants of a workload are interleaved,
// round after round, over every configuration; the best round is reported. A configuration is
// vm or compat (void_discard.mode, opcache off), or tracing or function: opcache with that JIT
// and the default void_discard.mode=auto (which resolves to compat). Ratios compare with the
// void loop of the same configuration.
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
    $jit = function_exists('opcache_get_status') && (opcache_get_status(false)['jit']['on'] ?? false);
    echo $t / $w['n'], ' ', memory_get_peak_usage() - $base, ' ', VoidDiscard\MODE, $jit ? '+jit' : '', "\n";
    exit(0);
}

$opts = getopt('', ['so:', 'rounds:', 'configs:', 'wordpress:']);
$so = $opts['so'];
$rounds = (int) ($opts['rounds'] ?? 5);
$php = escapeshellarg(PHP_BINARY);
$ext = '-d ' . escapeshellarg("extension=$so");
$jit = '-d zend_extension=opcache -d opcache.enable_cli=1 -d opcache.jit_buffer_size=64M -d opcache.jit=';
// flags, and what the child must report: the effective mode, and whether the JIT is on
$all = [
    'vm' => ["$ext -d void_discard.mode=vm", 'vm'],
    'compat' => ["$ext -d void_discard.mode=compat", 'compat'],
    'tracing' => ["$ext {$jit}tracing", 'compat+jit'],
    'function' => ["$ext {$jit}function", 'compat+jit'],
];
$configs = array_intersect_key($all, array_flip(explode(',', $opts['configs'] ?? 'vm,compat,tracing,function')));
$self = escapeshellarg(__FILE__);
$titles = ['vm' => 'vm', 'compat' => 'compat', 'tracing' => 'JIT tracing', 'function' => 'JIT function'];

printf("PHP %s, void_discard %s, %s; vm and compat: opcache off; JIT: opcache.jit=tracing|function,"
    . " jit_buffer_size=64M, void_discard.mode=auto (compat)\n\n", PHP_VERSION, phpversion('void_discard'), php_uname('m'));
printf('%-13s %-11s', 'workload', 'loop');
foreach ($configs as $c => $_) {
    printf(' %20s', $titles[$c] . ' ns (×void)');
}
printf(" %12s\n", 'extra memory');
foreach (['rows', 'objects', 'hash_strings', 'packed_ints', 'iterator'] as $name) {
    $variants = array_keys((require __DIR__ . "/$name.php")['variants']);
    $best = $peak = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($configs as $c => [$flags, $expect]) {
            foreach ($variants as $variant) {
                $out = shell_exec("$php -n $flags -d memory_limit=-1 $self --child $name " . escapeshellarg($variant));
                [$ns, $bytes, $mode] = explode(' ', trim((string) $out)) + [1 => null, 2 => null];
                if ($mode !== $expect) {
                    throw new RuntimeException("$name/$variant in $c: expected $expect, got: $out");
                }
                $best[$c][$variant] = min($best[$c][$variant] ?? INF, (float) $ns);
                $peak[$variant] = max($peak[$variant] ?? 0, (int) $bytes);
            }
        }
    }
    foreach ($variants as $variant) {
        printf('%-13s %-11s', $name, $variant);
        foreach ($configs as $c => $_) {
            printf(' %11.2f (%5.2fx)', $best[$c][$variant], $best[$c][$variant] / $best[$c]['void']);
        }
        printf(" %9.1f MB\n", $peak[$variant] / 1048576);
    }
}
if (!isset($opts['wordpress'])) {
    exit(0);
}
$with = "$ext -d void_discard.mode=" . VoidDiscard\MODE;

$pairs = [
    'no_void' => escapeshellarg(__DIR__ . '/no_void.php'),
    'compile_wordpress' => escapeshellarg(__DIR__ . '/compile_wordpress.php') . ' ' . escapeshellarg($opts['wordpress']),
];
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

<?php
// SPDX-License-Identifier: MIT
// What a discarded parameter costs a call (issue 39: no more instructions than the same function
// with an unused named parameter). benchmarks/params.sh builds the extension and calls it as
//   php -n -d extension=SO run.php --so=SO --opcache=OPCACHE_SO [--n=N] [--jobs=J]
//       [--columns=off/vm,off/compat,opcache/vm,opcache/compat,tracing/compat] [--no-without] [--check=MAX]
// Each workload (one file of this directory) runs as written (`void`) and as VoidDiscard\lower()
// writes it (`$__void_<position>`: the same function with an unused named parameter, which stock
// PHP parses), the latter also without the extension; opcache off, opcache on without the JIT
// (void_discard.mode=vm and compat each) and with the tracing JIT (compat: a user opcode handler
// turns the JIT off).
// Instructions are callgrind's, per call by differencing: each column runs two processes that
// differ only in N (every workload calls its callable N, then 2N times), callgrind writes a part
// before each workload (--dump-before=zif_fflush: the child flushes between workloads, no workload
// flushes), and (part at 2N - part at N) / (calls at 2N - calls at N) is the cost of one call in
// a warm process. What runs once falls in the first N calls of both and cancels: start-up, the
// compilation (where the pre-pass lexes the void files and not their twins), the workload's
// set-up, the JIT's compilation of its traces. A whole-process count would hold all of that.
// --check=MAX: exits 1 if a discarded parameter's call costs more than MAX times the named one's
// in any workload and column but get_defined_vars, whose result differs by design (the extension
// deletes the parameter's entry from the array it returns): that one is measured and printed.
// --no-without: no runs without the extension (the check needs none).
declare(strict_types=1);

if (($argv[1] ?? '') === '--child') {
    $sums = [];
    foreach (array_slice($argv, 3) as $file) {
        fflush(STDOUT);
        $sums[] = implode(' ', (require $file)((int) $argv[2]));
    }
    fflush(STDOUT);
    $status = function_exists('opcache_get_status') ? opcache_get_status(false) : false;
    echo defined('VoidDiscard\MODE') ? constant('VoidDiscard\MODE') : 'without',
        ($status['opcache_enabled'] ?? false) ? '+opcache' : '', ($status['jit']['on'] ?? false) ? '+jit' : '', "\n";
    echo implode("\n", $sums), "\n";
    exit(0);
}

$opts = getopt('', ['so:', 'opcache:', 'n:', 'jobs:', 'columns:', 'no-without', 'check:']);
$so = $opts['so'];
$n = (int) ($opts['n'] ?? 10000);
$jobs = max(1, (int) ($opts['jobs'] ?? 1));
$max = isset($opts['check']) ? (float) $opts['check'] : null;
$php = escapeshellarg(PHP_BINARY);
$self = escapeshellarg(__FILE__);
$opcache = '-d ' . escapeshellarg('zend_extension=' . $opts['opcache']) . ' -d opcache.enable_cli=1';
// opcache configuration => [flags, its title, what the child reports after the mode]; the modes
// each runs (the tracing JIT: compat only, a user opcode handler turns the JIT off)
$configs = [
    'off' => ['', 'opcache off', ''],
    'opcache' => ["$opcache -d opcache.jit_buffer_size=0", 'opcache, no JIT', '+opcache'],
    'tracing' => ["$opcache -d opcache.jit=tracing -d opcache.jit_buffer_size=64M", 'opcache, tracing JIT', '+opcache+jit'],
];
$modes = [];
foreach (explode(',', $opts['columns'] ?? 'off/vm,off/compat,opcache/vm,opcache/compat,tracing/compat') as $column) {
    [$c, $mode] = explode('/', $column) + [1 => ''];
    if (!isset($configs[$c]) || !in_array($mode, ['vm', 'compat'], true) || $column === 'tracing/vm') {
        throw new InvalidArgumentException("unknown column $column");
    }
    $modes[$c][] = $mode;
}
$configs = array_intersect_key($configs, $modes);
$without = !isset($opts['no-without']);
// a workload whose void and named variants return different results by design: measured, not checked
$unchecked = ['get_defined_vars'];

$workloads = array_values(array_filter(glob(__DIR__ . '/*.php'), fn(string $f) => $f !== __FILE__));
$names = array_map(fn(string $f) => basename($f, '.php'), $workloads);
$tmp = sys_get_temp_dir() . '/vd-params-' . getmypid();
@mkdir("$tmp/named", 0777, true);
register_shutdown_function(function () use ($tmp): void {
    array_map('unlink', glob("$tmp/named/*") ?: []);
    array_map('unlink', glob("$tmp/*.*") ?: []);
    @rmdir("$tmp/named");
    @rmdir($tmp);
});
$twins = [];
foreach ($workloads as $file) {
    $twin = "$tmp/named/" . basename($file);
    file_put_contents($twin, VoidDiscard\lower(file_get_contents($file)));
    $twins[] = $twin;
}

// the runs: [config, variant (void, named: with the extension in a mode; without), N]
$runs = [];
foreach ($modes as $c => $list) {
    foreach ($without ? [...$list, 'without'] : $list as $mode) {
        foreach ($mode === 'without' ? ['named'] : ['void', 'named'] as $variant) {
            foreach ([$n, 2 * $n] as $k) {
                $runs[] = [$c, $mode, $variant, $k];
            }
        }
    }
}
$command = function (int $i) use ($runs, $configs, $so, $php, $self, $tmp, $workloads, $twins): string {
    [$c, $mode, $variant, $k] = $runs[$i];
    $ext = $mode === 'without' ? '' : '-d ' . escapeshellarg("extension=$so") . " -d void_discard.mode=$mode";
    $files = implode(' ', array_map('escapeshellarg', $variant === 'void' ? $workloads : $twins));
    return "exec valgrind --tool=callgrind --smc-check=all-non-file --dump-before=zif_fflush --callgrind-out-file=$tmp/$i.out"
        . " $php -n {$configs[$c][0]} $ext $self --child $k $files 2>$tmp/$i.log";
};
// run them, $jobs at a time (callgrind's counts do not depend on what else the machine runs)
$pending = array_keys($runs);
$active = $results = $out = [];
while ($pending || $active) {
    while ($pending && count($active) < $jobs) {
        $i = array_shift($pending);
        $active[$i] = proc_open($command($i), [1 => ['pipe', 'w']], $pipes);
        $out[$i] = $pipes[1];
    }
    foreach ($active as $i => $proc) {
        if (!proc_get_status($proc)['running']) {
            $results[$i] = stream_get_contents($out[$i]);
            proc_close($proc);
            unset($active[$i]);
        }
    }
    usleep(20000);
}

// instructions and calls of each workload in each run
$cost = [];
foreach ($runs as $i => [$c, $mode, $variant, $k]) {
    $lines = explode("\n", trim($results[$i]));
    $expect = $mode . $configs[$c][2];
    if (array_shift($lines) !== $expect || count($lines) !== count($names)) {
        throw new RuntimeException("$c/$mode/$variant/$k: expected $expect and a line per workload, got: "
            . $results[$i] . file_get_contents("$tmp/$i.log"));
    }
    foreach ($names as $w => $name) {
        // part 1 is the start-up, part w + 2 workload w
        $part = (string) @file_get_contents("$tmp/$i.out." . ($w + 2));
        if (!preg_match('/^(?:summary|totals): (\d+)$/m', $part, $m)) {
            throw new RuntimeException("$c/$mode/$variant/$k: no callgrind part for $name: " . file_get_contents("$tmp/$i.log"));
        }
        [$calls, $sum] = explode(' ', $lines[$w]);
        $cost[$c][$mode][$variant][$k][$name] = [(int) $m[1], (int) $calls, $sum];
    }
}

$perCall = function (array $at) use ($n, $names): array {
    $per = [];
    foreach ($names as $name) {
        [$i1, $c1, $s1] = $at[$n][$name];
        [$i2, $c2, $s2] = $at[2 * $n][$name];
        $per[$name] = [($i2 - $i1) / ($c2 - $c1), "$s1 $s2"];
    }
    return $per;
};
$table = sprintf("PHP %s, void_discard %s, %s: instructions per call (callgrind; each workload's %d calls more\n"
    . "at 2N = %d than at N), the discarded parameter (void), the same function with an unused named\n"
    . "parameter (named)%s\n\n", PHP_VERSION, phpversion('void_discard'), php_uname('m'), $n, 2 * $n,
    $without ? ' and that without the extension (without)' : '');
$table .= sprintf("%-28s %-17s %9s %9s %9s %12s %11s %13s\n", 'configuration', 'workload', 'void', 'named', 'without',
    'void - named', 'void/named', 'named/without');
$worst = 0.0;
$unchecked_more = [];
$failed = [];
foreach ($modes as $c => $list) {
    $bare = $without ? $perCall($cost[$c]['without']['named']) : null;
    foreach ($list as $mode) {
        $void = $perCall($cost[$c][$mode]['void']);
        $named = $perCall($cost[$c][$mode]['named']);
        foreach ($names as $name) {
            if ($void[$name][1] !== $named[$name][1] || ($bare && $named[$name][1] !== $bare[$name][1])) {
                throw new RuntimeException("$c/$mode/$name: the variants computed different results: "
                    . "{$void[$name][1]}, {$named[$name][1]}" . ($bare ? ", {$bare[$name][1]}" : ''));
            }
            $more = $void[$name][0] - $named[$name][0];
            $ratio = $void[$name][0] / $named[$name][0];
            $table .= sprintf("%-28s %-17s %9.2f %9.2f %9s %+12.3f %11.4f %13s%s\n", "{$configs[$c][1]}, $mode", $name,
                $void[$name][0], $named[$name][0], $bare ? sprintf('%.2f', $bare[$name][0]) : '-', $more, $ratio,
                $bare ? sprintf('%.4f', $named[$name][0] / $bare[$name][0]) : '-',
                in_array($name, $unchecked, true) ? '  (not checked)' : '');
            if (in_array($name, $unchecked, true)) {
                $unchecked_more[$name][] = $more;
                continue;
            }
            $worst = max($worst, $ratio);
            if ($max !== null && $ratio > $max) {
                $failed[] = "{$configs[$c][1]}, $mode, $name: " . sprintf('%.4f', $ratio);
            }
        }
    }
}
$columns = array_sum(array_map('count', $modes));
$checked = count($names) - count($unchecked);
$summary = sprintf('call cost: %d workloads in %d configurations, N = %d: a call with a discarded parameter at most'
    . ' %.4f times one with an unused named parameter', $checked, $columns, $n, $worst) . ($max !== null ? " (limit $max)" : '');
foreach ($unchecked_more as $name => $list) {
    $range = min($list) === max($list) ? sprintf('%+.0f', min($list)) : sprintf('%+.0f to %+.0f', min($list), max($list));
    $summary .= "; $name() (not checked): $range instructions a call";
}
if ($max === null || $failed) {
    echo $table, "\n";
}
echo $summary, "\n";
if ($failed) {
    echo "  above $max: ", implode('; ', $failed), "\n";
    exit(1);
}

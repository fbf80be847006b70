<?php
// SPDX-License-Identifier: MIT
// The savings driver; benchmarks/savings.sh prepares the trees and calls it as
//   php -n run.php --so=SO --opcache=OPCACHE_SO --trees=NAME=DIR,NAME=DIR --fixtures=DIR
//       [--ops=a,b] [--configs=jit-off,jit-on] [--rounds=N] [--callgrind] [--counts=DIR]
// Each operation (one file of this directory) runs whole in a fresh PHP process per tree and
// configuration: its library loaded from that tree (a copy of Debian's /usr/share/php, unmigrated or
// migrated), WARM runs first (classes loaded and compiled, the JIT's traces recorded), then the
// measured runs. Trees are interleaved round after round (each round starts with another tree);
// time is the best measured run of all rounds, peak memory memory_get_peak_usage() over a measured
// run (reset before it), instructions callgrind's count of one operation after the WARM runs (a
// dump of that operation alone): without start-up, compilation or (most of) the JIT's compilation.
// Every tree must produce the same output (paths of the trees replaced).
// --counts=DIR: the tree instrumented by instrument.php; prints how often each rewritten loop's
// body ran in one operation.
declare(strict_types=1);

const VD_WARM = 2;

if (($argv[1] ?? '') === '--child') {
	[, , $name, $root, $fixtures, $k] = $argv;
	$op = require __DIR__ . "/$name.php";
	foreach ($op['autoload'] as $file) {
		require_once "$root/usr/share/php/$file";
	}
	$input = $op['prepare']($fixtures);
	for ($i = 0; $i < VD_WARM; $i++) {
		$out = $op['run']($input);
	}
	if ($k === 'callgrind') {
		// callgrind runs with --zero-before=zif_ftell --dump-before=zif_fpassthru: its first dump
		// holds one operation alone (neither function is on the measured code paths)
		$h = fopen('php://memory', 'r');
		ftell($h);
		$op['run']($input);
		fpassthru($h);
		exit(0);
	}
	$best = INF;
	$peak = 0;
	for ($i = 0; $i < (int) $k; $i++) {
		gc_collect_cycles();
		memory_reset_peak_usage();
		$t = hrtime(true);
		$out = $op['run']($input);
		$t = hrtime(true) - $t;
		$best = min($best, $t);
		$peak = max($peak, memory_get_peak_usage());
	}
	$jit = function_exists('opcache_get_status') && (opcache_get_status(false)['jit']['on'] ?? false);
	echo json_encode(['ns' => $best, 'peak' => $peak, 'md5' => md5(str_replace($root, 'ROOT', $out)),
		'mode' => VoidDiscard\MODE . ($jit ? '+jit' : '')]), "\n";
	exit(0);
}
if (($argv[1] ?? '') === '--count-child') {
	// the instrumented tree calls vd_savings_hit('File.php:LINE') in each rewritten loop's body
	function vd_savings_hit(string $at): void
	{
		$GLOBALS['vd_savings_hits'][$at] = ($GLOBALS['vd_savings_hits'][$at] ?? 0) + 1;
	}
	[, , $name, $root, $fixtures] = $argv;
	$op = require __DIR__ . "/$name.php";
	foreach ($op['autoload'] as $file) {
		require_once "$root/usr/share/php/$file";
	}
	$op['run']($op['prepare']($fixtures));
	echo json_encode($GLOBALS['vd_savings_hits'] ?? []), "\n";
	exit(0);
}

$opts = getopt('', ['so:', 'opcache:', 'trees:', 'fixtures:', 'ops:', 'configs:', 'rounds:', 'callgrind', 'counts:', 'k:']);
$so = $opts['so'];
$fixtures = $opts['fixtures'];
$rounds = (int) ($opts['rounds'] ?? 5);
$k = (int) ($opts['k'] ?? 5);
$trees = [];
foreach (explode(',', $opts['trees']) as $t) {
	[$tn, $dir] = explode('=', $t, 2);
	$trees[$tn] = $dir;
}
$ops = explode(',', $opts['ops'] ?? 'di_container,yaml_dump,composer_solve,twig_compile');
$php = escapeshellarg(PHP_BINARY);
$base = "-n -d memory_limit=-1 -d error_reporting=22527 -d extension=ctype -d extension=iconv -d extension=tokenizer -d " . escapeshellarg("extension=$so")
	. ' -d ' . escapeshellarg('zend_extension=' . $opts['opcache']) . ' -d opcache.enable_cli=1';
// flags, and the mode the child must report
$all = [
	'jit-off' => ["$base -d opcache.jit_buffer_size=0", 'vm'],
	'jit-on' => ["$base -d opcache.jit=tracing -d opcache.jit_buffer_size=64M", 'compat+jit'],
];
$configs = array_intersect_key($all, array_flip(explode(',', $opts['configs'] ?? 'jit-off,jit-on')));
$self = escapeshellarg(__FILE__);
$fx = escapeshellarg($fixtures);

foreach ($ops as $name) {
	@mkdir("$fixtures/$name", 0777, true);
	(require __DIR__ . "/$name.php")['fixtures']("$fixtures/$name");
}
printf("PHP %s, void_discard %s; opcache on (enable_cli=1); jit-off: vm mode; jit-on: opcache.jit=tracing, "
	. "jit_buffer_size=64M, mode auto (compat); %d rounds of %d runs after %d warm-up runs\n\n",
	PHP_VERSION, phpversion('void_discard'), $rounds, $k, VD_WARM);

if (isset($opts['counts'])) {
	foreach ($ops as $name) {
		$out = shell_exec("$php {$all['jit-off'][0]} $self --count-child $name " . escapeshellarg($opts['counts']) . " $fx/$name");
		$hits = json_decode(trim((string) $out), true);
		if (!is_array($hits)) {
			throw new RuntimeException("$name, counting: $out");
		}
		ksort($hits);
		echo "$name: rewritten loops whose body ran, iterations in one operation:\n";
		foreach ($hits as $at => $n) {
			printf("  %-78s %8d\n", $at, $n);
		}
		if (!$hits) {
			echo "  (none)\n";
		}
	}
	echo "\n";
}

$rows = [];
foreach ($ops as $name) {
	foreach ($configs as $c => [$flags, $expect]) {
		$res = [];
		$order = array_keys($trees);
		for ($r = 0; $r < $rounds; $r++) {
			foreach ($order as $tn) {
				$out = shell_exec("nice -n 5 $php $flags $self --child $name " . escapeshellarg($trees[$tn]) . " $fx/$name $k 2>&1");
				$lines = explode("\n", trim((string) $out));
				$j = json_decode(end($lines), true);
				if (!is_array($j) || $j['mode'] !== $expect) {
					throw new RuntimeException("$name/$tn in $c: expected mode $expect, got: $out");
				}
				$res[$tn]['ns'] = min($res[$tn]['ns'] ?? INF, $j['ns']);
				$res[$tn]['peak'] = max($res[$tn]['peak'] ?? 0, $j['peak']);
				$res[$tn]['md5'][$j['md5']] = true;
			}
			$order[] = array_shift($order);
		}
		$md5s = array_unique(array_merge(...array_values(array_map(static fn ($x) => array_keys($x['md5']), $res))));
		if (count($md5s) !== 1) {
			throw new LogicException("$name in $c: the trees' outputs differ");
		}
		if (isset($opts['callgrind'])) {
			foreach ($trees as $tn => $dir) {
				$out = sys_get_temp_dir() . '/vd-savings-' . getmypid() . '.cg';
				array_map('unlink', glob("$out*"));
				$log = shell_exec("nice -n 5 valgrind --tool=callgrind --smc-check=all-non-file --zero-before=zif_ftell --dump-before=zif_fpassthru"
					. ' --callgrind-out-file=' . escapeshellarg($out) . " $php $flags $self --child $name " . escapeshellarg($dir) . " $fx/$name callgrind 2>&1 >/dev/null");
				$dump = @file_get_contents("$out.1");
				if (!preg_match('/^summary: (\d+)/m', (string) $dump, $m) && !preg_match('/^totals: (\d+)/m', (string) $dump, $m)) {
					throw new RuntimeException("callgrind $name/$tn in $c: no dump before fpassthru: $log");
				}
				$res[$tn]['ir'] = (int) $m[1];
				array_map('unlink', glob("$out*"));
			}
		}
		$rows[$name][$c] = $res;
		$first = array_key_first($trees);
		foreach ($trees as $tn => $dir) {
			printf("%-15s %-8s %-9s time %9.2f ms (%.3fx)  instr %15s (%.4fx)  peak %7.2f MB (%.4fx)\n",
				$name, $c, $tn, $res[$tn]['ns'] / 1e6, $res[$tn]['ns'] / $res[$first]['ns'],
				isset($res[$tn]['ir']) ? number_format($res[$tn]['ir']) : '-', isset($res[$tn]['ir']) ? $res[$tn]['ir'] / $res[$first]['ir'] : NAN,
				$res[$tn]['peak'] / 1048576, $res[$tn]['peak'] / $res[$first]['peak']);
		}
	}
}
echo "\nJSON " . json_encode($rows) . "\n";

<?php
// SPDX-License-Identifier: MIT
// Holds tools/src/Reading.php, the PHP reading of the extension's token rules, to the extension:
// Reading::prepass() must equal VoidDiscard\prepass() and Reading::lower() VoidDiscard\lower()
// (where lower() throws, the reading must neither throw nor warn), over every *.php under each
// DIR (real third-party code), over this repository's programs and the hand-written edge inputs
// with --repo, and over N seeded mutants of each of those with --mutants N (random insertions of
// `void`, `(void)`, brackets, commas, arrows, ampersands, `list(` …). Prints the counts, the time
// and every mismatch (file and first differing line); exits 1 on any.
// With --time, also times Reading::lower() over the DIRs against token_get_all() alone.
//   php -d extension=void_discard.so scripts/reading-check.php [--repo] [--mutants N] [--seed S] [--time] DIR…
declare(strict_types=1);

require dirname(__DIR__) . '/tests/tools/reading.inc';
ini_set('memory_limit', '-1');

if (!function_exists('VoidDiscard\\lower')) {
    fwrite(STDERR, "reading-check: needs the void_discard extension loaded\n");
    exit(2);
}
$repo = false;
$mutants = 0;
$seed = 1;
$time = false;
$dirs = [];
for ($i = 1; $i < $argc; $i++) {
    match ($argv[$i]) {
        '--repo' => $repo = true,
        '--mutants' => $mutants = (int) $argv[++$i],
        '--seed' => $seed = (int) $argv[++$i],
        '--time' => $time = true,
        default => $dirs[] = $argv[$i],
    };
}

$programs = [];
foreach ($dirs as $dir) {
    if (is_file($dir)) {
        $programs[$dir] = file_get_contents($dir);
        continue;
    }
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS)) as $file) {
        if (str_ends_with((string) $file, '.php') && $file->isFile()) {
            $programs[(string) $file] = file_get_contents((string) $file);
        }
    }
}
$files = count($programs);
if ($repo) {
    $programs += ReadingCheck::programs(dirname(__DIR__)) + ReadingCheck::edgeInputs();
}

$check = new ReadingCheck();
$start = hrtime(true);
foreach ($programs as $name => $code) {
    $check->compare($name, $code);
}
$mutated = 0;
if ($mutants > 0) {
    foreach ($programs as $name => $code) {
        foreach (ReadingCheck::mutants($code, $seed + crc32((string) $name), $mutants) as $k => $mutant) {
            $check->compare("$name (mutant $k, seed $seed)", $mutant);
            $mutated++;
        }
    }
}
$seconds = (hrtime(true) - $start) / 1e9;
printf("PHP %s: %d files from %d tree(s), %d programs in all, %d mutants: %d compared in %.1f s (pre-pass rewrote %d, lower() changed %d, rejected %d)\n",
    PHP_VERSION, $files, count($dirs), count($programs), $mutated, $check->compared, $seconds,
    $check->rewritten, $check->lowered, $check->rejected);
$check->report();

if ($time && $files > 0) {
    $codes = array_slice(array_values($programs), 0, $files);
    $measure = static function (Closure $run) use ($codes): float {
        $best = INF;
        for ($round = 0; $round < 3; $round++) {
            $t = hrtime(true);
            foreach ($codes as $code) {
                $run($code);
            }
            $best = min($best, (hrtime(true) - $t) / 1e9);
        }
        return $best;
    };
    $bytes = array_sum(array_map('strlen', $codes));
    $lower = $measure(static fn (string $code) => VoidDiscard\Tools\Reading::lower($code));
    $tokens = $measure(static fn (string $code) => token_get_all($code));
    // (lower() rejects some inputs, `&void` say, with the CompileError the reading's agreement counts above)
    $native = $measure(static function (string $code): void {
        try {
            VoidDiscard\lower($code);
        } catch (ParseError | CompileError) {
        }
    });
    // the slow path on every file: a discard at its end makes both passes read it all
    $forced = $measure(static fn (string $code) => VoidDiscard\Tools\Reading::lower($code . "\nforeach (\$__x as void);"));
    $candidates = count(array_filter($codes, static fn (string $code) => VoidDiscard\Tools\Prefilter::scan($code)[0] !== 0));
    printf("time over %d files (%.1f MB, %d with a candidate), best of 3: Reading::lower() %.3f s, token_get_all() alone %.3f s, VoidDiscard\\lower() %.3f s;\n"
        . "  with a discard appended to every file: Reading::lower() %.3f s (%.1f x token_get_all())\n",
        $files, $bytes / 1e6, $candidates, $lower, $tokens, $native, $forced, $forced / $tokens);
}
exit($check->mismatches === [] ? 0 : 1);

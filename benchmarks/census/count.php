<?php
// SPDX-License-Identifier: MIT
// The census's count (benchmarks/census/census.sh drives it; benchmarks/census/report.php makes the tables):
//
//   php -n -d extension=SO -d extension=tokenizer count.php ROOT OUT
//       every file void-discard-migrate --stats --ext=php,inc reads below ROOT, one at a time
//       through the tool's own code (Census::add() on what Migrator::migrate() found, as --stats does),
//       one JSON line each appended to OUT: its path, its sha256, its counts, and two counts the
//       tool does not print (foreach loops that bind a key; of the loops whose value is never read,
//       those that bind a key). Files already in OUT are skipped, so that a run that died goes on
//       where it stopped: OUT.current names the file being read (the driver records a file that
//       kills the process as a crash, and runs this again).

declare(strict_types=1);

namespace VoidDiscard\Census;

use VoidDiscard\Tools\Cli\Files;
use VoidDiscard\Tools\Migrate;

const EXTS = ['php', 'inc'];
// CPU seconds one file may take (PHP's own time limit, reset for each file): past it PHP stops with
// a fatal error, and the driver records the file and goes on with the next
const FILE_SECONDS = 120;

require_once __DIR__ . '/census.inc';

/**
 * Foreach loops in $code: all of them, those that bind a key (`as $k => …`), and those whose value
 * is the word `void` with a key before it (`$k => void`) or without (`as void`).
 * @return array{int, int, int, int}
 */
function foreach_shapes(string $code): array
{
    $t = new Migrate\Tokens($code, null);
    $all = $keyed = $voidKeyed = $voidBare = 0;
    for ($p = 0, $n = $t->count(); $p < $n; $p++) {
        $type = $t->type($p);
        if ($type === T_HALT_COMPILER) {
            break;
        }
        if ($type !== T_FOREACH || $t->type($p + 1) !== '(') {
            continue;
        }
        $all++;
        $close = $t->closing($p + 1);
        $as = $arrow = null;
        for ($q = $p + 2; $q < $close; $q++) {
            if (isset($t->match[$q])) {
                $q = $t->match[$q];
            } elseif ($t->type($q) === T_AS) {
                $as = $q;
                $arrow = null;
            } elseif ($t->type($q) === T_DOUBLE_ARROW && $as !== null) {
                $arrow = $q;
            }
        }
        if ($as === null) {
            continue;
        }
        $keyed += $arrow !== null ? 1 : 0;
        if ($close - 1 === ($arrow ?? $as) + 1 && $t->type($close - 1) === T_STRING
            && strtolower($t->text($close - 1)) === 'void') {
            $arrow !== null ? $voidKeyed++ : $voidBare++;
        }
    }
    return [$all, $keyed, $voidKeyed, $voidBare];
}

/**
 * One file as `--stats` counts it (a Census of its own), and how many of the loops whose value is
 * never read bind a key: the rewrite with every discard (what migrate_file() returns in the
 * census's mode) has `$k => void` where the original has `$k => $v`; the array_keys() loops it
 * rewrote (`foreach (E as $k => void)`) are taken off again.
 * @return array<string, mixed> the JSON line
 */
function file_record(string $file, string $rel): array
{
    $code = @file_get_contents($file);
    $record = ['p' => $rel, 'h' => $code === false ? null : hash('sha256', $code)];
    if ($code === false) {
        return $record + ['e' => "$file: cannot be read", 's' => ['errors' => 1]];
    }
    try {
        [$new, $m] = Migrate\Migrator::migrate($file, $code, true, true, false, null);
    } catch (Migrate\Failure $e) {
        return $record + ['e' => $e->getMessage(), 's' => ['errors' => 1]];
    }
    $census = new Migrate\Census();
    $census->add($rel, $code, $m);
    // (by_file: this record is the file's own)
    $counts = flatten(array_diff_key($census->toArray(), ['by_file' => true]));
    if ($m->candidates->php) {
        [, $keyed, $voidKeyedBefore, $voidBareBefore] = foreach_shapes($code);
        $counts['keyed_foreach'] = $keyed;
        $loops = count(array_filter($m->found, fn(array $s): bool => $s['kind'] === 'loop'));
        if ($loops > 0 || $voidKeyedBefore + $voidBareBefore > 0) {
            [, , $voidKeyed, $voidBare] = foreach_shapes($new);
            $arrayKeys = count(array_filter($m->found, fn(array $s): bool => $s['kind'] === 'array_keys'));
            $counts['unused_value_loops.keyed'] = $voidKeyed - $voidKeyedBefore - $arrayKeys;
            $counts['unused_value_loops.bare'] = $voidBare - $voidBareBefore;
            if ($counts['unused_value_loops.keyed'] + $counts['unused_value_loops.bare'] !== $loops) {
                $record['w'] = "keyed + bare ($voidKeyed - $voidKeyedBefore - $arrayKeys, $voidBare - $voidBareBefore) is not $loops";
            }
        }
    }
    return $record + ['s' => array_filter($counts)];
}

function files_main(string $root, string $out): int
{
    require_once __DIR__ . '/../../tools/autoload.php';
    ini_set('display_errors', 'stderr');
    // as the tool sets it for its run
    error_reporting(E_ALL & ~E_DEPRECATED & ~E_WARNING & ~E_NOTICE & ~E_COMPILE_WARNING);
    $done = [];
    if (is_file($out)) {
        foreach (file($out, FILE_IGNORE_NEW_LINES) as $line) {
            $r = json_decode($line, true);
            if (is_array($r) && isset($r['p'])) {
                $done[$r['p']] = true;
            }
        }
    }
    $links = [];
    $files = Files::php($root, EXTS, true, $links);
    $fh = fopen($out, 'a');
    foreach ($files as [$file, $rel]) {
        if (isset($done[$rel])) {
            continue;
        }
        file_put_contents("$out.current", $rel);
        set_time_limit(FILE_SECONDS);
        fwrite($fh, json_encode(file_record($file, $rel), JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE) . "\n");
        fflush($fh);
    }
    fclose($fh);
    @unlink("$out.current");
    return 0;
}

if ($argc !== 3) {
    fwrite(STDERR, "usage: count.php ROOT OUT\n");
    exit(2);
}
exit(files_main($argv[1], $argv[2]));

<?php
// SPDX-License-Identifier: MIT
// The census's tables (benchmarks/census/census.sh runs it after the count):
//
//   php -n report.php RESULTS PACKAGES META
//       reads what the driver left in RESULTS (per package: NAME_VERSION.files.jsonl from
//       count.php, NAME_VERSION.tool.json from tools/bin/void-discard-migrate --stats --json,
//       NAME_VERSION.status), the packages' apt-cache stanzas (PACKAGES) and the run's facts (META,
//       JSON); checks, package by package, that the files' counts add up to the tool's own figures
//       (every count, parameters included, and by_file, file by file); writes RESULTS/census.tsv (one
//       row a package), RESULTS/census.json (packages and totals) and RESULTS/census.md (the tables of
//       docs/evidence.md: loops, destructurings and parameters never read), and prints a summary line.

declare(strict_types=1);

namespace VoidDiscard\Census;

require_once __DIR__ . '/census.inc';

/** $a + $b, key by key. */
function add(array $a, array $b): array
{
    foreach ($b as $key => $n) {
        $a[$key] = ($a[$key] ?? 0) + $n;
    }
    return $a;
}

/** @return array<string, array<string, string>> package => field => value, from apt-cache show's stanzas */
function read_stanzas(string $file): array
{
    $packages = [];
    foreach (preg_split('/\n\s*\n/', trim(file_get_contents($file))) as $stanza) {
        $fields = [];
        $last = null;
        foreach (explode("\n", $stanza) as $line) {
            if ($line !== '' && ($line[0] === ' ' || $line[0] === "\t") && $last !== null) {
                $fields[$last] .= "\n" . $line;
            } elseif (preg_match('/^([\w-]+):\s*(.*)$/', $line, $m)) {
                $fields[$last = $m[1]] = $m[2];
            }
        }
        if (isset($fields['Package'])) {
            $packages[$fields['Package']] ??= $fields;
        }
    }
    return $packages;
}

/** @return list<string> the package names a Depends-like field names (alternatives included) */
function depends_names(string $field): array
{
    $names = [];
    foreach (preg_split('/[,|]/', $field) as $dep) {
        if (preg_match('/^\s*([a-z0-9][a-z0-9.+-]*)/', $dep, $m)) {
            $names[] = $m[1];
        }
    }
    return $names;
}

/**
 * Which packages are PHP software, by what they declare (a heuristic: it only splits the totals):
 * in section php, named php…/libphp…, or related to PHP itself (php, php-*, phpX.Y-*,
 * libapache2-mod-php*, pkg-php-tools) or to a package of the census that is PHP software: it
 * depends on, recommends or enhances one (a WordPress theme enhances wordpress, an Icinga Web
 * module depends on icingaweb2), or one depends on it (mediawiki on mediawiki-classes). The others
 * ship PHP files as examples, test fixtures or documentation (a Go library's test data, a game
 * engine's manual, swig's examples).
 * @param array<string, array<string, string>> $stanzas
 * @return array<string, bool>
 */
function php_software(array $stanzas): array
{
    $php = [];
    $related = [];
    foreach ($stanzas as $name => $f) {
        $related[$name] = depends_names(implode(',', array_intersect_key($f,
            array_flip(['Depends', 'Pre-Depends', 'Recommends', 'Enhances']))));
        $php[$name] = ($f['Section'] ?? '') === 'php' || preg_match('/^(php|libphp)/', $name) === 1
            || (bool) preg_grep('/^(php(\d+(\.\d+)?)?(-.+)?|libapache2-mod-php.*|pkg-php-tools)$/', $related[$name]);
    }
    $dependedOn = [];
    foreach ($stanzas as $name => $f) {
        foreach (depends_names(($f['Depends'] ?? '') . ',' . ($f['Pre-Depends'] ?? '')) as $d) {
            $dependedOn[$d][] = $name;
        }
    }
    do {
        $more = false;
        foreach ($related as $name => $names) {
            if (!$php[$name] && (array_filter($names, fn(string $d): bool => $php[$d] ?? false)
                || array_filter($dependedOn[$name] ?? [], fn(string $d): bool => $php[$d]))) {
                $php[$name] = $more = true;
            }
        }
    } while ($more);
    return $php;
}

/** Whether a path lies in a directory named test or tests (any case). */
function in_tests(string $path): bool
{
    return (bool) preg_grep('/^tests?$/i', array_slice(explode('/', $path), 0, -1));
}

/** The figures of one sum of counts. */
function figures(array $s): array
{
    $g = fn(string $k): int => (int) ($s[$k] ?? 0);
    $kloc = $g('lines') / 1000;
    $unread = $g('unused_value_loops.default') + $g('unused_value_loops.risky');
    return [
        'files' => $g('files'),
        'lines' => $g('lines'),
        'not_php' => $g('not_php'),
        'errors' => $g('errors'),
        'foreach' => $g('foreach'),
        'keyed_foreach' => $g('keyed_foreach'),
        'unread' => $unread,
        'unread_default' => $g('unused_value_loops.default'),
        'unread_risky' => $g('unused_value_loops.risky'),
        'unread_keyed' => $g('unused_value_loops.keyed'),
        'unread_bare' => $g('unused_value_loops.bare'),
        'throwaway' => $g('throwaway_value_loops.all'),
        'throwaway_unread' => $g('throwaway_value_loops.default') + $g('throwaway_value_loops.risky'),
        'array_keys' => $g('array_keys_loops.default') + $g('array_keys_loops.risky'),
        'array_keys_default' => $g('array_keys_loops.default'),
        'holes' => $g('holes'),
        'holed_destructurings' => $g('holed_destructurings'),
        'unused_slots' => $g('unused_slots.default') + $g('unused_slots.risky'),
        'unused_slots_default' => $g('unused_slots.default'),
        'subject_object' => $g('risky_reasons.unused_value_loops.subject-object'),
        'values_objects' => $g('risky_reasons.unused_value_loops.values-objects'),
        'loop_halt_compiler' => $g('risky_reasons.unused_value_loops.halt-compiler'),
        'loop_own_source' => $g('risky_reasons.unused_value_loops.own-source'),
        'foreach_per_kloc' => $kloc > 0 ? $g('foreach') / $kloc : 0.0,
        'unread_per_kloc' => $kloc > 0 ? $unread / $kloc : 0.0,
        'array_keys_per_kloc' => $kloc > 0 ? ($g('array_keys_loops.default') + $g('array_keys_loops.risky')) / $kloc : 0.0,
        'unread_share' => $g('foreach') > 0 ? $unread / $g('foreach') : 0.0,
        'keyed_share' => $g('keyed_foreach') > 0 ? $g('unused_value_loops.keyed') / $g('keyed_foreach') : 0.0,
    ] + param_figures($g, $unread);
}

// the parameters never read (Census::PARAM_KINDS, PARAM_POSITIONS), and the reasons a rewrite of one is risky
const PARAM_KINDS = ['closure' => 'closures, arrow fns', 'function' => 'functions', 'method' => 'methods'];
const PARAM_POSITIONS = ['before' => 'before a read one', 'trailing' => 'trailing'];
const PARAM_REASONS = ['param-name', 'param-namespace', 'param-type', 'param-optional-before', 'halt-compiler', 'own-source'];

/**
 * The parameters' figures of one sum of counts: all parameters (of functions with a body), those never
 * read by kind and position, what each mode writes (`default`, what only --risky adds; trailing
 * parameters of closures and functions are counted and never written), their risky reasons, and rates
 * per 10 000 lines beside the loops whose value is never read ($unread) and those that bind a key.
 * @param \Closure(string): int $g
 */
function param_figures(\Closure $g, int $unread): array
{
    $f = ['parameters' => $g('parameters'), 'unused_params' => 0, 'unused_params_before' => 0, 'unused_params_trailing' => 0];
    foreach (PARAM_KINDS as $kind => $_) {
        foreach (PARAM_POSITIONS as $position => $__) {
            $key = "unused_params.$kind.$position";
            $f["params_{$kind}_$position"] = $g("$key.all");
            $f["params_{$kind}_{$position}_default"] = $g("$key.default");
            $f["params_{$kind}_{$position}_risky"] = $g("$key.risky");
            $f['unused_params'] += $g("$key.all");
            $f["unused_params_$position"] += $g("$key.all");
        }
    }
    $f['params_default'] = $g('params.default');
    $f['params_risky'] = $g('params.risky');
    $f['params_not_written'] = $f['unused_params'] - $f['params_default'] - $f['params_risky'];
    foreach (PARAM_REASONS as $reason) {
        $f['param_' . str_replace('-', '_', $reason)] = $g("risky_reasons.params.$reason");
    }
    $tenK = $g('lines') / 10000;
    $f['unused_params_share'] = $f['parameters'] > 0 ? $f['unused_params'] / $f['parameters'] : 0.0;
    $f['unused_params_per_10k'] = $tenK > 0 ? $f['unused_params'] / $tenK : 0.0;
    $f['unread_per_10k'] = $tenK > 0 ? $unread / $tenK : 0.0;
    $f['keyed_per_10k'] = $tenK > 0 ? $g('unused_value_loops.keyed') / $tenK : 0.0;
    $f['unused_params_per_unread'] = $unread > 0 ? $f['unused_params'] / $unread : 0.0;
    return $f;
}

/** The value at fraction $q of the sorted $values (nearest rank). */
function quantile(array $values, float $q): float
{
    sort($values);
    return $values ? $values[max(0, (int) ceil($q * count($values)) - 1)] : 0.0;
}

/** What the tool's --stats --json says beside the per-file sums: every count, then by_file, file by file. */
function tool_differences(array $tool, array $sum, array $fileWrites, string $rootName): array
{
    $diff = [];
    foreach (flatten(array_diff_key($tool, ['by_file' => true])) as $key => $n) {
        if ((int) ($sum[$key] ?? 0) !== $n) {
            $diff[] = "$key: tool $n, files " . (int) ($sum[$key] ?? 0);
        }
    }
    // by_file: the tool names each file by the path it was given (the package's root, then the file)
    $byFile = [];
    foreach ($tool['by_file'] ?? [] as $path => $n) {
        $at = strpos($path, "/$rootName/");
        $byFile[$at === false ? $path : substr($path, $at + strlen($rootName) + 2)] = [(int) $n['default'], (int) $n['risky']];
    }
    foreach ($byFile + $fileWrites as $path => $_) {
        [$d, $r] = $byFile[$path] ?? [0, 0];
        [$fd, $fr] = $fileWrites[$path] ?? [0, 0];
        if ($d !== $fd || $r !== $fr) {
            $diff[] = "by_file $path: tool $d + $r, files $fd + $fr";
        }
    }
    return $diff;
}

function pct(float $x, int $digits = 1): string
{
    return number_format(100 * $x, $digits) . ' %';
}

function num(int|float $x, int $digits = 0): string
{
    return number_format($x, $digits, '.', ' ');
}

/**
 * The census's tables of parameters never read, beside the loops whose value is never read: the totals,
 * by kind and position, the code bases that have them, how the shares spread, the risky reasons.
 * @param array<string, array> $totals figures() of each total
 * @param array<string, string> $labels
 * @param array<string, int> $all the raw sum over all packages (its risky_reasons.*)
 */
function params_md(array $totals, array $labels, array $all, array $bySize, array $spread): string
{
    $md = "\n### Parameters never read, beside loops whose value is never read\n\n";
    $md .= "Parameters of functions with a body (closures, arrow functions, functions, methods); *never read*: no opcode"
        . " but the parameter's `RECV` names it ([Parameters](migration.md#parameters)); *before a read one*: a read"
        . " parameter comes after it (the shape `function (void, \$key)` is for), else *trailing*. Written: what the"
        . " default run writes + what only `--risky` adds; a trailing parameter of a closure or a function is counted and"
        . " never written. Rates per 10 000 lines; *loops*: foreach loops whose value is never read (in brackets: of"
        . " them those that bind a key, the key-only loops).\n\n";
    $md .= "| | parameters | never read | share | per 10 000 lines | loops per 10 000 lines | parameters never read"
        . " per loop | before a read one | trailing | written: default + `--risky` | not written |\n";
    $md .= "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n";
    foreach ($labels as $key => $label) {
        $t = $totals[$key];
        $md .= sprintf("| %s | %s | %s | %s | %s | %s (%s) | %s | %s | %s | %s + %s | %s |\n", $label, num($t['parameters']),
            num($t['unused_params']), pct($t['unused_params_share']), num($t['unused_params_per_10k'], 1),
            num($t['unread_per_10k'], 2), num($t['keyed_per_10k'], 2), num($t['unused_params_per_unread'], 1),
            num($t['unused_params_before']), num($t['unused_params_trailing']), num($t['params_default']),
            num($t['params_risky']), num($t['params_not_written']));
    }
    $md .= "\nBy the kind of function and where the parameter stands (all packages; the last column: distinct files not"
        . " under `test/` or `tests/`):\n\n";
    $md .= "| function | position | never read | default | `--risky` | not written | distinct, not tests |\n";
    $md .= "|---|---|--:|--:|--:|--:|--:|\n";
    $t = $totals['all'];
    foreach (PARAM_KINDS as $kind => $kindLabel) {
        foreach (PARAM_POSITIONS as $position => $positionLabel) {
            $k = "params_{$kind}_$position";
            $md .= sprintf("| %s | %s | %s | %s | %s | %s | %s |\n", $kindLabel, $positionLabel, num($t[$k]),
                num($t["{$k}_default"]), num($t["{$k}_risky"]), num($t[$k] - $t["{$k}_default"] - $t["{$k}_risky"]),
                num($totals['distinct_no_tests'][$k]));
        }
    }
    $md .= sprintf("| **all** | | **%s** | **%s** | **%s** | **%s** | **%s** |\n", num($t['unused_params']),
        num($t['params_default']), num($t['params_risky']), num($t['params_not_written']),
        num($totals['distinct_no_tests']['unused_params']));
    $md .= "\nCode bases (packages with PHP code) by size, and how many have at least one of each:\n\n";
    $md .= "| lines | packages | a loop whose value is never read | a key-only loop (binding a key) | a parameter never read"
        . " | one before a read one | one the default writes | one only `--risky` writes |\n";
    $md .= "|---|--:|--:|--:|--:|--:|--:|--:|\n";
    foreach ($bySize as $label => $n) {
        $md .= sprintf("| %s | %s | %s | %s | %s | %s | %s | %s |\n", $label, num($n['packages']), num($n['unread']),
            num($n['keyed']), num($n['params']), num($n['before']), num($n['default']), num($n['risky']));
    }
    $md .= "\nHow the shares spread over the packages (every copy counted):\n\n";
    $md .= "| share | over the packages with | packages | median | upper quartile | one package in ten above |\n";
    $md .= "|---|---|--:|--:|--:|--:|\n";
    foreach (['unread_share' => ['of foreach loops whose value is never read', 'foreach loops'],
        'unused_params_share' => ['of parameters never read', 'parameters']] as $key => [$what, $base]) {
        $sp = $spread[$key];
        $md .= sprintf("| %s | %d %s or more | %s | %s | %s | %s |\n", $what, $sp['min'], $base, num($sp['packages']),
            pct($sp['median']), pct($sp['upper_quartile']), pct($sp['ninth_decile']));
    }
    $md .= "\nWhy the risky ones are risky (all packages; a spot may have several reasons: [Safe and"
        . " risky](migration.md#safe-and-risky), [Parameters](migration.md#parameters)):\n\n";
    $md .= "| reason | foreach values never read | parameters never read |\n";
    $md .= "|---|--:|--:|\n";
    $reasons = ['subject-object', 'values-objects', 'param-name', 'param-namespace', 'param-type', 'param-optional-before',
        'halt-compiler', 'own-source'];
    foreach ($reasons as $reason) {
        $loops = $all["risky_reasons.unused_value_loops.$reason"] ?? null;
        $params = $all["risky_reasons.params.$reason"] ?? null;
        $isLoop = !str_starts_with($reason, 'param-');
        $isParam = in_array($reason, PARAM_REASONS, true);
        $md .= sprintf("| `%s` | %s | %s |\n", $reason, $isLoop ? num((int) $loops) : '', $isParam ? num((int) $params) : '');
    }
    $md .= sprintf("| **spots listed as risky** | **%s** | **%s** |\n", num($t['unread_risky']), num($t['params_risky']));
    return $md;
}

function report_main(string $dir, string $stanzasFile, string $metaFile): int
{
    $meta = json_decode(file_get_contents($metaFile), true);
    $stanzas = read_stanzas($stanzasFile);
    $isPhp = php_software($stanzas);
    $rows = [];
    $seen = [];             // sha256 => true: distinct files
    $total = ['all' => [], 'php' => [], 'distinct' => [], 'distinct_no_tests' => []];
    $withUnread = ['all' => 0, 'php' => 0];
    $toolTotal = [];        // the tool's own figures, summed over the packages it counted
    $checked = 0;
    $withFiles = ['all' => 0, 'php' => 0];
    $failures = [];
    $mismatches = [];
    $noPhp = [];
    $links = 0;
    foreach ($stanzas as $name => $f) {
        $version = $f['Version'];
        $base = "$dir/{$name}_" . str_replace(':', '%3a', $version);
        $status = is_file("$base.status") ? trim(file_get_contents("$base.status")) : 'not run';
        $sum = [];
        $crashed = [];
        $warnings = 0;
        $fileWrites = [];   // file => [default, risky]: the values, slots and parameters a run writes there
        if (is_file("$base.files.jsonl")) {
            foreach (file("$base.files.jsonl", FILE_IGNORE_NEW_LINES) as $line) {
                $r = json_decode($line, true);
                if (!is_array($r)) {
                    continue;
                }
                if (isset($r['crash'])) {
                    $crashed[] = $r['p'];
                }
                $warnings += isset($r['w']) ? 1 : 0;
                $sum = add($sum, $r['s']);
                $written = array_map(fn(string $mode): int => array_sum(array_map(fn(string $k): int => (int) ($r['s']["$k.$mode"] ?? 0),
                    ['unused_value_loops', 'unused_slots', 'params'])), ['default', 'risky']);
                if (array_sum($written) > 0) {
                    $fileWrites[$r['p']] = $written;
                }
                if ($r['h'] !== null && !isset($r['crash']) && !isset($seen[$r['h']])) {
                    $seen[$r['h']] = true;
                    $total['distinct'] = add($total['distinct'], $r['s']);
                    if (!in_tests($r['p'])) {
                        $total['distinct_no_tests'] = add($total['distinct_no_tests'], $r['s']);
                    }
                }
            }
        }
        // the tool's own --stats --json over the package must say what the files add up to
        $tool = is_file("$base.tool.json") ? json_decode(file_get_contents("$base.tool.json"), true) : null;
        $agrees = null;
        if (is_array($tool)) {
            $diff = tool_differences($tool, $sum, $fileWrites, basename($base));
            $agrees = !$diff;
            $toolTotal = add($toolTotal, flatten(array_diff_key($tool, ['by_file' => true])));
            $checked++;
            if ($diff) {
                $mismatches[] = "$name: " . implode(', ', array_slice($diff, 0, 4));
            }
        }
        $fig = figures($sum);
        // links to PHP files (or directories) the tool reports and does not follow
        $fig['links'] = is_file("$base.tool.err")
            ? count(preg_grep('/: a symbolic link, not followed/', file("$base.tool.err"))) : 0;
        $links += $fig['links'];
        if ($status !== 'ok' || $crashed || $warnings) {
            $failures[] = "$name $version: $status" . ($crashed ? '; files that crashed PHP: ' . implode(', ', $crashed) : '')
                . ($warnings ? "; $warnings files whose keyed/bare split did not add up" : '');
        }
        $php = $isPhp[$name] ?? false;
        $rows[] = ['package' => $name, 'version' => $version, 'php_software' => $php, 'status' => $status,
            'tool_agrees' => $agrees, 'crashed_files' => count($crashed)] + $fig;
        foreach ($php ? ['all', 'php'] : ['all'] as $t) {
            $total[$t] = add($total[$t], $sum);
            $withUnread[$t] += $fig['unread'] > 0 ? 1 : 0;
            $withFiles[$t] += $fig['files'] > 0 ? 1 : 0;
        }
        if ($fig['files'] === 0) {
            $noPhp[] = $name;
        }
    }
    // the biggest code bases first; PHP software before the rest
    usort($rows, fn(array $a, array $b): int => [$b['php_software'], $b['lines'], $a['package']]
        <=> [$a['php_software'], $a['lines'], $b['package']]);
    $totals = array_map('VoidDiscard\Census\figures', $total);
    // code bases by size: how many have a loop whose value is never read, a key-only loop, a parameter never read
    $sizes = ['10 000 lines or more' => [10000, PHP_INT_MAX], '1 000 to 9 999' => [1000, 9999],
        'fewer than 1 000' => [1, 999], 'all' => [1, PHP_INT_MAX]];
    $has = ['packages' => fn(array $r): bool => true, 'unread' => fn(array $r): bool => $r['unread'] > 0,
        'keyed' => fn(array $r): bool => $r['unread_keyed'] > 0, 'params' => fn(array $r): bool => $r['unused_params'] > 0,
        'before' => fn(array $r): bool => $r['unused_params_before'] > 0,
        'default' => fn(array $r): bool => $r['params_default'] > 0, 'risky' => fn(array $r): bool => $r['params_risky'] > 0];
    $bySize = [];
    foreach ($sizes as $label => [$min, $max]) {
        $in = array_filter($rows, fn(array $r): bool => $r['files'] > 0 && $r['lines'] >= $min && $r['lines'] <= $max);
        $bySize[$label] = array_map(fn(\Closure $f): int => count(array_filter($in, $f)), $has);
    }
    // how the shares spread over the packages: loops over those with 20 foreach loops or more, parameters
    // over those with 100 parameters or more
    $spread = [];
    foreach ([['foreach', 20, 'unread_share'], ['parameters', 100, 'unused_params_share']] as [$base, $min, $share]) {
        $shares = array_column(array_filter($rows, fn(array $r): bool => $r[$base] >= $min), $share);
        $spread[$share] = ['min' => $min, 'packages' => count($shares), 'median' => quantile($shares, 0.5),
            'upper_quartile' => quantile($shares, 0.75), 'ninth_decile' => quantile($shares, 0.9)];
    }

    // census.tsv
    $cols = array_keys($rows[0]);
    $tsv = implode("\t", $cols) . "\n";
    foreach ($rows as $r) {
        $tsv .= implode("\t", array_map(fn($v) => is_bool($v) ? ($v ? 'yes' : 'no') : (is_float($v) ? round($v, 4) : (string) $v), $r)) . "\n";
    }
    file_put_contents("$dir/census.tsv", $tsv);
    file_put_contents("$dir/census.json", json_encode(['meta' => $meta, 'totals' => $totals,
        'packages_with_files' => $withFiles, 'packages_with_unread_loops' => $withUnread,
        'packages_by_size' => $bySize, 'spread' => $spread, 'tool_totals' => $toolTotal, 'tool_checked' => $checked,
        'links_not_followed' => $links, 'failures' => $failures, 'tool_mismatches' => $mismatches, 'packages' => $rows],
        JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES) . "\n");

    // census.md
    $md = sprintf("Debian %s (%s), %d binary packages whose Contents list a `.php` file; census of %s;"
        . " PHP %s; void_discard at commit %s%s; `--ext=php,inc`.\n\n",
        $meta['debian'], $meta['suite'], count($stanzas), $meta['date'], $meta['php'], $meta['commit'],
        $meta['dirty'] ? ' (with uncommitted changes)' : '');
    $md .= "| | packages with PHP code | files | lines | foreach loops | per KLOC | binding a key"
        . " | value never read (default + risky) | share of all foreach | per KLOC | of them binding a key"
        . " | share of loops binding a key | `\$_`-style value (never read) | `array_keys()` loops | per KLOC"
        . " | holes | unused slots |\n";
    $md .= "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n";
    $labels = ['all' => 'all packages', 'php' => 'PHP software only', 'distinct' => 'distinct files (by SHA-256)',
        'distinct_no_tests' => 'distinct files, not under `test/` or `tests/`'];
    foreach ($labels as $key => $label) {
        $t = $totals[$key];
        $md .= sprintf("| %s | %s | %s | %s | %s | %s | %s | %s (%s + %s) | %s | %s | %s | %s | %s (%s) | %s | %s | %s | %s |\n",
            $label, isset($withFiles[$key]) ? num($withFiles[$key]) : '', num($t['files']), num($t['lines']),
            num($t['foreach']), num($t['foreach_per_kloc'], 1), num($t['keyed_foreach']), num($t['unread']),
            num($t['unread_default']), num($t['unread_risky']), pct($t['unread_share']),
            num($t['unread_per_kloc'], 2), num($t['unread_keyed']), pct($t['keyed_share']), num($t['throwaway']),
            num($t['throwaway_unread']), num($t['array_keys']), num($t['array_keys_per_kloc'], 2), num($t['holes']),
            num($t['unused_slots']));
    }
    $md .= sprintf("\nPackages with at least one foreach loop whose value is never read: %d of the %d with PHP code"
        . " (PHP software: %d of %d). Files without PHP code (`not_php`): %d; files PHP 8.2 cannot compile (`errors`,"
        . " not counted): %d; symbolic links the tool did not follow (into other packages or the system): %d.\n",
        $withUnread['all'], $withFiles['all'], $withUnread['php'], $withFiles['php'], $totals['all']['not_php'],
        $totals['all']['errors'], $links);
    $md .= params_md($totals, $labels, $total['all'], $bySize, $spread);
    $md .= "\n### Failures\n\n" . ($failures ? '- ' . implode("\n- ", $failures) : 'None.') . "\n";
    $tp = param_figures(fn(string $k): int => (int) ($toolTotal[$k] ?? 0),
        (int) ($toolTotal['unused_value_loops.default'] ?? 0) + (int) ($toolTotal['unused_value_loops.risky'] ?? 0));
    $md .= sprintf("\nThe tool's own `--stats --json` over each package against the sum of its files, count by count (loops,"
        . " slots, parameters by kind and position, what each mode writes, the risky reasons) and, for each file a"
        . " run would change, what it writes there (`by_file`): %sThe tool's own totals over the %d packages it counted:"
        . " %s files, %s foreach loops, %s whose value is never read (%s + %s), %s parameters, %s never read (written:"
        . " %s + %s).\n",
        $mismatches ? "differs for\n\n- " . implode("\n- ", $mismatches) . "\n\n" : 'the same for every package. ',
        $checked, num((int) ($toolTotal['files'] ?? 0)), num((int) ($toolTotal['foreach'] ?? 0)),
        num((int) ($toolTotal['unused_value_loops.default'] ?? 0) + (int) ($toolTotal['unused_value_loops.risky'] ?? 0)),
        num((int) ($toolTotal['unused_value_loops.default'] ?? 0)), num((int) ($toolTotal['unused_value_loops.risky'] ?? 0)),
        num($tp['parameters']), num($tp['unused_params']), num($tp['params_default']), num($tp['params_risky']));
    $md .= "\n### Packages\n\n";
    $md .= "Sorted by lines, PHP software first; `unread` = foreach loops whose value is never read, `d + r` what the"
        . " default run writes and what only `--risky` adds; `keyed`: of them those that bind a key; `share`: of all"
        . " foreach loops; rates per thousand lines; `params`: parameters of functions with a body, `unread params`: those"
        . " never read (in brackets: before a read one), `params d + r`: those each mode writes. `†` marks a package that"
        . " is not PHP software.\n\n";
    $md .= "| package | version | files | lines | foreach | unread d + r | keyed | `\$_`-style (unread) | `array_keys()` | holes | unused slots | foreach /KLOC | unread /KLOC | share | params | unread params (before) | params d + r |\n";
    $md .= "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n";
    foreach ($rows as $r) {
        if ($r['files'] === 0) {
            continue;
        }
        $md .= sprintf("| %s%s | %s | %s | %s | %s | %s + %s | %s | %s (%s) | %s | %s | %s | %s | %s | %s | %s | %s (%s) | %s + %s |\n",
            $r['package'], $r['php_software'] ? '' : ' †', $r['version'], num($r['files']), num($r['lines']),
            num($r['foreach']), num($r['unread_default']), num($r['unread_risky']), num($r['unread_keyed']),
            num($r['throwaway']), num($r['throwaway_unread']), num($r['array_keys']), num($r['holes']),
            num($r['unused_slots']), num($r['foreach_per_kloc'], 1), num($r['unread_per_kloc'], 2),
            $r['foreach'] ? pct($r['unread_share']) : '–', num($r['parameters']), num($r['unused_params']),
            num($r['unused_params_before']), num($r['params_default']), num($r['params_risky']));
    }
    $t = $totals['all'];
    $md .= sprintf("| **total** | | **%s** | **%s** | **%s** | **%s + %s** | **%s** | **%s (%s)** | **%s** | **%s** | **%s** | **%s** | **%s** | **%s** | **%s** | **%s (%s)** | **%s + %s** |\n",
        num($t['files']), num($t['lines']), num($t['foreach']), num($t['unread_default']), num($t['unread_risky']),
        num($t['unread_keyed']), num($t['throwaway']), num($t['throwaway_unread']), num($t['array_keys']),
        num($t['holes']), num($t['unused_slots']), num($t['foreach_per_kloc'], 1), num($t['unread_per_kloc'], 2),
        pct($t['unread_share']), num($t['parameters']), num($t['unused_params']), num($t['unused_params_before']),
        num($t['params_default']), num($t['params_risky']));
    if ($noPhp) {
        $md .= sprintf("\nNo file with PHP code counted in %d packages (their `.php`/`.inc` files are links into"
            . " other packages, text that is not PHP, or PHP that 8.2 cannot compile): %s.\n", count($noPhp), implode(', ', $noPhp));
    }
    file_put_contents("$dir/census.md", $md);
    $t = $totals['all'];
    printf("%d packages with PHP code, %d files, %d lines, %d foreach loops (%.1f per KLOC); value never read in %d"
        . " (%s, %.2f per KLOC), %d of them binding a key; %d array_keys() loops; %d parameters, %d never read (%s;"
        . " %d before a read one; written %d + %d); %d failures, %d packages where the tool and the files differ\n",
        $withFiles['all'], $t['files'], $t['lines'], $t['foreach'], $t['foreach_per_kloc'], $t['unread'],
        pct($t['unread_share']), $t['unread_per_kloc'], $t['unread_keyed'], $t['array_keys'], $t['parameters'],
        $t['unused_params'], pct($t['unused_params_share']), $t['unused_params_before'], $t['params_default'],
        $t['params_risky'], count($failures), count($mismatches));
    return 0;
}

if ($argc !== 4) {
    fwrite(STDERR, "usage: report.php RESULTS PACKAGES META\n");
    exit(2);
}
exit(report_main($argv[1], $argv[2], $argv[3]));

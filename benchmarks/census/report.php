<?php
// SPDX-License-Identifier: MIT
// The census's tables (benchmarks/census/census.sh runs it after the count):
//
//   php -n report.php RESULTS PACKAGES META
//       reads what the driver left in RESULTS (per package: NAME_VERSION.files.jsonl from
//       count.php, NAME_VERSION.tool.json from tools/bin/void-discard-migrate --stats --json,
//       NAME_VERSION.status), the packages' apt-cache stanzas (PACKAGES) and the run's facts (META,
//       JSON); writes RESULTS/census.tsv (one row a package), RESULTS/census.json (packages and
//       totals) and RESULTS/census.md (the tables of docs/evidence.md), and prints a summary line.

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
        'foreach_per_kloc' => $kloc > 0 ? $g('foreach') / $kloc : 0.0,
        'unread_per_kloc' => $kloc > 0 ? $unread / $kloc : 0.0,
        'array_keys_per_kloc' => $kloc > 0 ? ($g('array_keys_loops.default') + $g('array_keys_loops.risky')) / $kloc : 0.0,
        'unread_share' => $g('foreach') > 0 ? $unread / $g('foreach') : 0.0,
        'keyed_share' => $g('keyed_foreach') > 0 ? $g('unused_value_loops.keyed') / $g('keyed_foreach') : 0.0,
    ];
}

function pct(float $x, int $digits = 1): string
{
    return number_format(100 * $x, $digits) . ' %';
}

function num(int|float $x, int $digits = 0): string
{
    return number_format($x, $digits, '.', ' ');
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
            $diff = [];
            foreach (flatten($tool) as $key => $n) {
                if ((int) ($sum[$key] ?? 0) !== $n) {
                    $diff[] = "$key: tool $n, files " . (int) ($sum[$key] ?? 0);
                }
            }
            $agrees = !$diff;
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

    // census.tsv
    $cols = array_keys($rows[0]);
    $tsv = implode("\t", $cols) . "\n";
    foreach ($rows as $r) {
        $tsv .= implode("\t", array_map(fn($v) => is_bool($v) ? ($v ? 'yes' : 'no') : (is_float($v) ? round($v, 4) : (string) $v), $r)) . "\n";
    }
    file_put_contents("$dir/census.tsv", $tsv);
    file_put_contents("$dir/census.json", json_encode(['meta' => $meta, 'totals' => $totals,
        'packages_with_files' => $withFiles, 'packages_with_unread_loops' => $withUnread,
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
    $md .= "\n### Failures\n\n" . ($failures ? '- ' . implode("\n- ", $failures) : 'None.') . "\n";
    $md .= "\nThe tool's own `--stats --json` over each package against the sum of its files: "
        . ($mismatches ? "differs for\n\n- " . implode("\n- ", $mismatches) . "\n" : 'the same for every package.' . "\n");
    $md .= "\n### Packages\n\n";
    $md .= "Sorted by lines, PHP software first; `unread` = foreach loops whose value is never read, `d + r` what the"
        . " default run writes and what only `--risky` adds; `keyed`: of them those that bind a key; `share`: of all"
        . " foreach loops; rates per thousand lines. `†` marks a package that is not PHP software.\n\n";
    $md .= "| package | version | files | lines | foreach | unread d + r | keyed | `\$_`-style (unread) | `array_keys()` | holes | unused slots | foreach /KLOC | unread /KLOC | share |\n";
    $md .= "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n";
    foreach ($rows as $r) {
        if ($r['files'] === 0) {
            continue;
        }
        $md .= sprintf("| %s%s | %s | %s | %s | %s | %s + %s | %s | %s (%s) | %s | %s | %s | %s | %s | %s |\n",
            $r['package'], $r['php_software'] ? '' : ' †', $r['version'], num($r['files']), num($r['lines']),
            num($r['foreach']), num($r['unread_default']), num($r['unread_risky']), num($r['unread_keyed']),
            num($r['throwaway']), num($r['throwaway_unread']), num($r['array_keys']), num($r['holes']),
            num($r['unused_slots']), num($r['foreach_per_kloc'], 1), num($r['unread_per_kloc'], 2),
            $r['foreach'] ? pct($r['unread_share']) : '–');
    }
    $t = $totals['all'];
    $md .= sprintf("| **total** | | **%s** | **%s** | **%s** | **%s + %s** | **%s** | **%s (%s)** | **%s** | **%s** | **%s** | **%s** | **%s** | **%s** |\n",
        num($t['files']), num($t['lines']), num($t['foreach']), num($t['unread_default']), num($t['unread_risky']),
        num($t['unread_keyed']), num($t['throwaway']), num($t['throwaway_unread']), num($t['array_keys']),
        num($t['holes']), num($t['unused_slots']), num($t['foreach_per_kloc'], 1), num($t['unread_per_kloc'], 2),
        pct($t['unread_share']));
    if ($noPhp) {
        $md .= sprintf("\nNo file with PHP code counted in %d packages (their `.php`/`.inc` files are links into"
            . " other packages, text that is not PHP, or PHP that 8.2 cannot compile): %s.\n", count($noPhp), implode(', ', $noPhp));
    }
    file_put_contents("$dir/census.md", $md);
    $t = $totals['all'];
    printf("%d packages with PHP code, %d files, %d lines, %d foreach loops (%.1f per KLOC); value never read in %d"
        . " (%s, %.2f per KLOC), %d of them binding a key; %d array_keys() loops; %d failures\n",
        $withFiles['all'], $t['files'], $t['lines'], $t['foreach'], $t['foreach_per_kloc'], $t['unread'],
        pct($t['unread_share']), $t['unread_per_kloc'], $t['unread_keyed'], $t['array_keys'], count($failures));
    return 0;
}

if ($argc !== 4) {
    fwrite(STDERR, "usage: report.php RESULTS PACKAGES META\n");
    exit(2);
}
exit(report_main($argv[1], $argv[2], $argv[3]));

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

/**
 * --stats: what a tree holds and what each mode would rewrite in it. The syntax (foreach loops,
 * holes, throwaway names) is counted from the tokens; every rewrite from Migration::$found, the
 * analysis the rewriting itself uses, so that the census and a dry run agree: `default` is what the
 * default run writes, `risky` what only --risky adds (for array_keys loops: --array-keys, and
 * --array-keys --risky).
 *
 * @internal
 */
final class Census
{
    // Value variables named as a throwaway (`$k => $_`), for --stats: a name of underscores only, or
    // one of these with any underscores around it (`$_unused`), in any case.
    private const THROWAWAY_NAMES = ['unused', 'ignore', 'ignored', 'dummy', 'discard', 'discarded', 'void'];

    // the reasons each kind of rewrite can have, in the order printed (Judge::REASONS)
    private const KINDS = [
        'unused_value_loops' => ['loop', ['subject-namespace', 'subject-object', 'values-objects', 'halt-compiler', 'own-source']],
        'array_keys_loops' => ['array_keys', ['array-keys-namespace', 'array-keys-subject', 'halt-compiler', 'own-source']],
        'unused_slots' => ['slot', ['key-expression', 'key-type', 'source-namespace', 'value-object', 'source-object', 'key-missing',
            'halt-compiler', 'own-source']],
        'params' => ['param', ['param-name', 'param-namespace', 'param-type', 'param-optional-before', 'halt-compiler',
            'own-source']],
    ];

    // the parameters never read, by the kind of their function and where they stand (Judge::parameter())
    private const PARAM_KINDS = ['closure' => 'closure or arrow fn', 'function' => 'function', 'method' => 'method'];
    private const PARAM_POSITIONS = ['before' => 'before a read one', 'trailing' => 'trailing'];

    private int $files = 0;
    private int $lines = 0;
    private int $notPhp = 0;
    public int $errors = 0;
    private int $foreach = 0;
    private int $parameters = 0;
    private int $throwaway = 0;
    private int $holes = 0;
    private int $holed = 0;
    /** Parameters the migration rewrites, but in files in the sentinel spelling, which has no form for one. */
    private int $unwrittenParams = 0;
    /** @var array<string, array{default: int, risky: int}> */
    private array $counts = [];
    /** @var array<string, array<string, int>> kind => reason => spots */
    private array $reasons = [];
    /** @var array<string, array<string, array{all: int, default: int, risky: int}>> function kind => position => parameters never read */
    private array $unusedParams = [];
    /** @var array<string, array{default: int, risky: int}> file => the values and slots written there */
    private array $byFile = [];

    public function __construct()
    {
        foreach (['unused_value_loops', 'throwaway_value_loops', 'array_keys_loops', 'unused_slots', 'destructurings',
            'params', 'changed_files'] as $key) {
            $this->counts[$key] = ['default' => 0, 'risky' => 0];
        }
        foreach (self::KINDS as $key => [, $reasons]) {
            $this->reasons[$key] = array_fill_keys($reasons, 0);
        }
        foreach (self::PARAM_KINDS as $kind => $_) {
            foreach (self::PARAM_POSITIONS as $position => $__) {
                $this->unusedParams[$kind][$position] = ['all' => 0, 'default' => 0, 'risky' => 0];
            }
        }
    }

    public static function isThrowaway(string $name): bool
    {
        $bare = trim($name, '_');
        return $bare === '' || in_array(strtolower($bare), self::THROWAWAY_NAMES, true);
    }

    public function add(string $file, string $code, Migration $m): void
    {
        $c = $m->candidates;
        if (!$c->php()) {
            $this->notPhp++;
            return;
        }
        $this->files++;
        $this->lines += substr_count($code, "\n") + ($code !== '' && !str_ends_with($code, "\n") ? 1 : 0);
        $this->foreach += $c->foreachCount();
        $this->parameters += $c->parameters();
        foreach ($m->unusedParams() as $param) {
            $counts = &$this->unusedParams[$param['kind']][$param['position']];
            $counts['all']++;
            $this->unwrittenParams += (int) $param['sentinel'];
            if ($param['risks'] !== null) {
                $counts[$param['risks'] ? 'risky' : 'default']++;
            }
            unset($counts);
        }
        $this->throwaway += count(array_filter($c->values(), [self::class, 'isThrowaway']));
        $this->holed += count($c->holes());
        $this->holes += array_sum($c->holes());
        $patterns = ['default' => [], 'risky' => []];
        $kinds = array_combine(array_column(self::KINDS, 0), array_keys(self::KINDS));
        foreach ($m->found() as $spot) {
            $mode = $spot['risks'] ? 'risky' : 'default';
            $key = $kinds[$spot['kind']];
            $this->counts[$key][$mode]++;
            foreach ($spot['risks'] as $reason) {
                $this->reasons[$key][$reason]++;
            }
            if ($spot['kind'] === 'loop' && self::isThrowaway($spot['name'])) {
                $this->counts['throwaway_value_loops'][$mode]++;
            }
            if ($spot['kind'] === 'slot') {
                $patterns[$mode][$spot['pattern']] = true;
            }
        }
        // a destructuring (and a file) changes in the run that writes its first spot
        $this->counts['destructurings']['default'] += count($patterns['default']);
        $this->counts['destructurings']['risky'] += count($patterns['risky'] + $patterns['default'])
            - count($patterns['default']);
        $written = array_filter($m->found(), fn(array $s): bool => $s['kind'] !== 'array_keys');
        if ($written) {
            $this->counts['changed_files'][array_filter($written, fn(array $s): bool => !$s['risks']) ? 'default' : 'risky']++;
            $safe = count(array_filter($written, fn(array $s): bool => !$s['risks']));
            $this->byFile[$file] = ['default' => $safe, 'risky' => count($written) - $safe];
        }
    }

    /** @return array<string, mixed> what --stats --json prints */
    public function toArray(): array
    {
        $c = $this->counts;
        return [
            'files' => $this->files,
            'lines' => $this->lines,
            'not_php' => $this->notPhp,
            'errors' => $this->errors,
            'foreach' => $this->foreach,
            'unused_value_loops' => $c['unused_value_loops'],
            'throwaway_value_loops' => ['all' => $this->throwaway] + $c['throwaway_value_loops'],
            'array_keys_loops' => $c['array_keys_loops'],
            'holes' => $this->holes,
            'holed_destructurings' => $this->holed,
            'unused_slots' => $c['unused_slots'],
            'destructurings' => $c['destructurings'],
            'parameters' => $this->parameters,
            'unused_params' => $this->unusedParams,
            'params' => $c['params'],
            'unwritten_params' => $this->unwrittenParams,
            'changed_files' => $c['changed_files'],
            'risky_reasons' => $this->reasons,
            // each file a run would change: the values and slots it writes there
            'by_file' => $this->byFile ?: new \stdClass(),
        ];
    }

    public function json(): string
    {
        return json_encode($this->toArray(), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES) . "\n";
    }

    /**
     * The table --stats prints: a total, what the default run writes and what only --risky adds;
     * then the risky spots by reason.
     */
    public function table(): string
    {
        $c = $this->counts;
        $both = fn(string $key): array => [$c[$key]['default'] + $c[$key]['risky'], $c[$key]['default'], $c[$key]['risky']];
        $rows = array_merge([
            ['', 'total', 'default', '--risky'],
            ['PHP files', $this->files],
            ['lines', $this->lines],
            ['foreach loops', $this->foreach],
            ['  value never read (=> void)', ...$both('unused_value_loops')],
            ['  value named as a throwaway ($_, $unused, ...)', $this->throwaway],
            ['    of them never read', ...$both('throwaway_value_loops')],
            ['  foreach (array_keys(E) as $k) (--array-keys)', ...$both('array_keys_loops')],
            ['destructurings with holes ([, $b], list(, $b))', $this->holed],
            ['  holes', $this->holes],
            ['destructuring slots never read (=> void)', ...$both('unused_slots')],
            ['  in destructurings', ...$both('destructurings')],
            ['parameters (of functions with a body)', $this->parameters],
            ['  never read (could be void)', array_sum(array_map(fn(array $kind): int => array_sum(array_column($kind, 'all')),
                $this->unusedParams))],
        ]);
        foreach ($this->unusedParams as $kind => $positions) {
            foreach ($positions as $position => $n) {
                $label = '    ' . self::PARAM_KINDS[$kind] . ', ' . self::PARAM_POSITIONS[$position];
                $rows[] = $n['default'] + $n['risky'] || $kind === 'method' || $position === 'before'
                    ? [$label, $n['all'], $n['default'], $n['risky']] : [$label, $n['all']];
            }
        }
        $rows = array_merge($rows, [
            ['  rewritten (=> void)', ...$both('params')],
            ...($this->unwrittenParams ? [['  not written (file in the sentinel spelling)', $this->unwrittenParams]] : []),
            ['files the rewrite changes (without --array-keys)', ...$both('changed_files')],
            ['files without PHP code', $this->notPhp],
            ['files not handled (errors)', $this->errors],
        ]);
        $width = max(array_map(fn(array $row): int => strlen($row[0]), $rows));
        $out = '';
        foreach ($rows as $row) {
            $line = str_pad($row[0], $width);
            foreach ([1, 2, 3] as $i) {
                $line .= str_pad((string) ($row[$i] ?? ''), $i === 1 ? 8 : 9, ' ', STR_PAD_LEFT);
            }
            $out .= rtrim($line) . "\n";
        }
        $names = ['unused_value_loops' => 'foreach value', 'array_keys_loops' => 'array_keys() loop',
            'unused_slots' => 'destructuring slot', 'params' => 'parameter'];
        $why = '';
        foreach ($this->reasons as $key => $reasons) {
            foreach ($reasons as $reason => $n) {
                if ($n) {
                    $why .= sprintf("  %-18s %6d  %s\n", $names[$key], $n, Judge::REASONS[$reason]);
                }
            }
        }
        return $out . ($why === '' ? '' : "risky, by reason (a spot may have several):\n$why");
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

use VoidDiscard\Tools\Edits;
use VoidDiscard\Tools\Lexical;
use VoidDiscard\Tools\Reading;

/** One file's migration: the edits, what they are, and the risky spots left out. */
final class Migration
{
    // Variables a rewrite never touches: not local to the function.
    private const RESERVED = ['this', 'GLOBALS', '_SERVER', '_GET', '_POST', '_FILES', '_COOKIE', '_SESSION', '_REQUEST', '_ENV'];

    /** @var array<int, array{int, string}> byte offset => end offset, replacement text */
    private array $edits = [];
    public int $loops = 0;
    public int $destructurings = 0;
    public int $params = 0;
    /** @var list<array{int, string}> line, message: risky spots not written */
    public array $risky = [];
    /** @var list<array{int, string}> line, message */
    public array $suggestions = [];
    /**
     * Every discard the analysis found and every `foreach (array_keys(E) as $k)` it resolved, written
     * in this run or not: 'loop', 'slot', 'param' or 'array_keys', the variable's name, the reasons
     * why writing it may change what the program does (REASONS' keys; none: the default writes it),
     * and for a slot its outermost pattern. --stats counts these.
     * @var list<array{kind: string, name: string, risks: list<string>, pattern: ?int}>
     */
    public array $found = [];
    /**
     * Every parameter the analysis shows is never read (Judge::parameter()), rewritten or not: the
     * kind of its function, where it stands, and, where the migration rewrites it, its reasons
     * (null: left as it is, a trailing one outside a method). --stats counts these.
     * @var list<array{kind: string, position: string, risks: ?list<string>}>
     */
    public array $unusedParams = [];
    /** @var list<array{int, int, string}> line, position in its list, name: each parameter this run writes as void (for the Rector rule) */
    public array $voidParams = [];
    /** @var list<array{int, string}> line, name: each foreach value this run writes as void (for the Rector rule) */
    public array $voidLoops = [];
    /** Where the candidates stand, and what --stats counts from the syntax. */
    public readonly Candidates $candidates;

    public function __construct(private string $file, private Tokens $t, bool $risky, bool $arrayKeys,
        private bool $sentinel, ?bool $shortOpenTag)
    {
        $c = $this->candidates = new Candidates($t);
        foreach ($c->kind as $p => $kind) {
            if (in_array(substr($t->text($p), 1), self::RESERVED, true)) {
                unset($c->kind[$p]); // left as written, for PHP to judge (`as $this` does not compile)
            }
        }
        // in source order: the probes below are spliced into the code front to back, and a foreach
        // value is found before the slots of a destructuring inside its own header
        // (`foreach (array_keys(array_filter($x, function ($r) { [$a, $b] = $r; … })) as $k)`)
        ksort($c->kind);
        if (!$c->kind) {
            // nothing to rewrite, but a file PHP cannot compile is reported all the same (and --stats
            // counts it as an error, not as a file without loops)
            \VoidDiscard\analyze($t->code, $file, 'vd_none_', $shortOpenTag);
            return;
        }
        // Each candidate becomes a variable of its own, named so that nothing else in the file is:
        // the compiler then says which function holds it and what else that function uses.
        $prefix = Reading::unusedName($t->code, 'vd_probe_');
        $probed = '';
        $from = 0;
        $probe = [];
        foreach (array_keys($c->kind) as $n => $p) {
            $probe[$p] = $prefix . $n;
            if (isset($c->params[$p])) {
                // a parameter keeps its name, so that every use of it stays one: an attribute of
                // the probe's name marks it (on its line: no line moves)
                $start = $t->offset[$c->params[$p]['start']];
                $probed .= substr($t->code, $from, $start - $from) . "#[\\{$probe[$p]}] ";
                $from = $start;
                continue;
            }
            $probed .= substr($t->code, $from, $t->offset[$p] - $from) . '$' . $probe[$p];
            $from = $t->end($p);
        }
        $probed .= substr($t->code, $from);
        $fileRisks = Judge::haltRisk($t);
        $names = [];
        foreach ($c->kind as $p => $kind) {
            if ($kind !== 'param') {
                $names[$probe[$p]] = substr($t->text($p), 1);
            }
        }
        $t->keep(array_merge(array_keys($c->kind), ...array_values($c->arrayKeys)));
        $judge = new Judge(\VoidDiscard\analyze($probed, $file, $prefix, $shortOpenTag), $names);
        unset($probed);
        $fileRisks = array_merge($fileRisks, $judge->selfRisks());

        $patterns = [];
        foreach ($c->kind as $p => $kind) {
            $name = substr($t->text($p), 1);
            if ($kind === 'param') {
                $this->parameter($p, $name, $judge->parameter($probe[$p], $name, $c->params[$p]), $fileRisks, $risky);
                continue;
            }
            $risks = $judge->candidate($probe[$p], $name, $kind);
            if ($risks === null) {
                if (isset($c->arrayKeys[$p])) {
                    $this->arrayKeys($p, $c->arrayKeys[$p], $judge->arrayKeys($probe[$p]), $risky, $arrayKeys, $fileRisks);
                }
                continue;
            }
            $risks = array_merge($fileRisks, $risks);
            $this->found[] = ['kind' => $kind, 'name' => $name, 'risks' => array_keys($risks),
                'pattern' => $c->pattern[$p] ?? null];
            $what = $kind === 'loop' ? "foreach value \$$name" : "destructuring slot \$$name";
            if ($risks && !$risky) {
                $this->risky[] = [$t->lineAt($t->offset[$p]), "$what => void: " . implode('; ', $risks)];
                continue;
            }
            $this->edit($p, $p, $this->glue($p, $this->sentinel ? ($kind === 'loop' ? Lexical::SENTINEL_CALL : Lexical::SENTINEL) : 'void'));
            if ($kind === 'loop') {
                $this->loops++;
                $this->voidLoops[] = [$t->lineAt($t->offset[$p]), $name];
            } else {
                $patterns[$c->pattern[$p]] = true;
            }
        }
        $this->destructurings = count($patterns);
    }

    /**
     * A parameter never read: counted, and where the migration rewrites it (before a read one, or
     * in a method) written as `void` by default when safe, with --risky otherwise. The sentinel
     * spelling has no parameter form (`void` in a parameter list is never stock PHP): --sentinel
     * leaves parameters as they are.
     * @param ?array{kind: string, position: string, rewritten: bool, risks: array<string, string>} $unused
     * @param array<string, string> $fileRisks
     */
    private function parameter(int $p, string $name, ?array $unused, array $fileRisks, bool $risky): void
    {
        if ($unused === null) {
            return;
        }
        $t = $this->t;
        $risks = array_merge($fileRisks, $unused['risks']);
        $this->unusedParams[] = ['kind' => $unused['kind'], 'position' => $unused['position'],
            'risks' => $unused['rewritten'] ? array_keys($risks) : null];
        if (!$unused['rewritten']) {
            return;
        }
        $this->found[] = ['kind' => 'param', 'name' => $name, 'risks' => array_keys($risks), 'pattern' => null];
        if ($this->sentinel) {
            return;
        }
        $line = $t->lineAt($t->offset[$p]);
        if ($risks && !$risky) {
            $this->risky[] = [$line, "parameter \$$name => void: " . implode('; ', $risks)];
            return;
        }
        $this->edit($p, $p, $this->glue($p, 'void'));
        $this->params++;
        $this->voidParams[] = [$line, $this->candidates->params[$p]['arg'], $name];
    }

    /** Tokens $from..$to become $text. */
    private function edit(int $from, int $to, string $text): void
    {
        $this->edits[$this->t->offset[$from]] = [$this->t->end($to), $text];
    }

    /** $text in place of token $p, with a blank before it if it would glue to a word (`as$v`). */
    private function glue(int $p, string $text): string
    {
        $offset = $this->t->offset[$p];
        return $offset > 0 && Lexical::isLabelByte($this->t->code[$offset - 1]) ? " $text" : $text;
    }

    /**
     * `foreach (array_keys(E) as $k)` → `foreach (E as $k => void)`: suggested, or with
     * --array-keys written where safe (and where risky with --risky).
     * @param array{int, int, int} $at positions of `array_keys`, E's first token and its `)`
     * @param ?array<string, string> $risks by reason; null when the compiler did not see PHP's array_keys() there
     * @param array<string, string> $fileRisks
     */
    private function arrayKeys(int $var, array $at, ?array $risks, bool $risky, bool $enabled, array $fileRisks): void
    {
        [$name, $first, $close] = $at;
        if ($risks === null) {
            return;
        }
        $t = $this->t;
        $risks = array_merge($fileRisks, $risks);
        $this->found[] = ['kind' => 'array_keys', 'name' => substr($t->text($var), 1), 'risks' => array_keys($risks),
            'pattern' => null];
        $expr = rtrim(substr($t->code, $t->offset[$first], $t->offset[$close] - $t->offset[$first]));
        $expr = rtrim((string) preg_replace('/,\s*$/', '', $expr)); // a trailing comma
        $varText = $t->text($var);
        $line = $t->lineAt($t->offset[$name]);
        $call = substr($t->code, $t->offset[$name], $t->end($close) - $t->offset[$name]);
        $text = "foreach ($call as $varText) can be foreach ($expr as $varText => void)";
        if (!$enabled) {
            $this->suggestions[] = [$line, "$text (--array-keys writes it" . ($risks ? ', with --risky: ' . implode('; ', $risks) : '') . ')'];
            return;
        }
        if ($risks && !$risky) {
            $this->risky[] = [$line, "$text: " . implode('; ', $risks)];
            return;
        }
        // From `array_keys` to `)`, only E stays (and the newlines, so no line moves); ` => void`
        // after the variable.
        $keep = fn(int $from, int $to): string => (string) preg_replace('/[^\n]/', '', substr($t->code, $from, $to - $from));
        $eStart = $t->offset[$first];
        $end = $t->end($close);
        // what this run already writes inside E (a slot of a destructuring in a closure there, all
        // of them before `$k` in the file) goes into E's new text
        $inner = [];
        foreach ($this->edits as $from => [$to, $with]) {
            if ($from >= $eStart && $to <= $eStart + strlen($expr)) {
                $inner[] = ['from' => $from - $eStart, 'to' => $to - $eStart, 'with' => $with];
                unset($this->edits[$from]);
            }
        }
        $written = Edits::apply($expr, $inner, false)
            ?? throw new Failure("{$this->file}: internal error: two rewrites overlap; left unchanged");
        $this->edits[$t->offset[$name]] = [$end, $keep($t->offset[$name], $eStart) . $written
            . $keep($eStart + strlen($expr), $end) . (strspn($t->code[$end] ?? ' ', " \t\r\n") ? '' : ' ')];
        $this->edit($var, $var, $varText . ' => ' . ($this->sentinel ? Lexical::SENTINEL_CALL : 'void'));
        $this->loops++;
    }

    /**
     * The file with the edits applied (Edits::apply(), each replacement keeping its own lines).
     * @throws Failure where two edits overlap: a bug here, and the file is left as it is
     */
    public function result(): string
    {
        $edits = [];
        foreach ($this->edits as $from => [$to, $with]) {
            $edits[] = ['from' => $from, 'to' => $to, 'with' => $with];
        }
        return Edits::apply($this->t->code, $edits, false)
            ?? throw new Failure("{$this->file}: internal error: two rewrites overlap; left unchanged");
    }
}

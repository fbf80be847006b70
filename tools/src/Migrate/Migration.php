<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

use VoidDiscard\Tools\Edits;
use VoidDiscard\Tools\Lexical;
use VoidDiscard\Tools\Reading;

/**
 * One file's migration: the edits, what they are, and the risky spots left out.
 *
 * @internal
 */
final class Migration
{
    /** @var array<int, array{int, string}> byte offset => end offset, replacement text */
    private array $edits = [];
    private int $loops = 0;
    private int $destructurings = 0;
    private int $params = 0;
    /** @var list<array{int, string}> line, message: risky spots not written */
    private array $risky = [];
    /** @var list<array{int, string}> line, message */
    private array $suggestions = [];
    /**
     * Every discard the analysis found and every `foreach (array_keys(E) as $k)` it resolved, written
     * in this run or not: 'loop', 'slot', 'param' or 'array_keys', the variable's name, the reasons
     * why writing it may change what the program does (REASONS' keys; none: the default writes it),
     * and for a slot its outermost pattern. --stats counts these.
     * @var list<array{kind: string, name: string, risks: list<string>, pattern: ?int}>
     */
    private array $found = [];
    /**
     * Every parameter the analysis shows is never read (Judge::parameter()), rewritten or not: the
     * kind of its function, where it stands, and, where the migration rewrites it, its reasons
     * --stats counts these
     * (null: left as it is, a trailing one outside a method, or one in a file in the sentinel
     * spelling, `sentinel` then).
     * @var list<array{kind: string, position: string, risks: ?list<string>, sentinel: bool}>
     */
    private array $unusedParams = [];
    /** @var list<array{int, int, string}> line, position in its list, name: each parameter this run writes as void (for the Rector rule) */
    private array $voidParams = [];
    /** @var list<array{int, string}> line, name: each foreach value this run writes as void, or as __discard() where $sentinel (for the Rector rule) */
    private array $voidLoops = [];
    /**
     * @var list<array{int, string}> line, message: parameters never read that the migration
     *      rewrites but this run cannot write: the sentinel spelling has no form for one
     */
    private array $unwritten = [];
    /** Whether this run writes the sentinel spelling (__discard() and __discard), not `void`. */
    public readonly bool $sentinel;
    /** The spelling of the discards the file already holds, if it holds any in one spelling only: 'void' or '__discard'. */
    public readonly ?string $spelledIn;
    /** @var array<int, list<string>> start of a docblock => the variables whose tags it loses */
    private array $docNames = [];
    /** Where the candidates stand, and what --stats counts from the syntax. */
    public readonly Candidates $candidates;

    /**
     * @param bool $sentinel --sentinel: the sentinel spelling for a file that has no discard yet
     *        (one that has discards in one spelling only keeps it: Migration::spelling())
     */
    public function __construct(private string $file, private Tokens $t, bool $risky, bool $arrayKeys,
        bool $sentinel, ?bool $shortOpenTag)
    {
        $this->spelledIn = self::spelling($t->code);
        $this->sentinel = $this->spelledIn === null ? $sentinel : $this->spelledIn === Lexical::SENTINEL;
        $c = $this->candidates = new Candidates($t);
        $kinds = $c->kind();
        $params = $c->params();
        $patternOf = $c->patterns();
        $arrayKeysAt = $c->arrayKeys();
        if (!$kinds) {
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
        foreach (array_keys($kinds) as $n => $p) {
            $probe[$p] = $prefix . $n;
            if (isset($params[$p])) {
                // a parameter keeps its name, so that every use of it stays one: an attribute of
                // the probe's name marks it (on its line: no line moves)
                $start = $t->offset[$params[$p]['start']];
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
        foreach ($kinds as $p => $kind) {
            if ($kind !== 'param') {
                $names[$probe[$p]] = substr($t->text($p), 1);
            }
        }
        $t->keep(array_merge(array_keys($kinds), ...array_values($arrayKeysAt)));
        $judge = new Judge(\VoidDiscard\analyze($probed, $file, $prefix, $shortOpenTag), $names);
        unset($probed);
        $fileRisks = array_merge($fileRisks, $judge->selfRisks());

        $patterns = [];
        foreach ($kinds as $p => $kind) {
            $name = substr($t->text($p), 1);
            if ($kind === 'param') {
                $this->parameter($p, $name, $judge->parameter($probe[$p], $name, $params[$p]), $fileRisks, $risky);
                continue;
            }
            $risks = $judge->candidate($probe[$p], $name, $kind);
            if ($risks === null) {
                if (isset($arrayKeysAt[$p])) {
                    $this->arrayKeys($p, $arrayKeysAt[$p], $judge->arrayKeys($probe[$p]), $risky, $arrayKeys, $fileRisks);
                }
                continue;
            }
            $risks = array_merge($fileRisks, $risks);
            $this->found[] = ['kind' => $kind, 'name' => $name, 'risks' => array_keys($risks),
                'pattern' => $patternOf[$p] ?? null];
            $what = $kind === 'loop' ? "foreach value \$$name" : "destructuring slot \$$name";
            if ($risks && !$risky) {
                $this->risky[] = [$t->lineAt($t->offset[$p]), "$what => void: " . implode('; ', $risks)];
                continue;
            }
            $this->edit($p, $p, $this->glue($p, $this->sentinel ? ($kind === 'loop' ? Lexical::SENTINEL_CALL : Lexical::SENTINEL) : 'void'));
            if ($kind === 'loop') {
                $this->docblock($p, PhpDoc::VAR_TAGS, $name);
                $this->loops++;
                $this->voidLoops[] = [$t->lineAt($t->offset[$p]), $name];
            } else {
                $patterns[$patternOf[$p]] = true;
            }
        }
        $this->destructurings = count($patterns);
    }

    /** @return list<array{int, string}> line, message: the risky spots this run does not write */
    public function risky(): array
    {
        return $this->risky;
    }

    /** @return list<array{int, string}> line, message: the array_keys() loops suggested */
    public function suggestions(): array
    {
        return $this->suggestions;
    }

    /** @return list<array{int, string}> line, message: the parameters the sentinel spelling cannot write */
    public function unwritten(): array
    {
        return $this->unwritten;
    }

    /** @return list<array{kind: string, name: string, risks: list<string>, pattern: ?int}> */
    public function found(): array
    {
        return $this->found;
    }

    /** @return list<array{kind: string, position: string, risks: ?list<string>, sentinel: bool}> */
    public function unusedParams(): array
    {
        return $this->unusedParams;
    }

    /** @return list<array{int, int, string}> */
    public function voidParams(): array
    {
        return $this->voidParams;
    }

    /** @return list<array{int, string}> */
    public function voidLoops(): array
    {
        return $this->voidLoops;
    }

    /** The foreach loops this run writes. */
    public function loops(): int
    {
        return $this->loops;
    }

    /** The destructurings this run writes a slot of. */
    public function destructurings(): int
    {
        return $this->destructurings;
    }

    /** The parameters this run writes. */
    public function params(): int
    {
        return $this->params;
    }

    /**
     * The spelling of the discards $code holds (Reading::discards(): what the extension reads as
     * one), where all of them have one: 'void' (the word, any case) or '__discard'; null where it
     * holds none, or both (a `(void)` cast statement is PHP 8.5's own, no spelling).
     */
    public static function spelling(string $code): ?string
    {
        $spellings = [];
        foreach (Reading::discards($code) as ['from' => $from]) {
            if (substr($code, $from, strlen(Lexical::SENTINEL)) === Lexical::SENTINEL) {
                $spellings[Lexical::SENTINEL] = true;
            } elseif (strcasecmp(substr($code, $from, 4), Lexical::VOID) === 0) {
                $spellings[Lexical::VOID] = true;
            }
        }
        return count($spellings) === 1 ? (string) array_key_first($spellings) : null;
    }

    /**
     * A parameter never read: counted, and where the migration rewrites it (before a read one, or
     * in a method) written as `void` by default when safe, with --risky otherwise. The sentinel
     * spelling has no parameter form (`void` in a parameter list is never stock PHP): a run in
     * that spelling lists the parameters and leaves them as they are.
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
            'risks' => $unused['rewritten'] ? array_keys($risks) : null, 'sentinel' => false];
        if (!$unused['rewritten']) {
            return;
        }
        $line = $t->lineAt($t->offset[$p]);
        if ($this->sentinel) {
            // listed, never written: not with --risky, and not by a run without --sentinel on a
            // file in the sentinel spelling (a file keeps its spelling)
            $this->unwritten[] = [$line, "parameter \$$name => void: " . ($this->spelledIn === Lexical::SENTINEL
                ? 'the file uses the sentinel spelling (__discard), which has no form for a parameter; it keeps its spelling'
                : 'the sentinel spelling (--sentinel) has no form for a parameter (a run without it writes void)')];
            if ($this->spelledIn === Lexical::SENTINEL) {
                $this->unusedParams[count($this->unusedParams) - 1]['risks'] = null;
                $this->unusedParams[count($this->unusedParams) - 1]['sentinel'] = true;
                return;
            }
        }
        $this->found[] = ['kind' => 'param', 'name' => $name, 'risks' => array_keys($risks), 'pattern' => null];
        if ($this->sentinel) {
            return;
        }
        if ($risks && !$risky) {
            $this->risky[] = [$line, "parameter \$$name => void: " . implode('; ', $risks)];
            return;
        }
        $this->edit($p, $p, $this->glue($p, 'void'));
        $this->docblock($p, PhpDoc::PARAM_TAGS, $name);
        $this->params++;
        $this->voidParams[] = [$line, $this->candidates->params()[$p]['arg'], $name];
    }

    /**
     * The docblock of the candidate at $p (its function's, its loop's) without the tags of $tags
     * that name $name, nor those of the variables it lost before (PhpDoc::without()). One left
     * empty goes; where it stood alone on its lines, they stay, empty (no line moves).
     * @param list<string> $tags
     */
    private function docblock(int $p, array $tags, string $name): void
    {
        [$from, $to] = $this->candidates->docblock()[$p] ?? [null, null];
        if ($from === null || $to === null) {
            return;
        }
        $code = $this->t->code;
        $doc = substr($code, $from, $to - $from);
        $this->docNames[$from][] = $name;
        $changed = false;
        foreach ($this->docNames[$from] as $gone) {
            $without = PhpDoc::without($doc, $tags, $gone);
            if ($without !== null) {
                $doc = $without;
                $changed = true;
            }
            if ($doc === '') {
                break;
            }
        }
        if (!$changed) {
            return;
        }
        $lineStart = strrpos(substr($code, 0, $from), "\n");
        $lineStart = $lineStart === false ? 0 : $lineStart + 1;
        unset($this->edits[$from], $this->edits[$lineStart]);
        if ($doc === '') {
            // the docblock goes; alone on its lines, with the blanks around it
            $after = $to + strspn($code, " \t", $to);
            if (trim(substr($code, $lineStart, $from - $lineStart), " \t") === '' && in_array($code[$after] ?? "\n", ["\n", "\r"], true)) {
                $from = $lineStart;
            }
            $doc = Edits::lineBreaks(substr($code, $from, $to - $from));
            $to = $after;
        }
        $this->edits[$from] = [$to, $doc];
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

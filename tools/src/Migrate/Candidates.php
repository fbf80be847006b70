<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

/**
 * Where a discard could stand: each foreach value and each destructuring slot that is a plain
 * variable, each `foreach (array_keys(E) as $k)`, and each parameter of a function that has a body.
 * Whether it is one is PHP's compiler's call.
 *
 * @internal
 */
final class Candidates
{
    /** @var array<int, string> token position => 'loop', 'slot' or 'param' */
    private array $kind = [];
    /**
     * position of a parameter's variable => its position in its list (1-based), whether a default
     * is written (`$x = 1`, which PHP ignores before a required parameter), whether it is the last
     * required parameter after one with a default (PHP's deprecation of that names it), and the
     * parameter's first token (its attributes', modifiers' or type's)
     * @var array<int, array{arg: int, default: bool, lastAfterOptional: bool, start: int}>
     */
    private array $params = [];
    /**
     * position of a parameter's variable, or of a foreach value's => the byte range of the docblock
     * PHPStan reads for its function or its loop (the last one before it), where there is one
     * @var array<int, array{int, int}>
     */
    private array $docblock = [];
    /** @var array<int, int> position of a slot => position of its outermost pattern */
    private array $pattern = [];
    /** @var array<int, array{int, int, int}> position of `$k` => positions of `array_keys`, E's first token, `)` */
    private array $arrayKeys = [];
    // What --stats counts from the syntax alone:
    /** Whether the file holds any PHP code (not only inline HTML). */
    private bool $php = false;
    private int $foreach = 0;
    /** The parameters of functions that have a body (`void` ones included). */
    private int $parameters = 0;
    /** @var list<string> the name of every foreach value that is a plain variable (`as $k => $v`: `v`) */
    private array $values = [];
    /** @var array<int, int> position of an outermost pattern => its holes (`[, , $a]`: 2), where it has any */
    private array $holes = [];
    /** @var array<int, true> outermost patterns that take a reference: their slots are no candidates */
    private array $byRef = [];

    // Variables a rewrite never touches: not local to the function.
    private const RESERVED = ['this', 'GLOBALS', '_SERVER', '_GET', '_POST', '_FILES', '_COOKIE', '_SESSION', '_REQUEST', '_ENV'];

    public function __construct(private Tokens $t)
    {
        $n = $t->count();
        for ($p = 0; $p < $n; $p++) {
            $type = $t->type($p);
            if ($type === T_HALT_COMPILER) {
                break;
            }
            if ($type !== T_INLINE_HTML) {
                $this->php = true;
            }
            if ($type === T_FOREACH) {
                $this->foreach++;
            }
            if ($type === T_FOREACH && $t->type($p + 1) === '(') {
                $this->foreachAt($p + 1);
            } elseif ($type === T_LIST && $t->type($p + 1) === '(' && $t->type($t->closing($p + 1) + 1) === '=') {
                $this->pattern($p + 1, $p + 1);
            } elseif ($type === '[' && $t->type($t->closing($p) + 1) === '=' && !$t->isAccess($p)) {
                $this->pattern($p, $p);
            } elseif ($type === T_FUNCTION || $type === T_FN) {
                $this->header($p);
            }
        }
        foreach ($this->kind as $p => $kind) {
            if (in_array(substr($t->text($p), 1), self::RESERVED, true)) {
                unset($this->kind[$p]); // left as written, for PHP to judge (`as $this` does not compile)
            }
        }
        // in source order: the probes are spliced into the code front to back, and a foreach value
        // is found before the slots of a destructuring inside its own header
        // (`foreach (array_keys(array_filter($x, function ($r) { [$a, $b] = $r; … })) as $k)`)
        ksort($this->kind);
    }

    /** @return array<int, string> token position => 'loop', 'slot' or 'param', in source order */
    public function kind(): array
    {
        return $this->kind;
    }

    /** @return array<int, array{arg: int, default: bool, lastAfterOptional: bool, start: int}> */
    public function params(): array
    {
        return $this->params;
    }

    /** @return array<int, array{int, int}> */
    public function docblock(): array
    {
        return $this->docblock;
    }

    /** @return array<int, int> position of a slot => position of its outermost pattern */
    public function patterns(): array
    {
        return $this->pattern;
    }

    /** @return array<int, array{int, int, int}> */
    public function arrayKeys(): array
    {
        return $this->arrayKeys;
    }

    /** Whether the file holds any PHP code (not only inline HTML). */
    public function php(): bool
    {
        return $this->php;
    }

    public function foreachCount(): int
    {
        return $this->foreach;
    }

    /** The parameters of functions that have a body (`void` ones included). */
    public function parameters(): int
    {
        return $this->parameters;
    }

    /** @return list<string> */
    public function values(): array
    {
        return $this->values;
    }

    /** @return array<int, int> */
    public function holes(): array
    {
        return $this->holes;
    }

    private function foreachAt(int $open): void
    {
        $t = $this->t;
        $close = $t->closing($open);
        $as = $arrow = null;
        for ($p = $open + 1; $p < $close; $p++) {
            if (isset($t->match[$p])) {
                $p = $t->match[$p];
            } elseif ($t->type($p) === T_AS) {
                $as = $p;
                $arrow = null;
            } elseif ($t->type($p) === T_DOUBLE_ARROW && $as !== null) {
                $arrow = $p;
            }
        }
        if ($as === null) {
            return;
        }
        $value = ($arrow ?? $as) + 1;
        if ($value === $close - 1 && $t->type($value) === T_VARIABLE) {
            $this->kind[$value] = 'loop';
            $this->values[] = substr($t->text($value), 1);
            $this->docblockBefore($value, $open - 1);
            if ($arrow === null) {
                $this->arrayKeysAt($open, $as, $close);
            }
        } elseif ($t->type($value) === '[' && $t->closing($value) === $close - 1) {
            $this->pattern($value, $value);
        } elseif ($t->type($value) === T_LIST && $t->type($value + 1) === '(' && $t->closing($value + 1) === $close - 1) {
            $this->pattern($value + 1, $value + 1);
        }
    }

    /**
     * The parameters of the function whose `function` or `fn` is at $p, if it declares one: that
     * word, an optional `&`, a name (after `function`, any word: `function list(`), then `(`. Not
     * a member's name (`Foo::function()`, `$o->fn()`, `const FN`, a method named `fn`).
     */
    private function header(int $p): void
    {
        $t = $this->t;
        $prev = $t->type($p - 1);
        if (in_array($prev, [T_DOUBLE_COLON, T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_CONST, T_FUNCTION], true)
            || $t->isAmpersand($p - 1) && $t->type($p - 2) === T_FUNCTION) {
            return;
        }
        $open = $p + 1;
        if ($t->isAmpersand($open)) {
            $open++;
        }
        if ($t->type($p) === T_FUNCTION && $t->type($open) !== '(') {
            $open++;
        }
        if ($t->type($open) !== '(' || !isset($t->match[$open])) {
            return;
        }
        $close = $t->match[$open];
        $q = $close + 1;
        if ($t->type($q) === T_USE && $t->type($q + 1) === '(') {
            $q = $t->closing($q + 1) + 1; // a closure's `use (…)`
        }
        // a body (`{` or an arrow function's `=>`), or none (`;`: abstract, an interface's), after the return type
        $body = false;
        for ($n = $t->count(); $q < $n; $q++) {
            $type = $t->type($q);
            if ($type === '(' && isset($t->match[$q])) {
                $q = $t->match[$q];
            } elseif ($type === '{' || $type === T_DOUBLE_ARROW || $type === ';' || $type === T_HALT_COMPILER) {
                $body = $type === '{' || $type === T_DOUBLE_ARROW;
                break;
            }
        }
        if (!$body) {
            return;
        }
        $params = [];
        $start = $open + 1;
        for ($q = $open + 1; $q <= $close; $q++) {
            if ($q !== $close && isset($t->match[$q])) {
                $q = $t->match[$q];
                continue;
            }
            if ($q !== $close && $t->type($q) !== ',') {
                continue;
            }
            if ($start < $q) {
                $params[] = [$start, $q];
            }
            $start = $q + 1;
        }
        $this->parameters += count($params);
        // each parameter's variable, and whether a default is written for it
        $vars = [];
        foreach ($params as $i => [$from, $to]) {
            for ($q = $from; $q < $to; $q++) {
                if (isset($t->match[$q])) {
                    $q = $t->match[$q];
                } elseif ($t->type($q) === T_VARIABLE) {
                    $vars[$i] = [$q, $t->type($q + 1) === '=', $t->type($q - 1) === T_ELLIPSIS];
                    break;
                }
            }
        }
        // the declaration's first token: its attributes', its modifiers' or `static`'s
        $first = $p;
        while ($first > 0) {
            $prev = $t->type($first - 1);
            if (in_array($prev, [T_STATIC, T_PUBLIC, T_PROTECTED, T_PRIVATE, T_FINAL, T_ABSTRACT, T_READONLY], true)) {
                $first--;
            } elseif ($prev === ']' && isset($t->opener[$first - 1]) && $t->type($t->opener[$first - 1]) === T_ATTRIBUTE) {
                $first = $t->opener[$first - 1];
            } else {
                break;
            }
        }
        foreach ($vars as $i => [$var, $default]) {
            $this->docblockBefore($var, $first);
            // PHP's deprecation of an optional parameter before a required one names the last
            // required one: this one, when one before it has a default and none after it is required
            $before = $after = false;
            foreach ($vars as $j => [, $otherDefault, $variadic]) {
                $before = $before || $j < $i && $otherDefault;
                $after = $after || $j > $i && !$otherDefault && !$variadic;
            }
            $this->kind[$var] = 'param';
            $this->params[$var] = ['arg' => $i + 1, 'default' => $default, 'lastAfterOptional' => $before && !$after,
                'start' => $params[$i][0]];
        }
    }

    /** The last docblock between token $p's predecessor and $p, as the docblock of the candidate at $var. */
    private function docblockBefore(int $var, int $p): void
    {
        $t = $this->t;
        if ($p < 1) {
            return;
        }
        $from = $t->end($p - 1);
        $docs = PhpDoc::docblocks(substr($t->code, $from, $t->offset[$p] - $from));
        if ($docs) {
            [$at, $length] = $docs[count($docs) - 1];
            $this->docblock[$var] = [$from + $at, $from + $at + $length];
        }
    }

    /** `foreach (array_keys(E) as $k)`, E one positional or `array:` argument. */
    private function arrayKeysAt(int $open, int $as, int $close): void
    {
        $t = $this->t;
        $name = $open + 1;
        if (!in_array($t->type($name), [T_STRING, T_NAME_FULLY_QUALIFIED], true)
            || strtolower(ltrim($t->text($name), '\\')) !== 'array_keys'
            || $t->type($name + 1) !== '(' || $t->closing($name + 1) !== $as - 1) {
            return;
        }
        $first = $name + 2;
        if ($t->type($first + 1) === ':' && $t->type($first) !== T_DOUBLE_COLON) {
            if ($t->type($first) !== T_ARRAY) {
                return; // a named argument that is not array_keys()' first
            }
            $first += 2;
        }
        if ($first >= $as - 1 || $t->type($first) === T_ELLIPSIS) {
            return;
        }
        for ($p = $first; $p < $as - 1; $p++) {
            if (isset($t->match[$p])) {
                $p = $t->match[$p];
            } elseif ($t->type($p) === ',' && $p + 1 < $as - 1) {
                return; // array_keys($a, $search): a filter, not a key list
            }
        }
        $this->arrayKeys[$as + 1] = [$name, $first, $as - 1];
    }

    /** Slots of the pattern whose `[` (or list's `(`) is at $open (none if it takes a reference), and its holes. */
    private function pattern(int $open, int $outer): void
    {
        $t = $this->t;
        $close = $t->closing($open);
        if ($open === $outer) {
            for ($p = $open; $p < $close; $p++) {
                if ($t->isAmpersand($p)) {
                    $this->byRef[$outer] = true;
                    break;
                }
            }
        }
        $start = $open + 1;
        for ($p = $open + 1; $p <= $close; $p++) {
            if (isset($t->match[$p]) && $p !== $close) {
                $p = $t->match[$p];
                continue;
            }
            if ($p !== $close && $t->type($p) !== ',') {
                continue;
            }
            if ($start === $p) {
                // an empty slot: a hole, but for the last one (`[$a, ]`: PHP drops it)
                if ($p !== $close) {
                    $this->holes[$outer] = ($this->holes[$outer] ?? 0) + 1;
                }
                $start = $p + 1;
                continue;
            }
            $target = $start;
            for ($q = $start; $q < $p; $q++) {
                if (isset($t->match[$q])) {
                    $q = $t->match[$q];
                } elseif ($t->type($q) === T_DOUBLE_ARROW) {
                    $target = $q + 1;
                }
            }
            if ($target === $p - 1 && $t->type($target) === T_VARIABLE) {
                if (!isset($this->byRef[$outer])) {
                    $this->kind[$target] = 'slot';
                    $this->pattern[$target] = $outer;
                }
            } elseif ($t->type($target) === '[' && $t->closing($target) === $p - 1) {
                $this->pattern($target, $outer);
            } elseif ($t->type($target) === T_LIST && $t->closing($target + 1) === $p - 1) {
                $this->pattern($target + 1, $outer);
            }
            $start = $p + 1;
        }
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

/**
 * Where a discard could stand: each foreach value and each destructuring slot that is a plain
 * variable, and each `foreach (array_keys(E) as $k)`. Whether it is one is PHP's compiler's call.
 */
final class Candidates
{
    /** @var array<int, string> token position => 'loop' or 'slot' */
    public array $kind = [];
    /** @var array<int, int> position of a slot => position of its outermost pattern */
    public array $pattern = [];
    /** @var array<int, array{int, int, int}> position of `$k` => positions of `array_keys`, E's first token, `)` */
    public array $arrayKeys = [];
    // What --stats counts from the syntax alone:
    /** Whether the file holds any PHP code (not only inline HTML). */
    public bool $php = false;
    public int $foreach = 0;
    /** @var list<string> the name of every foreach value that is a plain variable (`as $k => $v`: `v`) */
    public array $values = [];
    /** @var array<int, int> position of an outermost pattern => its holes (`[, , $a]`: 2), where it has any */
    public array $holes = [];
    /** @var array<int, true> outermost patterns that take a reference: their slots are no candidates */
    private array $byRef = [];

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
            }
        }
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
            if ($arrow === null) {
                $this->arrayKeysAt($open, $as, $close);
            }
        } elseif ($t->type($value) === '[' && $t->closing($value) === $close - 1) {
            $this->pattern($value, $value);
        } elseif ($t->type($value) === T_LIST && $t->type($value + 1) === '(' && $t->closing($value + 1) === $close - 1) {
            $this->pattern($value + 1, $value + 1);
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

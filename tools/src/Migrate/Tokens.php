<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

use VoidDiscard\Tools\Lexical;

/**
 * A file's tokens other than whitespace and comments, from PHP's own lexer (VoidDiscard\tokens():
 * packed integer lists, so a 1 MB file costs a few MB here), and its brackets matched. A token is
 * what it is in the reading (VoidDiscard\Tools\Tokens, Lexical): a single-character token is its
 * character, any other its T_* number.
 */
final class Tokens
{
    /** @var list<int|string> T_* number, or the character */
    public array $id;
    /** @var list<int> */
    public array $offset;
    /** @var list<int> */
    public array $length;
    /** @var array<int, int> position of an opening bracket => position of its closing one */
    public array $match = [];
    /** @var array<int, int> the reverse */
    public array $opener = [];
    private int $lineOffset = 0;
    private int $line = 1;

    public function __construct(public readonly string $code, ?bool $shortOpenTag)
    {
        ['id' => $codes, 'offset' => $this->offset, 'length' => $this->length]
            = \VoidDiscard\tokens($code, $shortOpenTag);
        // the characters' codes become the characters, and the brackets are matched, in one walk
        $ids = [];
        $stack = [];
        $halted = false;
        foreach ($codes as $p => $t) {
            if ($t >= 256) {
                $ids[] = $t;
                if ($halted) {
                    continue;
                }
                if ($t === T_CURLY_OPEN || $t === T_DOLLAR_OPEN_CURLY_BRACES || $t === T_ATTRIBUTE) {
                    $stack[] = $p;
                } elseif ($t === T_HALT_COMPILER) {
                    $halted = true;
                }
                continue;
            }
            $ids[] = $t = \chr($t);
            if ($halted) {
                continue;
            }
            if ($t === '(' || $t === '[' || $t === '{') {
                $stack[] = $p;
            } elseif (($t === ')' || $t === ']' || $t === '}') && $stack) {
                $open = array_pop($stack);
                $this->match[$open] = $p;
                $this->opener[$p] = $open;
            }
        }
        $this->id = $ids;
    }

    public function count(): int
    {
        return count($this->id);
    }

    /** The line of byte $offset (counted on from the last one asked for, when it comes later). */
    public function lineAt(int $offset): int
    {
        if ($offset < $this->lineOffset) {
            $this->lineOffset = 0;
            $this->line = 1;
        }
        $this->line += substr_count($this->code, "\n", $this->lineOffset, $offset - $this->lineOffset);
        $this->lineOffset = $offset;
        return $this->line;
    }

    /**
     * Keeps the byte spans of the tokens at $positions, and drops the lists (before the compile).
     * @param list<int> $positions
     */
    public function keep(array $positions): void
    {
        $spans = [];
        foreach ($positions as $p) {
            $spans[$p] = [$this->offset[$p], $this->length[$p]];
        }
        $this->id = $this->match = $this->opener = [];
        $this->offset = array_map(fn($span) => $span[0], $spans);
        $this->length = array_map(fn($span) => $span[1], $spans);
    }

    public function end(int $p): int
    {
        return $this->offset[$p] + $this->length[$p];
    }

    /** The token at $p (null past either end). */
    public function type(int $p): int|string|null
    {
        return $this->id[$p] ?? null;
    }

    public function text(int $p): string
    {
        return isset($this->offset[$p]) ? substr($this->code, $this->offset[$p], $this->length[$p]) : '';
    }

    public function closing(int $p): int
    {
        return $this->match[$p] ?? count($this->id);
    }

    /** Whether the token at $p is an ampersand (Lexical::isAmpersand(), vd_is_ampersand()). */
    public function isAmpersand(int $p): bool
    {
        return Lexical::isAmpersand($this->type($p));
    }

    /**
     * Whether the `[` at $p indexes what stands before it (`$a[0]`, `f()[0]`, `"s"[0]`) rather than
     * opening an array or a list: VoidDiscard\lower()'s rule (Lexical::endsOperand(), which is
     * src/lexical.h's vd_ends_operand(), and src/lower.c), but for a `}` that closes `${…}`,
     * `->{…}`, `?->{…}` or `::{…}`, where lower() reads a list and this reads the index PHP reads.
     * tests/migrate/ends_operand.phpt holds the two to that.
     */
    public function isAccess(int $p): bool
    {
        $prev = $this->type($p - 1);
        $open = $this->opener[$p - 1] ?? null;
        // Not which token stands before the `[` but what it closes. lower() leaves `}` out of its
        // list on purpose: a block's `}` comes far more often, and a list read where PHP indexes
        // costs it nothing unless a `void` stands in it (`${'x'}[void]` is no PHP anyone writes).
        // Here it would cost a read: `$o->{'p'}[$k] = 1` taken for a destructuring makes `$k` a
        // candidate, probed under another name, so the function seems to read `$k` nowhere, and a
        // `foreach (… as $k)` before it would become `as void` (tests/migrate/ends_operand.phpt).
        if ($prev === '}' && $open !== null) {
            return $this->type($open) === '{'
                && in_array($this->type($open - 1), ['$', T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON], true);
        }
        if (!Lexical::endsOperand($prev)) {
            return false;
        }
        // After a `)` that closes a control structure's header (`if ($x) [$a, $b] = f();`) a
        // statement starts, and there a `[` opens a list, as in lower() (src/lower.c, where a `[`
        // is pushed; the keywords: Lexical::isHeaderKeyword(), vd_is_header_keyword()). A `)` that
        // closes nothing is left to the token, as there.
        if ($prev === ')' && $open !== null) {
            return !Lexical::isHeaderKeyword($this->type($open - 1));
        }
        return true;
    }
}

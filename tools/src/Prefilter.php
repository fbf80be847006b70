<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools;

/**
 * The extension's prefilter (src/scanner.re), byte for byte: which `void` words may be discards
 * by the bytes to their left, without lexing. The pre-pass lexes a file only when one may be
 * rewritten, and only up to the last of them.
 *
 * @internal
 */
final class Prefilter
{
    /** The pre-pass may rewrite a `void` (`as void`, `=> void`, `&void`, `(void)`, a parameter's). */
    public const REWRITE = 1;
    /** The file may hold a discard: such a `void`, one in a list slot, or `__discard`. */
    public const SENTINEL = 2;
    /**
     * Internal to context(): `void` may be rewritten if what follows it fits (a `(void)` cast, a
     * parameter's variable): scan() looks right.
     */
    private const RIGHT = 4;

    /**
     * The facts that may hold for $code, and the offset past the last `void` the pre-pass may
     * rewrite (past the `)` of a `(void)`), 0 without REWRITE.
     *
     * @return array{int, int}
     */
    public static function scan(string $code): array
    {
        $found = 0;
        $stop = 0;
        $length = \strlen($code);
        if (preg_match_all('/void/i', $code, $matches, \PREG_OFFSET_CAPTURE) > 0) {
            foreach ($matches[0] as [, $v]) {
                if ($v + 4 < $length && Lexical::isLabelByte($code[$v + 4])) {
                    continue;
                }
                $context = self::context($code, $v);
                $end = $v + 4;
                if ($context & self::RIGHT) {
                    // `,`, `)` or `=` after any blanks, or a comment; lexing goes on past a cast's `)`
                    $r = $end + strspn($code, " \t\n\r\v\f", $end);
                    $context &= ~self::RIGHT;
                    if ($r < $length && str_contains('),=/#', $code[$r])) {
                        $context |= self::REWRITE;
                        $end = $code[$r] === ')' ? $r + 1 : $end;
                    }
                }
                if ($context & self::REWRITE) {
                    $stop = $end;
                }
                $found |= $context;
            }
        }
        if (!($found & self::SENTINEL) && str_contains($code, Lexical::SENTINEL)) {
            $found |= self::SENTINEL;
        }
        return [$found, $stop];
    }

    /**
     * The left context of the `void` at $v, as the matcher re2c generates reads it right to left
     * (longest match; the first rule on a tie). A NUL byte, and the start, count as the start.
     * A line comment ends at `\n` or at a lone `\r`, as PHP's lexer ends one.
     */
    private static function context(string $s, int $v): int
    {
        if ($v === 0) {
            return self::REWRITE | self::SENTINEL;
        }
        $c = $s[$v - 1];
        // the tail of a longer name, a variable or a qualified name
        if (Lexical::isLabelByte($c) || $c === '$' || $c === '\\') {
            return 0;
        }
        // the blanks before it
        $j = $v - 1;
        while ($j >= 0 && strpos(" \t\r\v\f\n", $s[$j]) !== false) {
            $j--;
        }
        // blanks over a line break, then a line holding `//` or `#`: the line before the first
        // line break of the blanks. It runs back to a line break; one that runs into a NUL byte or
        // the start is a doubt (PHP reads a comment on over a NUL)
        $blanks = substr($s, $j + 1, $v - $j - 1);
        $newline = strcspn($blanks, "\n\r");
        if ($newline < \strlen($blanks)) {
            $lineEnd = $j + 1 + $newline;
            $k = $lineEnd - 1;
            while ($k >= 0 && strpos("\n\r\0", $s[$k]) === false) {
                $k--;
            }
            if ($k < 0 || $s[$k] === "\0") {
                return self::REWRITE | self::SENTINEL;
            }
            $line = substr($s, $k + 1, $lineEnd - $k - 1);
            if (str_contains($line, '#') || str_contains($line, '//')) {
                return self::REWRITE | self::SENTINEL;
            }
        }
        $b = $j < 0 ? "\0" : $s[$j];
        return match (true) {
            str_contains(">sS&/\0", $b) => self::REWRITE | self::SENTINEL,
            $b === '[' => self::SENTINEL,
            // a list slot, a cast, or a parameter's variable after the list's `(`, a `,`, an
            // attribute's `]`, `...`, a DNF type's `)` or (after a blank) a type or a modifier
            $b === '(' || $b === ',' || $b === ']' || $b === ')' => self::SENTINEL | self::RIGHT,
            $b === '.' => $j >= 2 && $s[$j - 1] === '.' && $s[$j - 2] === '.' ? self::SENTINEL | self::RIGHT : 0,
            $j < $v - 1 && Lexical::isLabelByte($b) => self::SENTINEL | self::RIGHT,
            default => 0,
        };
    }
}

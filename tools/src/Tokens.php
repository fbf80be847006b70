<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools;

use VoidDiscard\Tools\Reading\Throws;

/**
 * The tokens the extension's lexer loop (src/lexer.c) reads in a file, from token_get_all():
 * PHP's own lexer, so strings, comments, heredoc, inline HTML and short tags are seen as the
 * extension sees them. Whitespace and comments are left out; a single-character token is its
 * character, any other its T_* number.
 *
 * Two things token_get_all() hides are put back:
 * - where the extension's loop stops because the lexer threw (an unmatched bracket, an invalid
 *   `\u{…}` escape, an octal literal with 8 or 9, an unterminated comment, a heredoc's invalid
 *   indentation): token_get_all() clears the exception and goes on, the extension stops before
 *   that token (`$readable`);
 * - the code after a `__halt_compiler` that is only a name (`function __halt_compiler()`,
 *   `A::__halt_compiler()`): token_get_all() returns it as inline HTML, the extension lexes on.
 * Both loops end at a `__halt_compiler` that ends the code.
 *
 * @internal
 */
final class Tokens
{
    /** @var list<int|string> */
    public array $id = [];
    /** @var list<int> byte offsets */
    public array $offset = [];
    /** @var list<string> */
    public array $text = [];
    /** How many tokens the extension's lexer returns before it throws: all of them if it does not. */
    public int $readable = 0;
    public bool $failed = false;

    public static function read(string $src): self
    {
        $tokens = new self();
        // each `__halt_compiler` that is a name is lexed again as another name (renamed())
        $names = [];
        while (($name = $tokens->lex($src, $names)) !== null) {
            $names[$name] = true;
            $tokens = new self();
        }
        return $tokens;
    }

    /**
     * The tokens of the source with the pre-pass's edits applied, without lexing it again: each
     * edit replaces whole tokens (a `void` word, a `(void)` cast) or the word inside PHP 8.5's
     * `(void)` token with the tokens of its sentinel, and moves those after it.
     *
     * @param list<array{from: int, to: int, with: string}> $edits sorted, not overlapping
     */
    public function edited(array $edits): self
    {
        $tokens = new self();
        $tokens->failed = $this->failed;
        $ids = $offsets = $texts = [];
        $delta = 0;
        $e = 0;
        $next = $edits[0]['from'] ?? \PHP_INT_MAX;
        foreach ($this->id as $i => $id) {
            $offset = $this->offset[$i];
            if ($offset + \strlen($this->text[$i]) <= $next) {
                $ids[] = $id;
                $offsets[] = $offset + $delta;
                $texts[] = $this->text[$i];
                continue;
            }
            $edit = $edits[$e];
            $at = $edit['from'] + $delta;
            if ($edit['with'] === Lexical::SENTINEL_CALL) {
                array_push($ids, \T_STRING, '(', ')');
                array_push($offsets, $at, $at + 9, $at + 10);
                array_push($texts, Lexical::SENTINEL, '(', ')');
            } elseif ($edit['with'] === Lexical::CAST_SENTINEL_CALL) {
                if ($offset + 1 < $edit['to']) {
                    continue;	// the `(` and the word: the `)` ends the cast
                }
                array_push($ids, \T_STRING, '(', ')', \T_LOGICAL_OR);
                array_push($offsets, $at, $at + 14, $at + 15, $at + 17);
                array_push($texts, Lexical::CAST_SENTINEL, '(', ')', 'or');
            } elseif ($id === \T_STRING) {
                // a discarded parameter's `void`: the variable the pre-pass writes
                $ids[] = \T_VARIABLE;
                $offsets[] = $at;
                $texts[] = $edit['with'];
            } else {
                // `(void)` after `list` or a function header on PHP 8.5+: the word inside becomes
                // the list sentinel or the parameter's variable
                $end = $offset + \strlen($this->text[$i]) - 1 + $delta + \strlen($edit['with']) - 4;
                array_push($ids, '(', $edit['with'][0] === '$' ? \T_VARIABLE : \T_STRING, ')');
                array_push($offsets, $offset + $delta, $at, $end);
                array_push($texts, '(', $edit['with'], ')');
            }
            $delta += \strlen($edit['with']) - ($edit['to'] - $edit['from']);
            $next = $edits[++$e]['from'] ?? \PHP_INT_MAX;
        }
        $tokens->id = $ids;
        $tokens->offset = $offsets;
        $tokens->text = $texts;
        $tokens->readable = \count($ids);
        return $tokens;
    }

    /**
     * Reads $src, with each `__halt_compiler` at an offset of $names read as one: null, or the
     * offset of the first other that is a name. The walk over token_get_all()'s tokens drops
     * whitespace and comments, asks Reading\Throws where the extension's lexer would stop, and
     * ends where a `__halt_compiler` ends the code.
     *
     * @param array<int, true> $names
     */
    private function lex(string $src, array $names): ?int
    {
        $raw = @token_get_all(self::renamed($src, $names));
        $throws = new Throws($raw, str_contains($src, '\\u{'));
        $watched = Throws::WATCHED;
        $ids = $offsets = $texts = [];
        $count = $at = 0;
        $prev = null;
        foreach ($raw as $k => $token) {
            if (\is_array($token)) {
                [$id, $text] = $token;
            } else {
                // a character, or `b"`, which starts a string too
                $text = $token;
                $id = $token[-1];
            }
            $offset = $at;
            $at += \strlen($text);
            if ($id === \T_WHITESPACE) {
                continue;
            }
            if (isset($watched[$id]) && $throws->feed($id, $text, $k) && !$this->failed) {
                $this->failed = true;
                $this->readable = $count;
            }
            if ($id === \T_COMMENT || $id === \T_DOC_COMMENT) {
                continue;
            }
            if ($id === \T_STRING && isset($names[$offset])) {
                $id = \T_HALT_COMPILER;
                $text = substr($src, $offset, \strlen($text));
            } elseif ($id === \T_HALT_COMPILER) {
                if (Lexical::haltsAfter($prev)) {
                    break;	// the end of the code
                }
                return $offset;
            }
            $ids[] = $id;
            $offsets[] = $offset;
            $texts[] = $text;
            $prev = $id;
            $count++;
        }
        $this->id = $ids;
        $this->offset = $offsets;
        $this->text = $texts;
        if (!$this->failed) {
            $this->readable = $count;
        }
        return null;
    }

    /**
     * $src with each `__halt_compiler` at an offset of $names spelt as another name of its length,
     * which token_get_all() lexes on after (it lexes both alike otherwise).
     *
     * @param array<int, true> $names
     */
    private static function renamed(string $src, array $names): string
    {
        foreach ($names as $name => $_) {
            $src[$name + 14] = 'x';
        }
        return $src;
    }
}

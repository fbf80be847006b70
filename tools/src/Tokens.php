<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools;

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
        // each `__halt_compiler` that is a name is lexed again as another name of its length,
        // which token_get_all() lexes on after (it lexes both alike otherwise)
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
     * offset of the first other that is a name.
     *
     * @param array<int, true> $names
     */
    private function lex(string $src, array $names): ?int
    {
        $lexed = $src;
        foreach ($names as $name => $_) {
            $lexed[$name + 14] = 'x';
        }
        // the lexer's bracket nesting and string states, as far as they decide its exceptions:
        // `(` `[` `{`, `I` for `{$`/`${` inside a string, `D` `B` `H` `N` for a double-quoted
        // string, a backquoted one, a heredoc, a nowdoc ($inString: the top is one of those)
        $stack = [];
        $top = '';
        $inString = $varOffset = false;
        // what can throw at all in this file, checked once
        $escapes = str_contains($src, '\\u{');
        $count = 0;
        $prev = null;
        $raw = @token_get_all($lexed);
        $at = 0;
        $ids = $offsets = $texts = [];
        for ($k = 0, $n = \count($raw); $k < $n; $k++) {
            $token = $raw[$k];
            $fails = false;
            if (\is_array($token)) {
                [$id, $text] = $token;
                $offset = $at;
                $at += \strlen($text);
                if ($id === \T_WHITESPACE) {
                    continue;
                }
                if ($inString) {
                    if ($varOffset) {
                        $varOffset = $id !== \T_ENCAPSED_AND_WHITESPACE;
                    } elseif ($id === \T_CURLY_OPEN || $id === \T_DOLLAR_OPEN_CURLY_BRACES) {
                        $stack[] = $top = 'I';
                        $inString = false;
                    } elseif ($id === \T_ENCAPSED_AND_WHITESPACE) {
                        $fails = $top === 'D' || $top === 'B'
                            ? $escapes && self::invalidEscape($text)
                            : self::mixedEndIndentation($raw, $k + 1);
                    } elseif ($id === \T_END_HEREDOC && ($top === 'H' || $top === 'N')) {
                        array_pop($stack);
                        $top = $stack === [] ? '' : $stack[\count($stack) - 1];
                        $inString = $top === 'D' || $top === 'B' || $top === 'H' || $top === 'N';
                    }
                } else {
                    switch ($id) {
                        case \T_COMMENT:
                        case \T_DOC_COMMENT:
                            // an unterminated comment
                            $fails = str_starts_with($text, '/*') && (\strlen($text) < 4 || !str_ends_with($text, '*/'));
                            break;
                        case \T_ATTRIBUTE:
                            $stack[] = $top = '[';
                            break;
                        case \T_START_HEREDOC:
                            $nowdoc = str_contains($text, "'");
                            $fails = self::mixedEndIndentation($raw, $k + 1)
                                || (!$nowdoc && self::indentedAfterVariable($raw, $k + 1));
                            $stack[] = $top = $nowdoc ? 'N' : 'H';
                            $inString = true;
                            break;
                        case \T_LNUMBER:
                        case \T_DNUMBER:
                            // an octal literal with an 8 or a 9: Invalid numeric literal
                            $fails = $text[0] === '0' && strspn($text, '0123456789_') === \strlen($text)
                                && strpbrk($text, '89') !== false;
                            break;
                        case \T_CONSTANT_ENCAPSED_STRING:
                            if ($escapes) {
                                $quote = $text[0] === 'b' || $text[0] === 'B' ? 1 : 0;
                                $fails = $text[$quote] === '"' && self::invalidEscape(substr($text, $quote + 1, -1));
                            }
                            break;
                    }
                }
                if ($id === \T_COMMENT || $id === \T_DOC_COMMENT) {
                    if ($fails && !$this->failed) {
                        $this->failed = true;
                        $this->readable = $count;
                    }
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
            } else {
                // a character, or `b"`, which starts a string too
                $text = $token;
                $id = $token[-1];
                $offset = $at;
                $at += \strlen($token);
                if ($inString) {
                    if ($varOffset) {
                        $varOffset = $id !== ']';
                    } elseif ($id === '[') {
                        $varOffset = true;
                    } elseif (($id === '"' && $top === 'D') || ($id === '`' && $top === 'B')) {
                        array_pop($stack);
                        $top = $stack === [] ? '' : $stack[\count($stack) - 1];
                        $inString = $top === 'D' || $top === 'B' || $top === 'H' || $top === 'N';
                    }
                } else {
                    switch ($id) {
                        case '(':
                        case '[':
                        case '{':
                            $stack[] = $top = $id;
                            break;
                        case ')':
                        case ']':
                        case '}':
                            $opening = $id === ')' ? '(' : ($id === ']' ? '[' : '{');
                            if ($top === $opening || ($id === '}' && $top === 'I')) {
                                array_pop($stack);
                                $top = $stack === [] ? '' : $stack[\count($stack) - 1];
                                $inString = $top === 'D' || $top === 'B' || $top === 'H' || $top === 'N';
                            } else {
                                $fails = true;	// Unmatched, or Unclosed … does not match
                            }
                            break;
                        case '"':
                            $stack[] = $top = 'D';
                            $inString = true;
                            break;
                        case '`':
                            $stack[] = $top = 'B';
                            $inString = true;
                            break;
                    }
                }
            }
            if ($fails && !$this->failed) {
                $this->failed = true;
                $this->readable = $count;
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
     * Whether the T_END_HEREDOC at $k (if that is one) is indented with both spaces and tabs:
     * the lexer throws on the token before it.
     *
     * @param list<array{int, string, int}|string> $raw
     */
    private static function mixedEndIndentation(array $raw, int $k): bool
    {
        if (!isset($raw[$k]) || !\is_array($raw[$k]) || $raw[$k][0] !== \T_END_HEREDOC) {
            return false;
        }
        $indentation = substr($raw[$k][1], 0, strspn($raw[$k][1], " \t"));
        return str_contains($indentation, ' ') && str_contains($indentation, "\t");
    }

    /**
     * Whether a heredoc's body starts with a variable or `{$`/`${` while its closing label is
     * indented: Invalid body indentation level.
     *
     * @param list<array{int, string, int}|string> $raw
     */
    private static function indentedAfterVariable(array $raw, int $k): bool
    {
        $first = $raw[$k][0] ?? null;
        if ($first !== \T_VARIABLE && $first !== \T_DOLLAR_OPEN_CURLY_BRACES && $first !== \T_CURLY_OPEN) {
            return false;
        }
        // the closing label: the lexer looks ahead for it, through nested heredocs, and keeps the
        // indentation of the last closing label it passes that ends a heredoc's body (nowdoc and
        // an empty body leave it), when it does not find its own
        $indentation = 0;
        $nowdocs = [false];
        for ($n = \count($raw); $k < $n; $k++) {
            $id = \is_array($raw[$k]) ? $raw[$k][0] : null;
            if ($id === \T_START_HEREDOC) {
                $nowdocs[] = str_contains($raw[$k][1], "'");
            } elseif ($id === \T_END_HEREDOC) {
                if (!array_pop($nowdocs) && ($raw[$k - 1][0] ?? null) !== \T_START_HEREDOC) {
                    $indentation = strspn($raw[$k][1], " \t");
                }
                if ($nowdocs === []) {
                    break;
                }
            }
        }
        return $indentation > 0;
    }

    /**
     * Whether a double-quoted or backquoted string's text holds an invalid `\u{…}` escape (no
     * hex digit, a character other than one before `}`, or a code point above U+10FFFF).
     */
    private static function invalidEscape(string $text): bool
    {
        if (!str_contains($text, '\\u{') || preg_match_all('/\\\\(.)/s', $text, $escapes, \PREG_OFFSET_CAPTURE) === 0) {
            return false;
        }
        foreach ($escapes[1] as [$char, $at]) {
            if ($char !== 'u' || ($text[$at + 1] ?? '') !== '{') {
                continue;
            }
            if (preg_match('/\G\{0*([0-9a-fA-F]*)\}/', $text, $digits, 0, $at + 1) !== 1
                    || $digits[0] === '{}' || \strlen($digits[1]) > 6 || hexdec($digits[1]) > 0x10FFFF) {
                return true;
            }
        }
        return false;
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Reading;

/**
 * Where PHP's lexer throws in a file that token_get_all() reads on through (it clears the
 * exception and goes on; the extension's lexer loop stops before that token): an unmatched
 * bracket, an invalid `\u{…}` escape, an octal literal with 8 or 9, an unterminated comment, a
 * heredoc's invalid indentation. Tokens feeds it the tokens of token_get_all() that can move its
 * state (WATCHED).
 *
 * It keeps the lexer's bracket nesting and string states, as far as they decide its exceptions:
 * `(` `[` `{`, `I` for `{$`/`${` inside a string, `D` `B` `H` `N` for a double-quoted string, a
 * backquoted one, a heredoc, a nowdoc ($inString: the top is one of those).
 *
 * @internal
 */
final class Throws
{
    /**
     * The tokens that open or close a state, or may throw: the others change nothing, in a string
     * or outside (the characters other than these, and the numbers other than these, leave the
     * state as it is in either).
     */
    public const WATCHED = ['(' => true, '[' => true, '{' => true, ')' => true, ']' => true, '}' => true,
        '"' => true, '`' => true, \T_COMMENT => true, \T_DOC_COMMENT => true, \T_ATTRIBUTE => true,
        \T_START_HEREDOC => true, \T_LNUMBER => true, \T_DNUMBER => true, \T_CONSTANT_ENCAPSED_STRING => true,
        \T_ENCAPSED_AND_WHITESPACE => true, \T_CURLY_OPEN => true, \T_DOLLAR_OPEN_CURLY_BRACES => true,
        \T_END_HEREDOC => true];

    /** Whether the innermost state is a string's. */
    private bool $inString = false;
    /** @var list<string> */
    private array $stack = [];
    private string $top = '';
    /** Inside a string, after `$name[`, until its `]`. */
    private bool $varOffset = false;

    /**
     * @param list<array{int, string, int}|string> $raw token_get_all()'s tokens, for the look-ahead
     *        of a heredoc's closing label
     * @param bool $escapes whether the file holds a `\u{` at all (checked once)
     */
    public function __construct(private readonly array $raw, private readonly bool $escapes)
    {
    }

    /**
     * The token $id, spelt $text, at $k in the raw tokens: whether the lexer throws on it. (One
     * method, its cases inline: Tokens calls it for a good part of every file's tokens.)
     */
    public function feed(int|string $id, string $text, int $k): bool
    {
        if ($this->inString) {
            if ($this->varOffset) {
                // `$name[…]`: up to its `]`
                $this->varOffset = \is_string($id) ? $id !== ']' : $id !== \T_ENCAPSED_AND_WHITESPACE;
            } elseif ($id === '[') {
                $this->varOffset = true;
            } elseif ($id === \T_CURLY_OPEN || $id === \T_DOLLAR_OPEN_CURLY_BRACES) {
                $this->stack[] = $this->top = 'I';
                $this->inString = false;
            } elseif ($id === \T_ENCAPSED_AND_WHITESPACE) {
                return $this->top === 'D' || $this->top === 'B'
                    ? $this->escapes && self::invalidEscape($text)
                    : $this->mixedEndIndentation($k + 1);
            } elseif (($id === '"' && $this->top === 'D') || ($id === '`' && $this->top === 'B')
                    || ($id === \T_END_HEREDOC && ($this->top === 'H' || $this->top === 'N'))) {
                array_pop($this->stack);
                $this->top = $this->stack === [] ? '' : $this->stack[\count($this->stack) - 1];
                $this->inString = $this->top === 'D' || $this->top === 'B' || $this->top === 'H' || $this->top === 'N';
            }
            return false;
        }
        // (a switch over characters and one over numbers: PHP compares a number with a character
        // as strings, converting the number, where one switch mixes them)
        if (\is_string($id)) {
            switch ($id) {
                case '(':
                case '[':
                case '{':
                    $this->stack[] = $this->top = $id;
                    break;
                case ')':
                case ']':
                case '}':
                    if ($this->top !== ($id === ')' ? '(' : ($id === ']' ? '[' : '{')) && !($id === '}' && $this->top === 'I')) {
                        return true;	// Unmatched, or Unclosed … does not match
                    }
                    array_pop($this->stack);
                    $this->top = $this->stack === [] ? '' : $this->stack[\count($this->stack) - 1];
                    $this->inString = $this->top === 'D' || $this->top === 'B' || $this->top === 'H' || $this->top === 'N';
                    break;
                case '"':
                case '`':
                    $this->stack[] = $this->top = $id === '"' ? 'D' : 'B';
                    $this->inString = true;
                    break;
            }
            return false;
        }
        switch ($id) {
            case \T_COMMENT:
            case \T_DOC_COMMENT:
                // an unterminated comment
                return str_starts_with($text, '/*') && (\strlen($text) < 4 || !str_ends_with($text, '*/'));
            case \T_ATTRIBUTE:
                $this->stack[] = $this->top = '[';
                break;
            case \T_START_HEREDOC:
                $nowdoc = str_contains($text, "'");
                $this->stack[] = $this->top = $nowdoc ? 'N' : 'H';
                $this->inString = true;
                return $this->mixedEndIndentation($k + 1) || (!$nowdoc && $this->indentedAfterVariable($k + 1));
            case \T_LNUMBER:
            case \T_DNUMBER:
                // an octal literal with an 8 or a 9: Invalid numeric literal
                return $text[0] === '0' && strspn($text, '0123456789_') === \strlen($text) && strpbrk($text, '89') !== false;
            case \T_CONSTANT_ENCAPSED_STRING:
                if (!$this->escapes) {
                    break;
                }
                $quote = $text[0] === 'b' || $text[0] === 'B' ? 1 : 0;
                return $text[$quote] === '"' && self::invalidEscape(substr($text, $quote + 1, -1));
        }
        return false;
    }

    /**
     * Whether the T_END_HEREDOC at $k (if that is one) is indented with both spaces and tabs:
     * the lexer throws on the token before it.
     */
    private function mixedEndIndentation(int $k): bool
    {
        $token = $this->raw[$k] ?? null;
        if (!\is_array($token) || $token[0] !== \T_END_HEREDOC) {
            return false;
        }
        $indentation = substr($token[1], 0, strspn($token[1], " \t"));
        return str_contains($indentation, ' ') && str_contains($indentation, "\t");
    }

    /**
     * Whether a heredoc's body starts with a variable or `{$`/`${` while its closing label is
     * indented: Invalid body indentation level.
     */
    private function indentedAfterVariable(int $k): bool
    {
        $raw = $this->raw;
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

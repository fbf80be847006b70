<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Reading;

use VoidDiscard\Tools\Lexical;
use VoidDiscard\Tools\Reading;

/**
 * The bracket context (vd_context, src/prepass.h): the kind (Reading::BRACKET_*) of every bracket
 * open at the current token, innermost last, and where a function header stands. The pre-pass's
 * driver (Reading) and the lowering (Lowering, whose frames are Bracket) feed it every token, as
 * the pre-pass and lower.c feed theirs.
 *
 * @internal
 */
final class Context
{
    /** @var array<int, int> Reading::BRACKET_*, by depth: the first $depth hold */
    public array $kinds = [];
    public int $depth = 0;
    /** @var array<int, int> by depth: the current parameter's position, in a parameter list */
    public array $params = [];
    /** @var array<int, bool> by depth: whether the current parameter's `=` has come */
    public array $inDefault = [];
    /** Reading::HEADER_*: where the current token stands in a function header, before it is fed. */
    public int $header = Reading::HEADER_NONE;
    /** What the last token did: opened a bracket (at $depth - 1), closed one (at $depth, still readable). */
    public bool $pushed = false;
    public bool $popped = false;
    /** What discarded parameters are written as, once there is one (vd_edits.param_variable). */
    public ?string $paramVariable = null;

    /** The kind of the innermost open bracket, or null (vd_context_top()). */
    public function top(): ?int
    {
        return $this->depth > 0 ? $this->kinds[$this->depth - 1] : null;
    }

    /**
     * The token $token (spelt $text) after $prev (vd_context_feed()): a bracket it opens is pushed,
     * one it closes popped; `as` turns a foreach header to its targets, `,` and `=` move on in a
     * parameter list. (Inline, as every token passes here: a switch over characters and one over
     * numbers, as PHP compares a number with a character as strings where one switch mixes them.)
     */
    public function feed(int|string $token, int|string|null $prev, string $text): void
    {
        $this->pushed = $this->popped = false;
        $header = $this->header;
        if (($token === \T_FUNCTION || $token === \T_FN) && $prev !== \T_PAAMAYIM_NEKUDOTAYIM) {
            $this->header = Reading::HEADER_KEYWORD;
        } elseif ($header !== Reading::HEADER_NONE) {
            $this->header = self::headerAfter($header, $token, $text);
        }
        $kind = null;
        if (\is_string($token)) {
            switch ($token) {
                case '(':
                    $kind = $prev === \T_FOREACH ? Reading::BRACKET_FOREACH
                        : ($header !== Reading::HEADER_NONE ? Reading::BRACKET_PARAMS : Reading::BRACKET_OTHER);
                    break;
                case '[':
                case '{':
                    $kind = Reading::BRACKET_OTHER;
                    break;
                case ')':
                case ']':
                case '}':
                    if ($this->depth > 0) {
                        $this->depth--;
                        $this->popped = true;
                    }
                    return;
                case ',':
                case '=':
                    if ($this->depth > 0 && $this->kinds[$this->depth - 1] === Reading::BRACKET_PARAMS) {
                        $this->params[$this->depth - 1] += $token === ',' ? 1 : 0;
                        $this->inDefault[$this->depth - 1] = $token === '=';
                    }
                    return;
                default:
                    return;
            }
        } else {
            switch ($token) {
                case \T_CURLY_OPEN:
                case \T_DOLLAR_OPEN_CURLY_BRACES:
                case \T_ATTRIBUTE:
                    $kind = Reading::BRACKET_OTHER;
                    break;
                case \T_AS:
                    if ($this->depth > 0 && $this->kinds[$this->depth - 1] === Reading::BRACKET_FOREACH) {
                        $this->kinds[$this->depth - 1] = Reading::BRACKET_FOREACH_AS;
                    }
                    return;
                default:
                    return;
            }
        }
        $this->kinds[$this->depth] = $kind;
        $this->params[$this->depth] = 0;
        $this->inDefault[$this->depth++] = false;
        $this->pushed = true;
    }

    /**
     * Where the token after this one stands in a function header (vd_header_after()), where this
     * one stands in one ($header) and is not `function` or `fn` after anything but `::` (which
     * start one): an ampersand may follow the keyword, a name (any word) may follow either.
     */
    private static function headerAfter(int $header, int|string $token, string $text): int
    {
        if ($header === Reading::HEADER_KEYWORD && Lexical::isAmpersand($token)) {
            return Reading::HEADER_AMPERSAND;
        }
        if (($header === Reading::HEADER_KEYWORD || $header === Reading::HEADER_AMPERSAND) && $text !== ''
                && Lexical::isLabelByte($text[0])) {
            return Reading::HEADER_NAME;
        }
        return Reading::HEADER_NONE;
    }
}

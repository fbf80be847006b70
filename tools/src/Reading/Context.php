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
     * parameter list.
     */
    public function feed(int|string $token, int|string|null $prev, string $text): void
    {
        $this->pushed = $this->popped = false;
        $kind = self::opens($token, $prev, $this->header);
        $this->header = self::headerAfter($this->header, $token, $prev, $text);
        if ($kind !== null) {
            $this->kinds[$this->depth] = $kind;
            $this->params[$this->depth] = 0;
            $this->inDefault[$this->depth++] = false;
            $this->pushed = true;
            return;
        }
        switch ($token) {
            case ')':
            case ']':
            case '}':
                if ($this->depth > 0) {
                    $this->depth--;
                    $this->popped = true;
                }
                break;
            case \T_AS:
                if ($this->depth > 0 && $this->kinds[$this->depth - 1] === Reading::BRACKET_FOREACH) {
                    $this->kinds[$this->depth - 1] = Reading::BRACKET_FOREACH_AS;
                }
                break;
            case ',':
            case '=':
                if ($this->depth > 0 && $this->kinds[$this->depth - 1] === Reading::BRACKET_PARAMS) {
                    $this->params[$this->depth - 1] += $token === ',' ? 1 : 0;
                    $this->inDefault[$this->depth - 1] = $token === '=';
                }
                break;
        }
    }

    /**
     * Where the token after this one stands in a function header (vd_header_after()): `function`
     * and `fn` start one (not as a member name after `::`), an ampersand may follow the keyword, a
     * name (any word) may follow either.
     */
    private static function headerAfter(int $header, int|string|null $token, int|string|null $prev, string $text): int
    {
        if (($token === \T_FUNCTION || $token === \T_FN) && $prev !== \T_PAAMAYIM_NEKUDOTAYIM) {
            return Reading::HEADER_KEYWORD;
        }
        if ($header === Reading::HEADER_KEYWORD && Lexical::isAmpersand($token)) {
            return Reading::HEADER_AMPERSAND;
        }
        if (($header === Reading::HEADER_KEYWORD || $header === Reading::HEADER_AMPERSAND) && $text !== ''
                && Lexical::isLabelByte($text[0])) {
            return Reading::HEADER_NAME;
        }
        return Reading::HEADER_NONE;
    }

    /**
     * The kind of the bracket $token opens after $prev, where $header tells whether a function
     * header precedes it, null where it opens none: vd_context_feed()'s opening brackets.
     */
    private static function opens(int|string|null $token, int|string|null $prev, int $header): ?int
    {
        return match ($token) {
            '(' => $prev === \T_FOREACH ? Reading::BRACKET_FOREACH
                : ($header !== Reading::HEADER_NONE ? Reading::BRACKET_PARAMS : Reading::BRACKET_OTHER),
            '[', '{', \T_CURLY_OPEN, \T_DOLLAR_OPEN_CURLY_BRACES, \T_ATTRIBUTE => Reading::BRACKET_OTHER,
            default => null,
        };
    }
}

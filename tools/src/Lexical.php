<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools;

/**
 * The lexical facts the extension's stages share (src/lexical.h), once for the PHP side: the
 * words the pre-pass writes and looks for, which bytes continue a name, and which tokens play
 * which part. The reading (Reading, Lowering, Prefilter, Tokens) and the migration
 * (Migrate\Tokens) take them from here; each member names its C counterpart, so that a change to
 * one has an obvious counterpart in the other.
 *
 * A token is what Tokens and Migrate\Tokens give: a single-character token is its character, any
 * other its T_* number; null stands for no token (before the first).
 *
 * @internal
 */
final class Lexical
{
    /** VD_WORD_VOID */
    public const VOID = 'void';
    /** VD_WORD_ENUM */
    public const ENUM = 'enum';
    /** VD_WORD_LIST */
    public const LIST = 'list';
    /** VD_WORD_SENTINEL: the sentinel users may write, as a name in a list slot or called without arguments. */
    public const SENTINEL = '__discard';
    /** VD_WORD_SENTINEL_CALL: what the pre-pass writes for a discard `void`. */
    public const SENTINEL_CALL = self::SENTINEL . '()';
    /** VD_WORD_CAST_SENTINEL */
    public const CAST_SENTINEL = '__discard_cast';
    /** VD_WORD_CAST_SENTINEL_CALL: what the pre-pass writes for a `(void)` cast statement before PHP 8.5. */
    public const CAST_SENTINEL_CALL = self::CAST_SENTINEL . '() or ';

    /** The ASCII bytes of a PHP name; every byte from 0x80 on is one too (vd_is_label_byte()). */
    private const LABEL_ASCII = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';

    /** A byte of a PHP name: vd_is_label_byte(). */
    public static function isLabelByte(string $c): bool
    {
        return \ord($c) >= 0x80 || strpos(self::LABEL_ASCII, $c) !== false;
    }

    /**
     * Whether the token is the word $word as T_STRING, case-insensitively when $ci:
     * vd_lexer_is_word() (src/lexer.h), the word given as VD_WORD(NAME) gives it.
     */
    public static function isWord(int|string $token, string $text, string $word, bool $ci): bool
    {
        return $token === \T_STRING && \strlen($text) === \strlen($word)
            && ($ci ? strcasecmp($text, $word) === 0 : $text === $word);
    }

    /** vd_is_ampersand() */
    public static function isAmpersand(int|string|null $token): bool
    {
        return $token === '&' || $token === \T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG
            || $token === \T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG;
    }

    /**
     * Whether T_HALT_COMPILER after $prev ends the code: vd_halts_after(). `__halt_compiler` also
     * lexes as T_HALT_COMPILER where it is only a member name.
     */
    public static function haltsAfter(int|string|null $prev): bool
    {
        return $prev !== \T_FUNCTION && $prev !== \T_PAAMAYIM_NEKUDOTAYIM && $prev !== \T_OBJECT_OPERATOR
            && $prev !== \T_NULLSAFE_OBJECT_OPERATOR && $prev !== \T_CONST && !self::isAmpersand($prev);
    }

    /**
     * Whether a parameter's variable may follow this token directly in a parameter list:
     * vd_precedes_param_variable(). The list's `(`, a `,`, an attribute's `]`, a type (a name,
     * `array`, `callable`, `static`, a DNF group's `)`), a modifier of a promoted parameter, an
     * ampersand or `...`; not `|` or `?`, after which `void` is a type whose variable is missing.
     * PHP 8.5's `(void)` token counts as the `)` it ends: after a function header the pre-pass
     * writes it as `( $__discard )`, and a second pass reads the `void` after it as the first did.
     */
    public static function precedesParamVariable(int|string|null $token): bool
    {
        /** @var array<int|string, true>|null $before */
        static $before = null;
        $before ??= array_fill_keys(['(', ',', ']', ')', \T_ELLIPSIS, \T_STRING, \T_NAME_QUALIFIED,
            \T_NAME_FULLY_QUALIFIED, \T_NAME_RELATIVE, \T_ARRAY, \T_CALLABLE, \T_STATIC], true) + self::paramModifiers()
            + (\defined('T_VOID_CAST') ? [(int) \constant('T_VOID_CAST') => true] : []);
        return $token !== null && (isset($before[$token]) || self::isAmpersand($token));
    }

    /**
     * Whether this token is a modifier that makes a parameter a promoted property (`public`,
     * `protected`, `private`, `readonly`, `final`, and PHP 8.4's asymmetric visibility: the
     * modifier cases of vd_precedes_param_variable() and VD_IS_SET_VISIBILITY(), src/compat.h).
     */
    public static function isParamModifier(int|string|null $token): bool
    {
        return $token !== null && isset(self::paramModifiers()[$token]);
    }

    /** @return array<int, true> the tokens isParamModifier() answers true for */
    private static function paramModifiers(): array
    {
        /** @var array<int, true>|null $modifiers */
        static $modifiers = null;
        if ($modifiers === null) {
            $modifiers = array_fill_keys([\T_PUBLIC, \T_PROTECTED, \T_PRIVATE, \T_READONLY, \T_FINAL], true);
            foreach (['T_PUBLIC_SET', 'T_PROTECTED_SET', 'T_PRIVATE_SET'] as $name) {
                if (\defined($name)) {
                    $modifiers[(int) \constant($name)] = true;
                }
            }
        }
        return $modifiers;
    }

    /**
     * Control structures whose parenthesised condition is followed directly by a statement:
     * vd_is_condition_keyword().
     */
    public static function isConditionKeyword(int|string|null $token): bool
    {
        return $token === \T_IF || $token === \T_ELSEIF || $token === \T_WHILE;
    }

    /** Control structures whose `(…)` header is followed by a statement: vd_is_header_keyword(). */
    public static function isHeaderKeyword(int|string|null $token): bool
    {
        return self::isConditionKeyword($token) || $token === \T_FOR || $token === \T_FOREACH || $token === \T_DECLARE;
    }

    /**
     * After this token a `[` indexes (`$a[0]`, `f()[0]`, `"s"[0]`) rather than opening an array or
     * a list: vd_ends_operand(). `}` is left out: it ends a block far more often than a
     * `${'name'}` to index (Migrate\Tokens::isAccess() reads a `}` by what it closes).
     */
    public static function endsOperand(int|string|null $token): bool
    {
        /** @var array<int|string, true>|null $ends */
        static $ends = null;
        $ends ??= array_fill_keys([\T_VARIABLE, ')', ']', \T_STRING, \T_NAME_QUALIFIED, \T_NAME_FULLY_QUALIFIED,
            \T_NAME_RELATIVE, \T_CONSTANT_ENCAPSED_STRING, '"', \T_END_HEREDOC, \T_STRING_VARNAME, \T_STATIC,
            \T_LINE, \T_FILE, \T_DIR, \T_CLASS_C, \T_TRAIT_C, \T_METHOD_C, \T_FUNC_C, \T_NS_C], true);
        return $token !== null && isset($ends[$token]);
    }
}

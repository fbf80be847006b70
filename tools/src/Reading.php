<?php

declare(strict_types=1);

namespace VoidDiscard\Tools;

/**
 * A PHP reading of the void_discard extension's token rules: what `VoidDiscard\prepass()` and
 * `VoidDiscard\lower()` return, byte for byte, computed from PHP's own tokens (token_get_all(),
 * the lexer the extension drives) without the extension, so that PHP-Parser based tools
 * (PHPStan, Rector) read discards on any PHP 8.2+.
 *
 * The token rules follow the PHP this runs on, as the extension's do: where the lexer has a
 * `(void)` token (T_VOID_CAST, PHP 8.5+), `list(void)` is read through it and the pre-pass leaves
 * casts to PHP; before, the pre-pass emulates the cast statement.
 *
 * Where lower() throws (code that does not lex or parse, a discard by reference, a `(void)` cast
 * used as a value, …) this does not: it returns its token-level lowering, and puts back the
 * original spelling of every discard it could not lower (`&void`, a `void` in a list that is not
 * assigned to), so that the tool's own parser reports a syntax error on that line. Lines never
 * move, there as anywhere.
 *
 * A file with no candidate (no `void` word in a place the extension's prefilter, src/scanner.re,
 * flags, and no `__discard`) comes back unchanged without being tokenized.
 */
final class Reading
{
    /** What the pre-pass writes for a discard `void`, and in `list(void)` on PHP 8.5+ (src/lexical.h). */
    public const SENTINEL = '__discard';
    public const SENTINEL_CALL = '__discard()';
    /** What it writes for a `(void)` cast statement before PHP 8.5. */
    public const CAST_SENTINEL = '__discard_cast';
    public const CAST_SENTINEL_CALL = '__discard_cast() or ';

    /** The bracket context's kinds (src/prepass.h). */
    public const BRACKET_OTHER = 0;
    public const BRACKET_FOREACH = 1;
    public const BRACKET_FOREACH_AS = 2;

    /** What must follow a `void` for it to be a discard (vd_follow). */
    public const FOLLOW_FOREACH = 1;
    public const FOLLOW_ELEMENT = 2;

    /** The source PHP's parser sees for $code with the extension loaded: `VoidDiscard\prepass($code)`. */
    public static function prepass(string $code): string
    {
        $edits = self::prepassEdits($code);
        return $edits === [] ? $code : (Edits::apply($code, $edits) ?? $code);
    }

    /**
     * The pre-pass's edits, in order: byte offsets into $code, each over exactly the spelling it
     * replaces (the `void` word, a whole `(void)` cast, the word inside `list(void)`).
     *
     * @return list<array{from: int, to: int, with: string}>
     */
    public static function prepassEdits(string $code): array
    {
        [$facts, $stop] = Prefilter::scan($code);
        if (!($facts & Prefilter::REWRITE)) {
            return [];
        }
        return self::prepassEditsUntil($code, Tokens::read($code), $stop);
    }

    /** `VoidDiscard\lower($code)`: every discard and `(void)` cast rewritten to stock PHP, line for line. */
    public static function lower(string $code): string
    {
        if (!str_contains($code, self::SENTINEL) && stripos($code, 'void') === false) {
            return $code;
        }
        [$facts, $stop] = Prefilter::scan($code);
        if ($facts === 0) {
            return $code;
        }
        $tokens = Tokens::read($code);
        $prepass = $facts & Prefilter::REWRITE ? self::prepassEditsUntil($code, $tokens, $stop) : [];
        $rewritten = $prepass === [] ? $code : Edits::apply($code, $prepass);
        if ($rewritten === null) {
            $rewritten = $code;
            $prepass = [];
        }
        // the pre-pass's output, lexed from the tokens already read
        $tokens = $prepass === [] ? $tokens : $tokens->edited($prepass);
        $edits = Edits::dropNested((new Lowering($rewritten, $tokens, self::unusedVariable($code)))->edits());
        $edits = array_merge($edits, self::unlowered($code, $prepass, $edits));
        return Edits::apply($rewritten, $edits) ?? $code;
    }

    /**
     * `$` and the first of `__void`, `__void_2`, … that occurs nowhere in $code, not even in a
     * string or a comment: the variable lower() writes.
     */
    public static function unusedVariable(string $code): string
    {
        $name = '__void';
        for ($n = 2; str_contains($code, $name); $n++) {
            $name = '__void_' . $n;
        }
        return '$' . $name;
    }

    /**
     * The discard rule (vd_discard_follow()): what must follow a word after prev and prev2, in
     * the bracket whose kind is $top (null outside any), for it to be a discard.
     */
    public static function follow(?int $top, int|string|null $prev, int|string|null $prev2): int
    {
        $follow = 0;
        if ($top === self::BRACKET_FOREACH_AS
                && ($prev === \T_AS || $prev === \T_DOUBLE_ARROW
                    || (self::isAmpersand($prev) && ($prev2 === \T_AS || $prev2 === \T_DOUBLE_ARROW)))) {
            $follow |= self::FOLLOW_FOREACH;
        }
        if (self::isAmpersand($prev) && ($prev2 === '[' || $prev2 === '(' || $prev2 === ',' || $prev2 === \T_DOUBLE_ARROW)) {
            $follow |= self::FOLLOW_ELEMENT;
        }
        return $follow;
    }

    public static function isAmpersand(int|string|null $token): bool
    {
        return $token === '&' || $token === \T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG
            || $token === \T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG;
    }

    /** Whether the token is the word `void`, in any case. */
    public static function isVoid(int|string $token, string $text): bool
    {
        return $token === \T_STRING && \strlen($text) === 4 && strcasecmp($text, 'void') === 0;
    }

    /** PHP 8.5's `(void)` token, or null where the lexer has none. */
    public static function voidCastToken(): ?int
    {
        static $token = false;
        if ($token === false) {
            $token = \defined('T_VOID_CAST') ? (int) \constant('T_VOID_CAST') : null;
        }
        return $token;
    }

    /**
     * The pre-pass's recognizers (src/prepass.c) over the tokens of $code, up to $stop (past the
     * last `void` the prefilter flagged), once no recognizer waits for a token.
     *
     * @return list<array{from: int, to: int, with: string}>
     */
    private static function prepassEditsUntil(string $code, Tokens $tokens, int $stop): array
    {
        $edits = [];
        $castToken = self::voidCastToken();
        $ids = $tokens->id;
        $offsets = $tokens->offset;
        $texts = $tokens->text;
        // the bracket context: the kind of every open bracket
        $kinds = [];
        $depth = 0;
        // the discard: what must follow a `void` at $voidAt
        $follow = 0;
        $voidAt = 0;
        // the cast, before PHP 8.5: 0, or 1 after `(void`, 2 after `(void)`
        $stage = 0;
        $castStart = $castEnd = $paren = 0;
        $beforeParen = null;
        $afterEnum = $parenAfterEnum = false;
        $prev = $prev2 = null;
        $prevEnd = 0;
        for ($i = 0, $n = $tokens->readable; $i < $n; $i++) {
            $token = $ids[$i];
            $offset = $offsets[$i];
            $text = $texts[$i];
            if ($i > 0) {
                $prev2 = $prev;
                $prev = $ids[$i - 1];
                $prevEnd = $offsets[$i - 1] + \strlen($texts[$i - 1]);
            }
            if ($offset >= $stop && $follow === 0 && $stage === 0) {
                break;
            }

            switch ($token) {
                case '(':
                    $kinds[$depth++] = $prev === \T_FOREACH ? self::BRACKET_FOREACH : self::BRACKET_OTHER;
                    break;
                case '[':
                case '{':
                case \T_CURLY_OPEN:
                case \T_DOLLAR_OPEN_CURLY_BRACES:
                case \T_ATTRIBUTE:
                    $kinds[$depth++] = self::BRACKET_OTHER;
                    break;
                case ')':
                case ']':
                case '}':
                    if ($depth > 0) {
                        $depth--;
                    }
                    break;
                case \T_AS:
                    if ($depth > 0 && $kinds[$depth - 1] === self::BRACKET_FOREACH) {
                        $kinds[$depth - 1] = self::BRACKET_FOREACH_AS;
                    }
                    break;
            }

            if ($follow !== 0) {
                if ((($follow & self::FOLLOW_FOREACH) && ($token === ')' || $token === \T_DOUBLE_ARROW))
                        || (($follow & self::FOLLOW_ELEMENT) && ($token === ',' || $token === ']' || $token === ')'))) {
                    $edits[] = ['from' => $voidAt, 'to' => $voidAt + 4, 'with' => self::SENTINEL_CALL];
                }
                $follow = 0;
            }
            if (self::isVoid($token, $text)) {
                $follow = self::follow($depth > 0 ? $kinds[$depth - 1] : null, $prev, $prev2);
                $voidAt = $offset;
            }

            if ($castToken !== null) {
                // `list(void)`: PHP 8.5+ lexes it as `list` and a cast; the word becomes the sentinel
                if ($token === $castToken && $prev === \T_LIST) {
                    $word = $offset + 1 + strspn($code, " \t", $offset + 1);
                    $edits[] = ['from' => $word, 'to' => $word + 4, 'with' => self::SENTINEL];
                }
                continue;
            }
            // `(void) expr`: PHP 8.5's cast statement, emulated where PHP has no cast token
            if ($stage === 0 && $token !== '(' && $token !== \T_STRING) {
                $afterEnum = false;
                continue;
            }
            if ($stage === 1) {
                $stage = $token === ')' && self::onlyBlanks($code, $prevEnd, $offset) ? 2 : 0;
                $castEnd = $offset + 1;
            } elseif ($stage === 2) {
                if (self::isCastOperand($token) && !($token === \T_STRING && $text === self::CAST_SENTINEL)) {
                    $edits[] = ['from' => $castStart, 'to' => $castEnd, 'with' => self::CAST_SENTINEL_CALL];
                }
                $stage = 0;
            }
            if ($token === '(') {
                $paren = $offset;
                $beforeParen = $prev;
                $parenAfterEnum = $afterEnum;
            } elseif ($prev === '(' && self::isVoid($token, $text) && self::castMayFollow($beforeParen)
                    && !$parenAfterEnum && !($paren > 0 && Prefilter::isLabelByte($code[$paren - 1]))
                    && self::onlyBlanks($code, $prevEnd, $offset)) {
                $stage = 1;
                $castStart = $paren;
            }
            $afterEnum = $token === \T_STRING && strcasecmp($text, 'enum') === 0;
        }
        return Edits::sorted($edits);
    }

    /** Only spaces and tabs between the two offsets. */
    private static function onlyBlanks(string $code, int $from, int $to): bool
    {
        return $to <= $from || strspn($code, " \t", $from, $to - $from) === $to - $from;
    }

    /** Whether `(void)` after this token can be a cast (vd_cast_may_follow()). */
    private static function castMayFollow(int|string|null $prev): bool
    {
        return !\in_array($prev, [\T_OBJECT_OPERATOR, \T_NULLSAFE_OBJECT_OPERATOR, \T_PAAMAYIM_NEKUDOTAYIM,
            \T_NEW, '$', \T_NS_SEPARATOR, \T_IF, \T_ELSEIF, \T_WHILE], true);
    }

    /** Whether this token starts the operand of a `(void)` cast (vd_is_cast_operand()). */
    private static function isCastOperand(int|string $token): bool
    {
        static $operands = null;
        $operands ??= array_fill_keys([\T_VARIABLE, '$', \T_STRING, \T_NAME_QUALIFIED, \T_NAME_FULLY_QUALIFIED,
            \T_NAME_RELATIVE, \T_LNUMBER, \T_DNUMBER, \T_CONSTANT_ENCAPSED_STRING, '"', \T_START_HEREDOC, '`', '!',
            '~', '@', \T_INC, \T_DEC, \T_NEW, \T_CLONE, \T_FUNCTION, \T_FN, \T_STATIC, \T_ATTRIBUTE, \T_YIELD,
            \T_YIELD_FROM, \T_THROW, \T_INCLUDE, \T_INCLUDE_ONCE, \T_REQUIRE, \T_REQUIRE_ONCE, \T_PRINT, \T_ISSET,
            \T_EMPTY, \T_EVAL, \T_EXIT, \T_LIST, \T_ARRAY, \T_MATCH, \T_INT_CAST, \T_DOUBLE_CAST, \T_STRING_CAST,
            \T_ARRAY_CAST, \T_OBJECT_CAST, \T_BOOL_CAST, \T_UNSET_CAST, \T_LINE, \T_FILE, \T_DIR, \T_CLASS_C,
            \T_TRAIT_C, \T_METHOD_C, \T_FUNC_C, \T_NS_C], true);
        return isset($operands[$token]);
    }

    /**
     * Edits that put back the spelling of every pre-pass edit the lowering left in place: there
     * lower() throws, and the original spelling is a syntax error a tool reports on its line.
     *
     * @param list<array{from: int, to: int, with: string}> $prepass sorted, offsets into $code
     * @param list<array{from: int, to: int, with: string}> $lowering offsets into the rewritten code
     * @return list<array{from: int, to: int, with: string}>
     */
    private static function unlowered(string $code, array $prepass, array $lowering): array
    {
        $restore = [];
        $delta = 0;
        foreach ($prepass as $edit) {
            $original = substr($code, $edit['from'], $edit['to'] - $edit['from']);
            $from = $edit['from'] + $delta;
            $to = $from + \strlen($edit['with']) + \strlen(Edits::lineBreaks($original));
            $delta += $to - $from - ($edit['to'] - $edit['from']);
            foreach ($lowering as $lowered) {
                if ($lowered['from'] < $to && $from < $lowered['to']) {
                    continue 2;
                }
            }
            $restore[] = ['from' => $from, 'to' => $to, 'with' => str_replace(["\r", "\n"], '', $original)];
        }
        return $restore;
    }
}

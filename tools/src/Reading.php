<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools;

use VoidDiscard\Tools\Reading\Cast;
use VoidDiscard\Tools\Reading\Context;
use VoidDiscard\Tools\Reading\Discard;
use VoidDiscard\Tools\Reading\Lexer;

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
 * original spelling of every discard it could not lower (`&void`, a `(void)` cast used as a value,
 * a `void` in a list that is not assigned to), so that the tool's own parser reports a syntax error
 * on that line. Lines never move, there as anywhere. lowerChecked() also says what lower() rejects
 * that PHP's parser takes, with the extension's message.
 *
 * A file with no candidate (no `void` word in a place the extension's prefilter, src/scanner.re,
 * flags, and no `__discard`) comes back unchanged without being tokenized.
 */
final class Reading
{
    /** The bracket context's kinds (vd_bracket_kind, src/prepass.h). */
    public const BRACKET_OTHER = 0;
    public const BRACKET_FOREACH = 1;
    public const BRACKET_FOREACH_AS = 2;
    public const BRACKET_PARAMS = 3;

    /** Where a token stands in a function header (vd_header, src/prepass.h). */
    public const HEADER_NONE = 0;
    public const HEADER_KEYWORD = 1;
    public const HEADER_AMPERSAND = 2;
    public const HEADER_NAME = 3;

    /** What must follow a `void` for it to be a discard (vd_follow, src/prepass.h). */
    public const FOLLOW_FOREACH = 1;
    public const FOLLOW_ELEMENT = 2;
    public const FOLLOW_PARAM = 4;

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
        return self::lowerChecked($code)[0];
    }

    /**
     * lower() of $code, and what `VoidDiscard\lower()` rejects in it that PHP's parser takes, as
     * the extension's AST check finds it (src/ast.c): a `(void)` cast used as a value
     * (vd_error_cast()), `&__discard()` (vd_error_by_ref()); the first, with its message, its line
     * and the line where the check reaches it (see Lowering::rejection()), else null. One pass:
     * the lowering's walk finds them.
     *
     * @return array{string, array{message: string, line: int, reached: int}|null}
     */
    public static function lowerChecked(string $code): array
    {
        $passes = self::passes($code);
        if ($passes === null) {
            return [$code, null];
        }
        [, $prepass, $rewritten, $edits, $rejection] = $passes;
        $edits = array_merge($edits, self::unlowered($code, $prepass, $edits));
        return [Edits::apply($rewritten, $edits) ?? $code, $rejection];
    }

    /**
     * lower()'s two passes over $code: its tokens, the pre-pass's edits (sorted, offsets into
     * $code), the code they make, the lowering's edits of that code (nested ones dropped) and what
     * the AST check rejects (Lowering::rejection()); null where the prefilter finds nothing to
     * rewrite.
     *
     * @return array{Tokens, list<array{from: int, to: int, with: string}>, string, list<array{from: int, to: int, with: string}>, array{message: string, line: int, reached: int}|null}|null
     */
    private static function passes(string $code): ?array
    {
        if (!str_contains($code, Lexical::SENTINEL) && stripos($code, Lexical::VOID) === false) {
            return null;
        }
        [$facts, $stop] = Prefilter::scan($code);
        if ($facts === 0) {
            return null;
        }
        $tokens = Tokens::read($code);
        $prepass = $facts & Prefilter::REWRITE ? self::prepassEditsUntil($code, $tokens, $stop) : [];
        $rewritten = $prepass === [] ? $code : Edits::apply($code, $prepass);
        if ($rewritten === null) {
            $rewritten = $code;
            $prepass = [];
        }
        // the pre-pass's output, lexed from the tokens already read
        $edited = $prepass === [] ? $tokens : $tokens->edited($prepass);
        $paramVariable = $prepass === [] ? null : self::unusedVariable($code, Lexical::SENTINEL);
        $lowering = new Lowering($rewritten, $edited, self::unusedVariable($code), $paramVariable);
        $edits = Edits::dropNested($lowering->edits());
        return [$tokens, $prepass, $rewritten, $edits, $lowering->rejection()];
    }

    /**
     * Every discard lower() rewrites, as written in $code: the byte range of its spelling (a `void`
     * word, a `(void)` cast, a sentinel `__discard` or `__discard()`), in order. For views that
     * must keep every column (the language-server proxy's, Lsp\StockView), where lower() keeps
     * only lines. A discard lower() cannot rewrite (it throws there: a `(void)` cast used as a value,
     * `&void`) is not one: the lowering writes no edit over it.
     *
     * @return list<array{from: int, to: int}>
     */
    public static function discards(string $code): array
    {
        $passes = self::passes($code);
        if ($passes === null) {
            return [];
        }
        [$tokens, $prepass, , $lowering] = $passes;
        // each lowering edit's range in $code: a range inside a pre-pass edit's replacement is
        // that edit's
        $table = self::replacements($prepass, $code);
        $regions = [];
        foreach ($lowering as $edit) {
            $regions[] = [self::original($edit['from'], $table, false), self::original($edit['to'], $table, true)];
        }
        usort($regions, static fn (array $a, array $b): int => $a <=> $b);
        $found = [];
        // (both in order: one pass over each)
        $r = 0;
        $count = \count($regions);
        foreach ($prepass as $edit) {
            while ($r < $count && $regions[$r][1] <= $edit['from']) {
                $r++;
            }
            for ($k = $r; $k < $count && $regions[$k][0] < $edit['to']; $k++) {
                [$from, $to] = $regions[$k];
                if ($edit['from'] < $to && $from < $edit['to']) {
                    $found[$edit['from']] = ['from' => $edit['from'], 'to' => $edit['to']];
                    break;
                }
            }
        }
        // the spellings the pre-pass leaves to PHP's parser: a slot's `void`, the sentinels, a
        // `(void)` token
        $cast = self::voidCastToken();
        $n = \count($tokens->id);
        usort($regions, static fn (array $a, array $b): int => $a <=> $b);
        $first = 0;
        foreach ($regions as [$from, $to]) {
            // (the regions in order: the tokens before this one's are before every later one's)
            while ($first < $n && $tokens->offset[$first] < $from) {
                $first++;
            }
            for ($i = $first; $i < $n && $tokens->offset[$i] < $to; $i++) {
                $at = $tokens->offset[$i];
                if ($at < $from || isset($found[$at])) {
                    continue;
                }
                $id = $tokens->id[$i];
                $text = $tokens->text[$i];
                if ($cast !== null && $id === $cast) {
                    // (PHP 8.5 lexes `list(void)` and `function f(void)` with the cast token too:
                    // there the pre-pass's edit of the word inside is the discard)
                    for ($inner = $at + 1; $inner < $at + \strlen($text); $inner++) {
                        if (isset($found[$inner])) {
                            continue 2;
                        }
                    }
                    $found[$at] = ['from' => $at, 'to' => $at + \strlen($text)];
                } elseif (Lexical::isWord($id, $text, Lexical::VOID, true)) {
                    $found[$at] = ['from' => $at, 'to' => $at + 4];
                } elseif (Lexical::isWord($id, $text, Lexical::SENTINEL, false)) {
                    $end = $at + \strlen($text);
                    if (($tokens->id[$i + 1] ?? null) === '(' && ($tokens->id[$i + 2] ?? null) === ')') {
                        $end = $tokens->offset[$i + 2] + 1;
                    }
                    $found[$at] = ['from' => $at, 'to' => $end];
                }
            }
        }
        ksort($found);
        $discards = [];
        foreach ($found as $span) {
            // (the word inside a `(void)` cast the pre-pass rewrote is part of the cast)
            if ($discards === [] || $span['from'] >= $discards[\count($discards) - 1]['to']) {
                $discards[] = $span;
            }
        }
        return $discards;
    }

    /**
     * Where each of the pre-pass's $edits (sorted) stands in the code they make: its start there,
     * its replacement's length, its range in $code.
     *
     * @param list<array{from: int, to: int, with: string}> $edits
     * @return list<array{int, int, int, int}>
     */
    private static function replacements(array $edits, string $code): array
    {
        $table = [];
        $shift = 0;
        foreach ($edits as $edit) {
            $length = \strlen($edit['with']) + \strlen(Edits::lineBreaks(substr($code, $edit['from'], $edit['to'] - $edit['from'])));
            $table[] = [$edit['from'] + $shift, $length, $edit['from'], $edit['to']];
            $shift += $length - ($edit['to'] - $edit['from']);
        }
        return $table;
    }

    /**
     * The offset in the original code of offset $at of the code the pre-pass's edits make of it
     * ($table: replacements()); one inside an edit's replacement is the edit's start ($end: its end).
     *
     * @param list<array{int, int, int, int}> $table
     */
    private static function original(int $at, array $table, bool $end): int
    {
        // the last edit that starts before $at (at or before, for an end)
        $lo = 0;
        $hi = \count($table) - 1;
        $found = -1;
        while ($lo <= $hi) {
            $mid = ($lo + $hi) >> 1;
            if ($end ? $table[$mid][0] < $at : $table[$mid][0] <= $at) {
                $found = $mid;
                $lo = $mid + 1;
            } else {
                $hi = $mid - 1;
            }
        }
        if ($found < 0) {
            return $at;
        }
        [$from, $length, $origFrom, $origTo] = $table[$found];
        if ($end ? $at <= $from + $length : $at < $from + $length) {
            return $end ? $origTo : $origFrom;
        }
        return $origTo + ($at - $from - $length);
    }

    /**
     * `$` and the first of $base, $base_2, … that occurs nowhere in $code, not even in a string or
     * a comment (vd_unused_variable()): with `__void`, the variable lower() writes; with
     * `__discard`, the one the pre-pass writes discarded parameters as.
     */
    public static function unusedVariable(string $code, string $base = '__void'): string
    {
        return '$' . self::unusedName($code, $base);
    }

    /**
     * The first of $base, $base_2, $base_3, … that occurs nowhere in $code, not even in a string or
     * a comment: no name of the file is it or continues it, so it is free as a name, and as the
     * start of names (the migration's probes, the Rector view's markers).
     */
    public static function unusedName(string $code, string $base): string
    {
        $name = $base;
        for ($n = 2; str_contains($code, $name); $n++) {
            $name = $base . '_' . $n;
        }
        return $name;
    }

    /**
     * The discard rule (vd_discard_follow()): what must follow a word after prev and prev2, in
     * the bracket whose kind is $top (null outside any), for it to be a discard. Directly in a
     * parameter list ($inDefault: after the parameter's `=`) only a parameter's variable.
     */
    public static function follow(?int $top, int|string|null $prev, int|string|null $prev2, bool $inDefault = false): int
    {
        if ($top === self::BRACKET_PARAMS) {
            return !$inDefault && Lexical::precedesParamVariable($prev) ? self::FOLLOW_PARAM : 0;
        }
        $follow = 0;
        if ($top === self::BRACKET_FOREACH_AS
                && ($prev === \T_AS || $prev === \T_DOUBLE_ARROW
                    || (Lexical::isAmpersand($prev) && ($prev2 === \T_AS || $prev2 === \T_DOUBLE_ARROW)))) {
            $follow |= self::FOLLOW_FOREACH;
        }
        if (Lexical::isAmpersand($prev)
                && ($prev2 === '[' || $prev2 === '(' || $prev2 === ',' || $prev2 === \T_DOUBLE_ARROW)) {
            $follow |= self::FOLLOW_ELEMENT;
        }
        return $follow;
    }

    /** Whether $token after a `void` whose rule is $follow makes it a discard (vd_follow_matches()). */
    private static function followMatches(int $follow, int|string $token): bool
    {
        if (($follow & self::FOLLOW_FOREACH) && ($token === ')' || $token === \T_DOUBLE_ARROW)) {
            return true;
        }
        if (($follow & self::FOLLOW_PARAM) && ($token === ',' || $token === ')' || $token === '=')) {
            return true;
        }
        return ($follow & self::FOLLOW_ELEMENT) && ($token === ',' || $token === ']' || $token === ')');
    }

    /** PHP 8.5's `(void)` token, or null where the lexer has none (VD_T_VOID_CAST, src/compat.h). */
    public static function voidCastToken(): ?int
    {
        static $token = false;
        if ($token === false) {
            $token = \defined('T_VOID_CAST') ? (int) \constant('T_VOID_CAST') : null;
        }
        return $token;
    }

    /**
     * The pre-pass's driver (vd_prepass_edits()) over the tokens of $code, up to $stop (past the
     * last `void` the prefilter flagged), once no recognizer waits for a token: it feeds every
     * token to each recognizer in turn; each keeps only its own state (Reading\Context, Discard,
     * Cast) and writes edits. As the extension compiles either the `(void)` emulation or the
     * `list(void)` reading (VD_HAVE_VOID_CAST_TOKEN, src/compat.h), this feeds either castFeed()
     * (no cast token: before PHP 8.5) or listCastFeed().
     *
     * @return list<array{from: int, to: int, with: string}>
     */
    private static function prepassEditsUntil(string $code, Tokens $tokens, int $stop): array
    {
        $edits = [];
        $lx = new Lexer($code);
        $context = new Context();
        $discard = new Discard();
        $cast = self::voidCastToken() === null ? new Cast() : null;
        // vd_lexer_next(), up to where the extension's lexer stops: inline, as it runs for every token
        $ids = $tokens->id;
        $offsets = $tokens->offset;
        $texts = $tokens->text;
        for ($i = 0, $n = $tokens->readable; $i < $n; $i++) {
            if ($i > 0) {
                $lx->prev2 = $lx->prev;
                $lx->prev = $lx->token;
                $lx->prevEnd = $lx->offset + \strlen($lx->text);
            }
            $lx->token = $ids[$i];
            $lx->offset = $offsets[$i];
            $lx->text = $texts[$i];
            // past stop nothing can change, once no recognizer waits for a token
            if ($lx->offset >= $stop && !self::discardBusy($discard) && !($cast !== null && self::castBusy($cast))) {
                break;
            }
            if ($cast === null) {
                self::listCastFeed($context, $lx, $edits);
            }
            $context->feed($lx->token, $lx->prev, $lx->text);
            self::discardFeed($discard, $context, $lx, $edits);
            if ($cast !== null) {
                self::castFeed($cast, $context, $lx, $edits);
            }
        }
        return Edits::sorted($edits);
    }

    /** Whether a `void` waits for the token after it (vd_discard_busy()). */
    private static function discardBusy(Discard $d): bool
    {
        return $d->follow !== 0;
    }

    /**
     * The discard (vd_discard_feed()): a `void` that the token after it makes a discard becomes
     * the sentinel call.
     *
     * @param list<array{from: int, to: int, with: string}> $edits
     */
    private static function discardFeed(Discard $d, Context $ctx, Lexer $lx, array &$edits): void
    {
        if ($d->follow !== 0) {
            if (self::followMatches($d->follow, $lx->token)) {
                $edits[] = ['from' => $d->at, 'to' => $d->at + \strlen(Lexical::VOID),
                    'with' => $d->follow === self::FOLLOW_PARAM ? self::paramVariable($ctx, $lx) : Lexical::SENTINEL_CALL];
            }
            $d->follow = 0;
        }
        // the word test after the token's: most tokens are not T_STRING (vd_lexer_is_word() is inline)
        if ($lx->token === \T_STRING && Lexical::isWord($lx->token, $lx->text, Lexical::VOID, true)) {
            $d->follow = self::follow($ctx->top(), $lx->prev, $lx->prev2, $ctx->depth > 0 && $ctx->inDefault[$ctx->depth - 1]);
            $d->at = $lx->offset;
        }
    }

    /** What discarded parameters are written as, chosen once for the file (vd_edits_add_param()). */
    private static function paramVariable(Context $ctx, Lexer $lx): string
    {
        return $ctx->paramVariable ??= self::unusedVariable($lx->src, Lexical::SENTINEL);
    }

    /**
     * `list(void)` and `function f(void)` (vd_list_cast_feed(), PHP 8.5+): the lexer reads a cast
     * there; the word inside becomes the list sentinel, as in `list(__discard)`, or after a
     * function header the sole parameter's variable; spaces, tabs and parentheses stay. Fed before
     * the context, whose header is then that of the token before the cast.
     *
     * @param list<array{from: int, to: int, with: string}> $edits
     */
    private static function listCastFeed(Context $ctx, Lexer $lx, array &$edits): void
    {
        if ($lx->token !== self::voidCastToken() || ($lx->prev !== \T_LIST && $ctx->header === self::HEADER_NONE)) {
            return;
        }
        $word = $lx->offset + 1 + strspn($lx->src, " \t", $lx->offset + 1);
        $edits[] = ['from' => $word, 'to' => $word + \strlen(Lexical::VOID),
            'with' => $lx->prev === \T_LIST ? Lexical::SENTINEL : self::paramVariable($ctx, $lx)];
    }

    /** Whether a `(void)` being matched waits for a token (VD_CAST_BUSY()). */
    private static function castBusy(Cast $c): bool
    {
        return $c->stage !== Cast::NONE;
    }

    /**
     * `(void) expr` (vd_cast_feed(), before PHP 8.5): PHP 8.5's cast statement, emulated where
     * the lexer has no cast token.
     *
     * @param list<array{from: int, to: int, with: string}> $edits
     */
    private static function castFeed(Cast $c, Context $ctx, Lexer $lx, array &$edits): void
    {
        $token = $lx->token;
        if ($c->stage === Cast::NONE && $token !== '(' && $token !== \T_STRING) {
            $c->afterEnum = false;	// the common case, first
            return;
        }
        if ($c->stage === Cast::VOID) {
            $c->stage = $token === ')' && self::onlyBlanks($lx->src, $lx->prevEnd, $lx->offset)
                ? Cast::CLOSED : Cast::NONE;
            $c->end = $lx->offset + 1;
        } elseif ($c->stage === Cast::CLOSED) {
            // `(void)(void) f()` left the first alone (`(` follows it): so does a second pass
            if (self::isCastOperand($token) && !Lexical::isWord($token, $lx->text, Lexical::CAST_SENTINEL, false)) {
                $edits[] = ['from' => $c->start, 'to' => $c->end, 'with' => Lexical::CAST_SENTINEL_CALL];
            }
            $c->stage = Cast::NONE;
        }
        if ($token === '(') {
            $c->paren = $lx->offset;
            $c->beforeParen = $lx->prev;
            // PHP lexes `enum` as a name before `(` and as the keyword before a name such as the
            // sentinel: a cast here would change that token (stock PHP rejects both)
            $c->parenAfterEnum = $c->afterEnum;
        } elseif ($lx->prev === '(' && Lexical::isWord($token, $lx->text, Lexical::VOID, true)
                && self::castMayFollow($c->beforeParen) && !$c->parenAfterEnum
                // `function f(void)`: a parameter list (discardFeed())
                && $ctx->top() !== self::BRACKET_PARAMS
                // `else(void) f();` is left alone: the sentinel would run into the name before it
                && !($c->paren > 0 && Lexical::isLabelByte($lx->src[$c->paren - 1]))
                && self::onlyBlanks($lx->src, $lx->prevEnd, $lx->offset)) {
            $c->stage = Cast::VOID;
            $c->start = $c->paren;
        }
        $c->afterEnum = Lexical::isWord($token, $lx->text, Lexical::ENUM, true);
    }

    /** Only spaces and tabs between the two offsets (vd_only_blanks()): PHP 8.5 lexes `(void)` so. */
    private static function onlyBlanks(string $code, int $from, int $to): bool
    {
        return $to <= $from || strspn($code, " \t", $from, $to - $from) === $to - $from;
    }

    /**
     * Whether `(void)` after this token can be a cast (vd_cast_may_follow()). After `if`,
     * `elseif` and `while` it is the condition; after `->`, `::`, `new`, `$` or `\` the sentinel
     * would become a member, class or variable name.
     */
    private static function castMayFollow(int|string|null $prev): bool
    {
        return !\in_array($prev, [\T_OBJECT_OPERATOR, \T_NULLSAFE_OBJECT_OPERATOR, \T_PAAMAYIM_NEKUDOTAYIM,
            \T_NEW, '$', \T_NS_SEPARATOR], true) && !Lexical::isConditionKeyword($prev);
    }

    /** Whether this token starts the operand of a `(void)` cast (vd_is_cast_operand()). */
    private static function isCastOperand(int|string $token): bool
    {
        /** @var array<int|string, true>|null $operands */
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

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools;

use VoidDiscard\Tools\Reading\Context;

/**
 * lower()'s walk over the pre-pass's output (src/lower.c), which edits each sentinel into stock
 * PHP: a list slot becomes a hole, a keyed entry goes, a foreach target becomes the file's unused
 * variable, and a `(void)` cast, or an all-void list assignment as a statement, an assignment to
 * it. Which brackets are destructuring targets is only known once they close: their edits stay
 * tentative until then.
 *
 * The walk also finds what the extension's AST check (src/ast.c) rejects in the sentinels, which
 * PHP's parser accepts: a `__discard_cast()` call that is not a cast statement (vd_void_cast(),
 * vd_error_cast()) and `&__discard()` (vd_error_by_ref()); rejection() gives the first.
 *
 * @internal
 */
final class Lowering
{
    /** vd_error_cast()'s message. */
    public const CAST_AS_VALUE = '(void) can only be used as a statement, not as a value';
    /** vd_error_by_ref()'s message. */
    public const BY_REFERENCE = 'Cannot take void by reference: a discarded value is never fetched';

    /** @var list<array{from: int, to: int, with: string}> */
    private array $final = [];
    /** @var array<int, array{from: int, to: int, with: string}> the first $tentativeCount hold */
    private array $tentative = [];
    private int $tentativeCount = 0;
    private int $length;
    private string $used;
    /** The bracket context, as the pre-pass keeps it; $brackets, by depth, are its frames' lowering part. */
    private Context $context;
    /** @var array<int, Bracket> the first $context->depth hold */
    private array $brackets = [];
    // the current token, and the two before it
    private int|string $token = 0;
    private int $offset = 0;
    private int $tokenLength = 0;
    private int|string|null $prev = null;
    private int|string|null $prev2 = null;
    private int $prevEnd = 0;
    // a closed list waiting for the token after it
    private bool $closedPending = false;
    private ?Bracket $closed = null;
    private int $closedEnd = 0;
    // `__discard` `(` `)` where the discard rule makes it a foreach target
    private int $sentinelState = 0;
    private int $sentinelFrom = 0;
    private bool $sentinelAmp = false;
    private int $sentinelFollow = 0;
    // whether a statement starts after the previous token, and after the one before
    private bool $stmtAfterPrev = false;
    private bool $stmtAfterPrev2 = false;
    private bool $headerClosed = false;
    // the current token's index; where a statement last starts as PHP's parser reads one
    // (vd_stmt(), src/ast.c; unlike the flags above, which mirror lower.c's), where a `for`
    // header's expression last starts (vd_for_exprs()), where a control structure's header and a
    // `match` subject last closed: token indexes, which only these events write
    private int $index = 0;
    private int $statementAt = 0;
    private int $forExprAt = -1;
    private int $headerClosedAt = -1;
    private int $matchClosedAt = -1;
    // a `case` label open at this bracket depth (-1: none), and the `?` in it still to be paired
    private int $caseDepth = -1;
    private int $caseQuestions = 0;
    /** @var list<array{int, int, string}> what the AST check rejects, in the code's order: where the check meets it (rejection()), its offset, its message */
    private array $errors = [];
    /** @var array{from: int, to: int, with: string}|null a discarded parameter's twin, unless `=` follows */
    private ?array $pendingParam = null;

    /**
     * $paramVariable is what the pre-pass wrote discarded parameters as (null: there is none).
     */
    public function __construct(private readonly string $src, private readonly Tokens $tokens, private readonly string $variable,
        private readonly ?string $paramVariable = null)
    {
        $this->length = \strlen($src);
        $this->used = $variable . ' = ';
        $this->context = new Context();
    }

    /**
     * The lowering's edits over the source (offsets into it), before vd_edits_drop_nested().
     *
     * @return list<array{from: int, to: int, with: string}>
     */
    public function edits(): array
    {
        $ids = $this->tokens->id;
        $offsets = $this->tokens->offset;
        $texts = $this->tokens->text;
        // the tokens after which a statement may start but for a header's `)` (statementAfter())
        $asks = [';' => true, '{' => true, '}' => true, '?' => true, ':' => true, \T_CASE => true, \T_OPEN_TAG => true,
            \T_ELSE => true, \T_DO => true];
        for ($i = 0, $n = \count($ids); $i < $n; $i++) {
            if ($i > 0) {
                $this->prev2 = $this->prev;
                $this->prev = $this->token;
                $this->prevEnd = $this->offset + $this->tokenLength;
            }
            $this->token = $ids[$i];
            $this->offset = $offsets[$i];
            $this->tokenLength = \strlen($texts[$i]);
            $this->index = $i;
            $this->headerClosed = false;
            $this->lowerToken($texts[$i]);
            $this->stmtAfterPrev2 = $this->stmtAfterPrev;
            $this->stmtAfterPrev = self::startsStatement($this->token) || $this->headerClosed;
            if ($this->headerClosed || (isset($asks[$this->token]) && $this->statementAfter($this->token))) {
                $this->statementAt = $i + 1;
            }
        }
        if ($this->closedPending) {
            $this->resolveClosed(null);
        }
        if ($this->pendingParam !== null) {
            $this->final[] = $this->pendingParam;
        }
        return $this->final;
    }

    private function lowerToken(string $text): void
    {
        $token = $this->token;
        if ($this->closedPending) {
            $this->resolveClosed($token);
        }
        if ($this->pendingParam !== null) {
            if ($token !== '=') {
                $this->final[] = $this->pendingParam;
            }
            $this->pendingParam = null;
        }

        switch ($this->sentinelState) {
            case 1:
                $this->sentinelState = $token === '(' ? 2 : 0;
                break;
            case 2:
                $this->sentinelState = $token === ')' ? 3 : 0;
                break;
            case 3:
                $this->sentinelState = 0;
                if (($this->sentinelFollow & Reading::FOLLOW_FOREACH) && ($token === ')' || $token === \T_DOUBLE_ARROW)) {
                    if ($this->sentinelAmp) {
                        // a foreach key or value by reference, which vd_foreach() checks before
                        // it walks the subject: as if at the header's `(`
                        $this->errors[] = [$this->brackets[$this->context->depth - 1]->open, $this->sentinelFrom, self::BY_REFERENCE];
                    } elseif ($token === ')') {
                        $this->final[] = ['from' => $this->sentinelFrom, 'to' => $this->prevEnd, 'with' => $this->variable];
                    } else {
                        // a discarded key: omitted, with its arrow
                        $this->final[] = ['from' => $this->sentinelFrom, 'to' => $this->blanksEnd($this->offset + $this->tokenLength), 'with' => ''];
                    }
                } elseif (($this->sentinelFollow & Reading::FOLLOW_ELEMENT) && ($token === ',' || $token === ']' || $token === ')')) {
                    // an array or list element by reference (vd_list(), vd_walk()'s ZEND_AST_ARRAY_ELEM)
                    $this->errors[] = [$this->sentinelFrom, $this->sentinelFrom, self::BY_REFERENCE];
                }
                break;
        }

        $context = $this->context;
        $top = $context->depth > 0 ? $this->brackets[$context->depth - 1] : null;
        if ($top !== null && $token !== ')' && $token !== ']' && $token !== '}') {
            $top->inner++;
            if ($top->list && $token !== ',') {
                $this->elementToken($top, $text);
            }
        }

        // the word tests inline (vd_lexer_is_word()): every token passes here
        if (($token === ',' || $token === ';') && $top !== null && $top->forPart >= 0) {
            // the next expression of a `for` header
            if ($top->condCast !== null) {
                $this->conditionCast($top, $token === ',');
            }
            $this->forExprAt = $this->index + 1;
            $top->forPart += $token === ';' ? 1 : 0;
        }
        if ($token === \T_STRING && $text === Lexical::SENTINEL) {
            // `foreach (… as __discard())`, as the pre-pass writes a foreach discard; after an
            // ampersand there, or in an element, a discard by reference
            $this->sentinelFollow = Reading::follow($context->top(), $this->prev, $this->prev2)
                & (Reading::FOLLOW_FOREACH | Reading::FOLLOW_ELEMENT);
            if ($this->sentinelFollow !== 0) {
                $this->sentinelAmp = Lexical::isAmpersand($this->prev);
                $this->sentinelState = 1;
                $this->sentinelFrom = $this->offset;
            }
        } elseif ($token === \T_STRING && $text === Lexical::CAST_SENTINEL) {
            $this->castSentinel($top);
        } elseif ($token === Reading::voidCastToken()) {
            // PHP 8.5's own cast, which its parser takes where the AST check takes the sentinel
            $this->cast($top, $this->tokenLength, false);
        } elseif ($token === ',' && $top !== null && $top->list) {
            $this->elementEnd($top, true);
        } elseif ($token === \T_VARIABLE && $this->paramVariable === $text && $top !== null
                && $context->top() === Reading::BRACKET_PARAMS) {
            $this->discardedParam($top, $context->params[$context->depth - 1]);
        }

        // the bracket context
        $context->feed($token, $this->prev, $text);
        if ($context->pushed) {
            $this->opened($this->brackets[$context->depth - 1] = new Bracket(),
                $context->depth > 1 ? $context->kinds[$context->depth - 2] : null);
        } elseif ($context->popped) {
            $this->closedBracket($this->brackets[$context->depth]);
        } elseif ($top !== null && $context->kinds[$context->depth - 1] === Reading::BRACKET_PARAMS) {
            // a parameter's modifiers, until the `,` after it
            if ($token === ',') {
                $top->promoted = false;
            } elseif (Lexical::isParamModifier($token)) {
                $top->promoted = true;
            }
        }
    }

    /**
     * `__discard_cast`, where a call of it is the sentinel (vd_is_cast_sentinel()): without
     * arguments, not a method, a declaration's name, a class or an attribute. The pre-pass writes
     * it, followed by `or`, for a `(void)` cast; the lowering rewrites those exact bytes.
     */
    private function castSentinel(?Bracket $top): void
    {
        $ids = $this->tokens->id;
        $i = $this->index;
        $prev = $this->prev;
        if (($ids[$i + 1] ?? null) !== '(' || ($ids[$i + 2] ?? null) !== ')'
                || $prev === \T_OBJECT_OPERATOR || $prev === \T_NULLSAFE_OBJECT_OPERATOR || $prev === \T_PAAMAYIM_NEKUDOTAYIM
                || $prev === \T_NEW || $this->context->header !== Reading::HEADER_NONE
                || ($top !== null && $top->attribute && ($prev === \T_ATTRIBUTE || $prev === ','))) {
            return;
        }
        if (($ids[$i + 3] ?? null) !== \T_LOGICAL_OR) {
            // not the left operand of `or`: no cast (vd_void_cast() looks for nothing else)
            $this->errors[] = [$this->offset, $this->offset, self::CAST_AS_VALUE];
            return;
        }
        $exact = substr_compare($this->src, Lexical::CAST_SENTINEL_CALL, $this->offset, \strlen(Lexical::CAST_SENTINEL_CALL)) === 0;
        $this->cast($top, $exact ? \strlen(Lexical::CAST_SENTINEL_CALL) : 0, true);
    }

    /**
     * A cast at the current token, lowered by an edit of $length bytes (0: none): where a
     * statement starts (vd_stmt()), or an expression of a `for` header's init or step, or of its
     * condition but the last (vd_for_exprs()), which the next `,` or `;` there tells
     * (conditionCast()). Elsewhere the sentinel is rejected ($sentinel; PHP 8.5's parser rejects
     * its cast).
     */
    private function cast(?Bracket $top, int $length, bool $sentinel): void
    {
        $forExpr = $this->forExprAt === $this->index;
        if ($forExpr && $top !== null && $top->forPart === 1) {
            $top->condCast = [$this->offset, $length, $sentinel];
        } elseif ($forExpr || $this->statementAt === $this->index) {
            if ($length > 0) {
                $this->addUsed($this->final, $this->offset, $this->offset + $length);
            }
        } elseif ($sentinel) {
            $this->errors[] = [$this->offset, $this->offset, self::CAST_AS_VALUE];
        }
    }

    /** The expression a cast starts in the `for` condition $for ends: at `,` ($more) a statement. */
    private function conditionCast(Bracket $for, bool $more): void
    {
        [$offset, $length, $sentinel] = $for->condCast ?? [0, 0, false];
        $for->condCast = null;
        if ($more && $length > 0) {
            $this->addUsed($this->final, $offset, $offset + $length);
        } elseif (!$more && $sentinel) {
            $this->errors[] = [$offset, $offset, self::CAST_AS_VALUE];
        }
    }

    /**
     * Whether a statement starts after $token, the current one, as PHP's parser reads the code
     * (the slots vd_stmt() is given, src/ast.c): after `;` (not in a `for` header), `{` (not a
     * `match` body nor `->{`, `::{`, `${`), `}`, an open tag, `else`, `do`, a control structure's
     * header, and `:` after one of those headers, `else` or `default`, at the end of a `case`
     * label or of a goto label (the header's `)` is the walk's). Only a `__discard_cast` or a
     * cast asks.
     */
    private function statementAfter(int|string $token): bool
    {
        if (\is_string($token)) {
            switch ($token) {
                case ';':
                    if ($this->caseDepth === $this->context->depth) {
                        $this->caseDepth = -1;
                    }
                    return $this->forExprAt !== $this->index + 1;
                case '}':
                    return true;
                case '{':
                    $prev = $this->prev;
                    return $this->matchClosedAt !== $this->index - 1 && $prev !== \T_OBJECT_OPERATOR
                        && $prev !== \T_NULLSAFE_OBJECT_OPERATOR && $prev !== \T_PAAMAYIM_NEKUDOTAYIM && $prev !== '$';
                case '?':
                    if ($this->caseDepth === $this->context->depth) {
                        $this->caseQuestions++;
                    }
                    return false;
                case ':':
                    if ($this->caseDepth === $this->context->depth) {
                        if ($this->caseQuestions === 0) {
                            $this->caseDepth = -1;
                            return true;
                        }
                        $this->caseQuestions--;
                        return false;
                    }
                    $prev = $this->prev;
                    return $this->headerClosedAt === $this->index - 1 || $prev === \T_ELSE || $prev === \T_DEFAULT
                        || ($prev === \T_STRING && $this->statementAt === $this->index - 1);
                default:
                    return false;
            }
        }
        if ($token === \T_CASE) {
            $this->caseDepth = $this->context->depth;
            $this->caseQuestions = 0;
            return false;
        }
        return $token === \T_OPEN_TAG || $token === \T_ELSE || $token === \T_DO;
    }

    /**
     * What the AST check rejects (src/ast.c) first, with its line, and the line where the check
     * reaches it (`reached`); null where it takes the code. The check stops at the first it walks:
     * the first in the code, but that it checks a foreach's targets before its subject (reaching
     * them at the header's `(`), and walks an attribute after what it qualifies (not followed
     * here). A part of the code the lowering drops (a discarded key, a foreach target list of
     * discards only) it never walks. Call after edits().
     *
     * @return array{message: string, line: int, reached: int}|null
     */
    public function rejection(): ?array
    {
        $first = null;
        foreach ($this->errors as $error) {
            if ($first !== null && $error[0] >= $first[0]) {
                continue;
            }
            foreach ($this->final as $edit) {
                if ($edit['from'] <= $error[1] && $error[1] < $edit['to']) {
                    continue 2;
                }
            }
            $first = $error;
        }
        if ($first === null) {
            return null;
        }
        return ['message' => $first[2], 'line' => $this->line($first[1]), 'reached' => $this->line($first[0])];
    }

    /** The line of $offset: PHP's lexer counts "\n", "\r\n" and a lone "\r" as one line each. */
    private function line(int $offset): int
    {
        $before = substr($this->src, 0, $offset);
        return 1 + substr_count($before, "\n") + substr_count($before, "\r") - substr_count($before, "\r\n");
    }

    /**
     * A discarded parameter, as the pre-pass wrote it (the name occurs nowhere else): the
     * variable with its position (from 1), so that those of one list stay distinct. Where lower()
     * throws (by reference, variadic, promoted, with a default) it is left alone, and
     * Reading::unlowered() puts back its `void`, which the tool's parser rejects on its line.
     */
    private function discardedParam(Bracket $params, int $position): void
    {
        if (Lexical::isAmpersand($this->prev) || $this->prev === \T_ELLIPSIS || $params->promoted) {
            return;
        }
        $this->pendingParam = ['from' => $this->offset, 'to' => $this->offset + $this->tokenLength,
            'with' => $this->variable . '_' . ($position + 1)];
    }

    /**
     * `$__void = `, one space after `=` unless a blank follows already.
     *
     * @param list<array{from: int, to: int, with: string}> $edits
     */
    private function addUsed(array &$edits, int $from, int $to): void
    {
        $spaced = $to < $this->length && $this->src[$to] !== ' ' && $this->src[$to] !== "\t" && $this->src[$to] !== "\n";
        $edits[] = ['from' => $from, 'to' => $to, 'with' => $spaced ? $this->used : substr($this->used, 0, -1)];
    }

    private function addTentative(int $from, int $to, string $with): void
    {
        $this->tentative[$this->tentativeCount++] = ['from' => $from, 'to' => $to, 'with' => $with];
    }

    /** Tentative edits from $mark on become final. */
    private function commit(int $mark): void
    {
        for ($i = $mark; $i < $this->tentativeCount; $i++) {
            $this->final[] = $this->tentative[$i];
        }
        $this->tentativeCount = $mark;
    }

    /** Whether a statement starts after this token, conservatively (vd_starts_stmt()). */
    private static function startsStatement(int|string $token): bool
    {
        return $token === ';' || $token === '{' || $token === '}' || $token === \T_OPEN_TAG || $token === \T_ELSE || $token === \T_DO;
    }

    /** Where the spaces and tabs from $offset end. */
    private function blanksEnd(int $offset): int
    {
        return $offset >= $this->length ? $offset : $offset + strspn($this->src, " \t", $offset);
    }

    private function elementBegin(Bracket $g, int $from): void
    {
        $g->elemStarted = true;
        $g->keyed = $g->amp = false;
        $g->elemFrom = $g->valueFrom = $from;
        $g->items = 0;
        $g->first = $g->second = 0;
        $g->firstVoidWord = $g->firstSentinelName = false;
        $g->groupList = $g->groupAllVoid = $g->groupEmpty = false;
        $g->elemMark = $this->tentativeCount;
    }

    /** The element of list $g ends (at `,` when $comma, else at its closing bracket). */
    private function elementEnd(Bracket $g, bool $comma): void
    {
        if (!$g->elemStarted) {
            return;	// a hole
        }
        $g->elemStarted = false;
        $discard = ($g->items === 1 && $g->firstVoidWord)
            || ($g->items === 2 && $g->firstSentinelName && $g->second === '(' && $g->groupEmpty);
        $nested = ($g->items === 1 && $g->first === '[' && $g->groupList)
            || ($g->items === 2 && $g->first === \T_LIST && $g->second === '(');
        // `&void`: left for the compiler to reject
        if ($g->amp || (!$discard && !($nested && $g->groupAllVoid))) {
            $g->kept++;
            if (!$nested) {
                $this->tentativeCount = $g->elemMark;
            }
            return;
        }
        $g->discards++;
        $this->tentativeCount = $g->elemMark;
        if (!$g->keyed) {
            $this->addTentative($g->valueFrom, $g->lastEnd, '');
        } elseif ($comma) {
            // with its comma and the blanks after it on the same line
            $this->addTentative($g->elemFrom, $this->blanksEnd($this->offset + 1), '');
        } else {
            $this->addTentative($g->elemFrom, $g->lastEnd, '');
        }
    }

    /** A token directly inside list $g: part of the current element. */
    private function elementToken(Bracket $g, string $text): void
    {
        $token = $this->token;
        if (!$g->elemStarted) {
            $this->elementBegin($g, $this->offset);
        }
        $g->lastEnd = $this->offset + $this->tokenLength;
        if ($token === \T_DOUBLE_ARROW) {
            $g->keyed = true;
            $g->items = 0;
            $g->amp = false;
            $this->tentativeCount = $g->elemMark;
            return;
        }
        if ($g->items === 0 && Lexical::isAmpersand($token)) {
            $g->amp = true;
            return;
        }
        if ($g->items === 0) {
            $g->valueFrom = $this->offset;
            $g->first = $token;
            $g->firstSentinelName = Lexical::isWord($token, $text, Lexical::SENTINEL, false);
            $g->firstVoidWord = $g->firstSentinelName || Lexical::isWord($token, $text, Lexical::VOID, true);
        } elseif ($g->items === 1) {
            $g->second = $token;
        }
        $g->items++;
    }

    /** A list closed before the current token ($token, null at the end): decide what it was. */
    private function resolveClosed(int|string|null $token): void
    {
        $c = $this->closed;
        if ($c === null) {
            return;	// closedPending is only set with closed
        }
        $parent = $this->context->depth > 0 ? $this->brackets[$this->context->depth - 1] : null;
        $allVoid = $c->discards > 0 && $c->kept === 0;
        $this->closedPending = false;
        if ($token === '=') {
            // an assignment target: `[void, void] = f();` leaves `$__void = f();` as a
            // statement, `f()` where it is a value
            if ($allVoid) {
                $this->tentativeCount = $c->mark;
                if ($c->stmt) {
                    $this->addUsed($this->final, $c->open, $this->offset + 1);
                } else {
                    $this->final[] = ['from' => $c->open, 'to' => $this->offset + 1, 'with' => ''];
                }
            } else {
                $this->commit($c->mark);
            }
            if ($parent !== null && $parent->list) {
                $parent->groupList = false;
            }
            return;
        }
        if ($parent !== null && $parent->list) {
            // an element of the enclosing list, decided with it
            $parent->groupList = true;
            $parent->groupAllVoid = $allVoid;
            return;
        }
        if ($c->afterTargetArrow && $this->context->top() === Reading::BRACKET_FOREACH_AS
                && ($token === ')' || $token === \T_DOUBLE_ARROW)) {
            if ($allVoid) {
                $this->tentativeCount = $c->mark;
                $this->final[] = ['from' => $c->open, 'to' => $this->closedEnd, 'with' => $this->variable];
            } else {
                $this->commit($c->mark);
            }
            return;
        }
        $this->tentativeCount = $c->mark;
    }

    /** A bracket opened at the current token, inside a bracket of kind $parent (Reading::BRACKET_*; null: none). */
    private function opened(Bracket $g, ?int $parent): void
    {
        $inTargets = $parent === Reading::BRACKET_FOREACH_AS;
        $g->open = $this->offset;
        $g->mark = $this->tentativeCount;
        if ($this->token === '[') {
            // `if ($x) [void] = f();`: a `)` that closes a header ends no operand
            $g->stmt = $this->stmtAfterPrev;
            $g->list = !Lexical::endsOperand($this->prev) || $g->stmt;
            $g->afterTargetArrow = $inTargets && ($this->prev === \T_AS || $this->prev === \T_DOUBLE_ARROW);
        } elseif ($this->token === '(') {
            if ($this->prev === \T_FOR) {
                $g->forPart = 0;
                $this->forExprAt = $this->index + 1;
            } elseif ($this->prev === \T_MATCH) {
                $g->match = true;
            }
            $g->list = $this->prev === \T_LIST;
            if ($g->list) {
                $g->open = $this->prevEnd - \strlen(Lexical::LIST);
            }
            $g->stmt = $this->stmtAfterPrev2;
            $g->header = Lexical::isHeaderKeyword($this->prev);
            $g->afterTargetArrow = $g->list && $inTargets && ($this->prev2 === \T_AS || $this->prev2 === \T_DOUBLE_ARROW);
        } elseif ($this->token === \T_ATTRIBUTE) {
            $g->attribute = true;
        }
    }

    /** The bracket $c closed at the current token. */
    private function closedBracket(Bracket $c): void
    {
        if ($c->list) {
            $this->elementEnd($c, false);
        }
        $this->headerClosed = $c->header;
        if ($c->header) {
            $this->headerClosedAt = $this->index;
        } elseif ($c->match) {
            $this->matchClosedAt = $this->index;
        }
        if ($c->list) {
            $this->closed = clone $c;
            $this->closedEnd = $this->offset + 1;
            $this->closedPending = true;
        }
        // the closed bracket is one item of the element around it
        $g = $this->context->depth > 0 ? $this->brackets[$this->context->depth - 1] : null;
        if ($g !== null && $g->list && $g->elemStarted) {
            $g->lastEnd = $this->offset + 1;
            $g->groupEmpty = $c->inner === 0;
            $g->groupList = false;
        }
    }
}

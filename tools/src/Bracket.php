<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools;

/**
 * The lowering's part of one open bracket (vd_group in src/lower.c): its kind and a parameter's
 * position are the bracket context's (Reading\Context), as a vd_group starts with its vd_bracket.
 * List candidates (`[` where an operand may start, `list(`) track the element being read; every
 * bracket counts the tokens directly inside it.
 *
 * @internal
 */
final class Bracket
{
    /** A parameter list: whether a modifier promotes the current parameter. */
    public bool $promoted = false;
    /** Offset of `[`, `(` or of the `list` keyword. */
    public int $open = 0;
    /** Tokens directly inside. */
    public int $inner = 0;
    public bool $list = false;
    /** Opened where a statement starts. */
    public bool $stmt = false;
    /** A control structure's header. */
    public bool $header = false;
    /** A `for` header: the part being read (0 init, 1 condition, 2 step), else -1. */
    public int $forPart = -1;
    /** @var array{int, int, bool}|null a `(void)` cast that starts a condition expression: a statement unless that expression is the last (offset, length of the edit that lowers it, 0 for none; whether it is the sentinel) */
    public ?array $condCast = null;
    /** A `match` subject's parentheses. */
    public bool $match = false;
    /** An attribute group, `#[…]`. */
    public bool $attribute = false;
    /** Opened right after `as` or `=>` in a foreach header. */
    public bool $afterTargetArrow = false;
    // lists only: the whole list
    public int $discards = 0;
    public int $kept = 0;
    public int $mark = 0;
    // lists only: the current element
    public bool $elemStarted = false;
    public bool $keyed = false;
    public bool $amp = false;
    public int $elemFrom = 0;
    public int $valueFrom = 0;
    public int $lastEnd = 0;
    public int $items = 0;
    public int $elemMark = 0;
    public int|string $first = 0;
    public int|string $second = 0;
    public bool $firstVoidWord = false;
    public bool $firstSentinelName = false;
    public bool $groupList = false;
    public bool $groupAllVoid = false;
    public bool $groupEmpty = false;
}

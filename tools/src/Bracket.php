<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools;

/**
 * One open bracket of the lowering (vd_group in src/lower.c). List candidates (`[` where an
 * operand may start, `list(`) track the element being read; every bracket counts the tokens
 * directly inside it.
 *
 * @internal
 */
final class Bracket
{
    /** Reading::BRACKET_*: whether it is a foreach header, before or after its `as`. */
    public int $kind = Reading::BRACKET_OTHER;
    /** A parameter list: the current parameter's position (from 0), and whether a modifier promotes it. */
    public int $param = 0;
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

    public function __construct(int $kind)
    {
        $this->kind = $kind;
    }
}

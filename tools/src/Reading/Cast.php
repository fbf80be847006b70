<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Reading;

/**
 * The `(void) expr` recognizer's state (vd_cast, src/prepass.c): PHP 8.5's cast statement,
 * emulated where the lexer has no cast token. Reading::castFeed() keeps it.
 *
 * @internal
 */
final class Cast
{
    /** vd_cast_stage: no cast under way (VD_CAST_NONE) */
    public const NONE = 0;
    /** `(void`, waiting for `)` (VD_CAST_VOID) */
    public const VOID = 1;
    /** `(void)`, waiting for the operand (VD_CAST_CLOSED) */
    public const CLOSED = 2;

    /** @var self::NONE|self::VOID|self::CLOSED */
    public int $stage = self::NONE;
    /** Of the `(void)` being matched. */
    public int $start = 0;
    public int $end = 0;
    /** The last `(`, and the token before it. */
    public int $paren = 0;
    public int|string|null $beforeParen = null;
    /** The previous token is the word `enum`. */
    public bool $afterEnum = false;
    /** So was the one before the last `(`. */
    public bool $parenAfterEnum = false;
}

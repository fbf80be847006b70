<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Reading;

/**
 * The current token of the pre-pass's reading and the two before it (vd_lexer, src/lexer.h): what
 * every recognizer reads. Reading's driver moves it on, over the tokens Tokens gives.
 *
 * @internal
 */
final class Lexer
{
    /** The current token: its character, or its T_* number. */
    public int|string $token = 0;
    /** Its byte offset. */
    public int $offset = 0;
    /** Its spelling. */
    public string $text = '';
    /** The token before, and the one before that (null before the first). */
    public int|string|null $prev = null;
    public int|string|null $prev2 = null;
    /** Where the token before ends. */
    public int $prevEnd = 0;

    public function __construct(public readonly string $src)
    {
    }
}

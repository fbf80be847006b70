<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Reading;

/**
 * The discard recognizer's state (vd_discard, src/prepass.c): a `void` that may be a discard,
 * decided by the token after it. Reading::discardFeed() keeps it.
 *
 * @internal
 */
final class Discard
{
    /** Reading::FOLLOW_* bits: what must follow the `void` at $at; 0 when none waits. */
    public int $follow = 0;
    public int $at = 0;
}

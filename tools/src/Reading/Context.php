<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Reading;

/**
 * The bracket context's state (vd_context, src/prepass.h): the kind (Reading::BRACKET_*) of every
 * bracket open at the current token, innermost last. Reading::contextFeed() keeps it.
 *
 * @internal
 */
final class Context
{
    /** @var array<int, int> Reading::BRACKET_*, by depth: the first $depth hold */
    public array $kinds = [];
    public int $depth = 0;

    /** The kind of the innermost open bracket, or null (vd_context_top()). */
    public function top(): ?int
    {
        return $this->depth > 0 ? $this->kinds[$this->depth - 1] : null;
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Reading;

/**
 * The bracket context's state (vd_context, src/prepass.h): the kind (Reading::BRACKET_*) of every
 * bracket open at the current token, innermost last, and where a function header stands. Reading::contextFeed() keeps it.
 *
 * @internal
 */
final class Context
{
    /** @var array<int, int> Reading::BRACKET_*, by depth: the first $depth hold */
    public array $kinds = [];
    public int $depth = 0;
    /** @var array<int, int> by depth: the current parameter's position, in a parameter list */
    public array $params = [];
    /** @var array<int, bool> by depth: whether the current parameter's `=` has come */
    public array $inDefault = [];
    /** Reading::HEADER_*: where the current token stands in a function header, before it is fed. */
    public int $header = 0;
    /** What discarded parameters are written as, once there is one (vd_edits.param_variable). */
    public ?string $paramVariable = null;

    /** The kind of the innermost open bracket, or null (vd_context_top()). */
    public function top(): ?int
    {
        return $this->depth > 0 ? $this->kinds[$this->depth - 1] : null;
    }
}

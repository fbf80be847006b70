<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\PhpParser;

use VoidDiscard\Tools\Reading;

/**
 * PHPStan's view: the file as `void-discard-lower` writes it (holes, `$__void`, `$__void_<position>`
 * for a discarded parameter), which is the stock twin of the code as far as an analyser can tell.
 * Lines never move, comments stay, so reports and PHPStan's ignore comments keep their lines.
 */
final class LoweredView implements View
{
    /** The lowering's variable in the last file code() lowered (`__void`, …), null if it lowered nothing. */
    private ?string $lowered = null;

    public function code(string $code): string
    {
        $view = Reading::lower($code);
        $this->lowered = $view === $code ? null : substr(Reading::unusedVariable($code), 1);
        return $view;
    }

    public function tokens(array $tokens): array
    {
        return $tokens;
    }

    /**
     * Whether $name is a discarded parameter's variable in the view code() gave last: the
     * lowering's variable, `_` and a position. The lowering's variable occurs nowhere in the
     * source, so no name the code's author wrote is one.
     */
    public function isDiscardedParameter(string $name): bool
    {
        if ($this->lowered === null || !str_starts_with($name, $this->lowered . '_')) {
            return false;
        }
        $position = substr($name, strlen($this->lowered) + 1);
        return $position !== '' && strspn($position, '0123456789') === strlen($position);
    }
}

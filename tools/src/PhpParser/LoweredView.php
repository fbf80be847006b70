<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\PhpParser;

use VoidDiscard\Tools\Reading;

/**
 * PHPStan's view: the file as `void-discard-lower` writes it (holes, `$__void`), which is the
 * stock twin of the code as far as an analyser can tell. Lines never move, comments stay, so
 * reports and PHPStan's ignore comments keep their lines.
 */
final class LoweredView implements View
{
    public function code(string $code): string
    {
        return Reading::lower($code);
    }

    public function tokens(array $tokens): array
    {
        return $tokens;
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use Closure;

/**
 * For tests: what a command calls to list a folder and to write a file, in place of the file
 * system's, so that a folder that cannot be read or a file that cannot be written can be had where
 * the tests run as root (who reads and writes everything). Each left null is the real one.
 */
final class Seams
{
    /**
     * @param (Closure(string): (list<string>|false))|null $list the names in a folder, false where it cannot be read
     * @param (Closure(string, string): ?string)|null $write writes a file; null, or why it could not
     */
    public function __construct(public readonly ?Closure $list = null, public readonly ?Closure $write = null)
    {
    }
}

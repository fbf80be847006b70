<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

/**
 * A command ends before it starts its work (bad usage, a missing extension, --help): its text
 * (ending in a newline), where it goes, and the exit status. Thrown by Tool, caught by the
 * command's main(), which returns the status: no command calls exit(), only tools/bin/* does,
 * with what main() returns.
 */
final class Stop extends \RuntimeException
{
    public function __construct(public readonly int $status, public readonly string $text, public readonly bool $onStdout = false)
    {
        parent::__construct($text, $status);
    }

    /** Says it and returns the exit status. */
    public function report(Output $output): int
    {
        if ($this->onStdout) {
            $output->write($this->text);
        } else {
            $output->sayRaw($this->text);
        }
        return $this->status;
    }
}

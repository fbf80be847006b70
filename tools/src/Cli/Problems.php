<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

/**
 * What a command could not handle, said once each as it is met, in one format for every command:
 * `NAME: FILE[:LINE]: message` on stderr. The rest proceeds; any problem makes the exit status 2.
 * A note is said in the same format but is no problem: something left out by design (a symbolic
 * link below a folder), which does not change the exit status.
 */
final class Problems
{
    private int $count = 0;

    public function __construct(private readonly Output $output)
    {
    }

    /** FILE[:LINE]: $message, a problem. */
    public function add(string $file, string $message, ?int $line = null): void
    {
        $this->addFormatted($file . ($line !== null ? ":$line" : '') . ": $message");
    }

    /** A problem already written as `FILE[:LINE]: message` (Migrate\Failure's messages are). */
    public function addFormatted(string $message): void
    {
        $this->output->say("{$this->output->name}: $message");
        $this->count++;
    }

    /** FILE: $message, said but no problem. */
    public function note(string $file, string $message): void
    {
        $this->output->say("{$this->output->name}: $file: $message");
    }

    public function count(): int
    {
        return $this->count;
    }

    /** 2 where anything was not handled, else $status. */
    public function status(int $status): int
    {
        return $this->count > 0 ? 2 : $status;
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

/** A file lower() rejects: PHP's message, and the line it names. */
final class Rejected extends \Exception
{
    public function __construct(string $message, public readonly int $lineNumber)
    {
        parent::__construct($message);
    }
}

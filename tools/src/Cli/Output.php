<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

/**
 * Where a command writes: its results on one stream (stdout), its messages on another (stderr),
 * and, on a terminal, a progress line that each message erases first. Tests give it memory streams.
 */
final class Output
{
    /** @var resource */
    private $out;
    /** @var resource */
    private $err;
    private bool $progressShown = false;
    private float $progressAt = 0.0;

    /**
     * @param resource|null $out default STDOUT
     * @param resource|null $err default STDERR
     */
    public function __construct(public readonly string $name, $out = null, $err = null)
    {
        $this->out = $out ?? \STDOUT;
        $this->err = $err ?? \STDERR;
    }

    /** A result, on stdout. */
    public function write(string $text): void
    {
        fwrite($this->out, $text);
    }

    /** A message, on stderr ($line without its newline). */
    public function say(string $line): void
    {
        $this->clearProgress();
        fwrite($this->err, "$line\n");
    }

    /** Text on stderr as it is. */
    public function sayRaw(string $text): void
    {
        $this->clearProgress();
        fwrite($this->err, $text);
    }

    /** "N/M FILE" over the last progress line, at most every 0.1 s, where stderr is a terminal. */
    public function progress(int $n, int $of, string $file): void
    {
        if ($of <= 20 || microtime(true) - $this->progressAt < 0.1 || !stream_isatty($this->err)) {
            return;
        }
        fwrite($this->err, "\r\033[K$n/$of $file");
        $this->progressShown = true;
        $this->progressAt = microtime(true);
    }

    public function clearProgress(): void
    {
        if ($this->progressShown) {
            fwrite($this->err, "\r\033[K");
            $this->progressShown = false;
        }
    }
}

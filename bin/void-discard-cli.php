<?php
// SPDX-License-Identifier: MIT
// What bin/void-discard-lower and bin/void-discard-migrate share: a library, not a tool. Each
// requires it from its own directory (__DIR__), where `pecl install` and composer put it too.

namespace VoidDiscard\Cli;

/** A command-line tool: its name in its messages, its usage text, and its command line. */
final class Tool
{
    public function __construct(public readonly string $name, public readonly string $usage)
    {
    }

    /** "NAME: $message" on stderr, after $clear (what erases a progress line). */
    public function warn(string $message, string $clear = ''): void
    {
        fwrite(STDERR, "$clear$this->name: $message\n");
    }

    /** "NAME: $message" on stderr, and exit status 2. */
    public function fail(string $message): never
    {
        $this->warn($message);
        exit(2);
    }

    /** The usage text on stderr, and exit status 2. */
    public function failUsage(): never
    {
        fwrite(STDERR, $this->usage);
        exit(2);
    }

    /** Fails unless the extension's $function is there. */
    public function needsExtension(string $function): void
    {
        if (!function_exists($function)) {
            $this->fail("needs the void_discard extension loaded (php -d extension=void_discard …)");
        }
    }

    /** Fails unless $path is there (a symbolic link to nothing counts with $orLink). */
    public function needsPath(string $path, bool $orLink = false): void
    {
        if (!file_exists($path) && !($orLink && is_link($path))) {
            $this->fail("no such file or directory: $path");
        }
    }

    /**
     * The command line. $options are the tool's own: option => what it does (flag(), value()),
     * called with a function that takes the next argument as the option's value (`$next($missing)`,
     * which fails with $missing where there is none). Then --ext=, -h and --help are read here, any
     * other argument that starts with `-` fails, and the rest are paths.
     * @param list<string> $argv
     * @param array<string, callable(callable(string): string): void> $options
     * @return array{list<string>, list<string>} the file name endings (default: php) and the paths
     */
    public function arguments(array $argv, array $options): array
    {
        $exts = ['php'];
        $paths = [];
        for ($i = 1; $i < count($argv); $i++) {
            $arg = $argv[$i];
            if (isset($options[$arg])) {
                $options[$arg](function (string $missing) use ($argv, &$i): string {
                    return $argv[++$i] ?? $this->fail($missing);
                });
                continue;
            }
            if (str_starts_with($arg, '--ext=')) {
                $exts = array_map('strtolower', explode(',', substr($arg, 6)));
            } elseif ($arg === '-h' || $arg === '--help') {
                echo $this->usage;
                exit(0);
            } elseif ($arg !== '' && $arg[0] === '-') {
                $this->fail("unknown option $arg\n" . $this->usage);
            } else {
                $paths[] = $arg;
            }
        }
        return [$exts, $paths];
    }
}

/** For Tool::arguments(): an option that sets $variable to $value. */
function flag(mixed &$variable, mixed $value): \Closure
{
    return function () use (&$variable, $value): void {
        $variable = $value;
    };
}

/** For Tool::arguments(): an option that sets $variable to the next argument (none: fails with $missing). */
function value(mixed &$variable, string $missing): \Closure
{
    return function (callable $next) use (&$variable, $missing): void {
        $variable = $next($missing);
    };
}

/**
 * The files to read for a PATH argument: PATH itself when it is no directory, else every file
 * below it whose name ends in `.EXT` for an EXT of $exts (in any case), sorted.
 * Symbolic links below PATH: by default as PHP's directory iterator gives them (a link to a file
 * is read, a link to a directory is not entered); with $skipLinks each is left out, and those
 * that would have been read or entered (a name with one of the endings, or a link to a
 * directory) are added to $skipped.
 * @param list<string> $exts lower case
 * @param list<string> $skipped
 * @return list<array{string, string}> each file and its path relative to PATH (for PATH itself: its base name)
 */
function php_files(string $path, array $exts, bool $skipLinks = false, array &$skipped = []): array
{
    if (!is_dir($path)) {
        return [[$path, basename($path)]];
    }
    $base = rtrim($path, '/') . '/';
    $files = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator($path, \FilesystemIterator::SKIP_DOTS));
    $found = [];
    $links = [];
    foreach ($files as $file) {
        if ($skipLinks && $file->isLink()) {
            $links[] = $file->getPathname();
        } elseif ($file->isFile() && in_array(strtolower($file->getExtension()), $exts, true)) {
            $found[] = $file->getPathname();
        }
    }
    sort($found);
    foreach ($links as $link) {
        if (in_array(strtolower(pathinfo($link, PATHINFO_EXTENSION)), $exts, true) || is_dir($link)) {
            $skipped[] = $link;
        }
    }
    return array_map(fn(string $file): array => [$file, substr($file, strlen($base))], $found);
}

/**
 * For --check: prints FILE:LINE for each line of $new that differs from the same line of $old
 * (a rewrite never moves a line) and returns how many.
 */
function print_changed_lines(string $file, string $old, string $new): int
{
    $before = explode("\n", $old);
    $changed = 0;
    foreach (explode("\n", $new) as $n => $line) {
        if ($line !== $before[$n]) {
            echo $file, ':', $n + 1, "\n";
            $changed++;
        }
    }
    return $changed;
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use Closure;

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
     * The command line. $options are the tool's own: option => what it does (Tool::flag(), Tool::value()),
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

    /** For Tool::arguments(): an option that sets $variable to $value. */
    public static function flag(mixed &$variable, mixed $value): Closure
    {
        return function () use (&$variable, $value): void {
            $variable = $value;
        };
    }

    /** For Tool::arguments(): an option that sets $variable to the next argument (none: fails with $missing). */
    public static function value(mixed &$variable, string $missing): Closure
    {
        return function (callable $next) use (&$variable, $missing): void {
            $variable = $next($missing);
        };
    }
}

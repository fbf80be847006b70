<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use Closure;

/**
 * A command-line tool: its name in its messages, its usage text, and its command line. What ends a
 * command early (fail(), failUsage(), --help) is thrown as a Stop for its main() to return.
 */
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

    /** Ends the command: "NAME: $message" on stderr, exit status 2. */
    public function fail(string $message): never
    {
        throw new Stop(2, "$this->name: $message\n");
    }

    /** Ends the command: the usage text on stderr, exit status 2. */
    public function failUsage(): never
    {
        throw new Stop(2, $this->usage);
    }

    /**
     * Runs a command's $main (which may throw a Stop) and returns its exit status: for a command
     * that does not catch Stop itself.
     *
     * @param callable(): int $main
     */
    public static function status(string $name, callable $main): int
    {
        try {
            return $main();
        } catch (Stop $stop) {
            return $stop->report(new Output($name));
        }
    }

    /** Fails unless the extension's $function is there. */
    public function needsExtension(string $function): void
    {
        if (!function_exists($function)) {
            $this->fail("needs the void_discard extension loaded (php -d extension=void_discard …)");
        }
    }

    /**
     * The command line. $options are the tool's own: option => what it does (Tool::flag(), Tool::value()),
     * called with a function that takes the next argument as the option's value (`$next($missing)`,
     * which fails with $missing where there is none). Then --ext=, -h and --help (the usage on
     * stdout, status 0) are read here, any other argument that starts with `-` fails, and the rest
     * are paths.
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
                throw new Stop(0, $this->usage, onStdout: true);
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

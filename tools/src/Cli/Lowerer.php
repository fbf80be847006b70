<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use CompileError;
use ParseError;
use VoidDiscard\Tools\Reading;

/**
 * What void-discard-lower writes for a file: `VoidDiscard\lower()` where the extension is loaded,
 * else the package's PHP reading of it (Reading::lower()), which gives the same bytes
 * (tests/tools/lower_without_extension.phpt holds the two together over the test corpus).
 *
 * lower() rejects what compiling the file would reject (PHP's parser over the pre-pass's output,
 * then the extension's checks of each discard). Without the extension, PHP's own parser reads the
 * reading's pre-pass output; the reading's lowering finds what the extension's checks reject there
 * that PHP's parser takes (a `(void)` cast used as a value, `&__discard()`), with the extension's
 * message; and PHP's parser reads the lowered file, where the reading put back the spelling of
 * each discard it could not lower. Whichever of the last two the extension's check reaches first
 * is said.
 */
final class Lowerer
{
    private function __construct(public readonly bool $extension)
    {
    }

    /** The extension's lower() where it is loaded, else the PHP reading. */
    public static function best(): self
    {
        return new self(\function_exists('VoidDiscard\lower'));
    }

    /** The PHP reading, whether or not the extension is loaded. */
    public static function reading(): self
    {
        return new self(false);
    }

    /**
     * $code lowered, line for line.
     *
     * @throws Rejected where lower() rejects it, with PHP's message and the line
     */
    public function lower(string $code): string
    {
        if ($this->extension) {
            try {
                return \VoidDiscard\lower($code);
            } catch (ParseError | CompileError $e) {
                // the extension's CompileError says its line in its message, its own line is C's
                if ($e instanceof CompileError && !$e instanceof ParseError
                        && preg_match('/^(.*), on line (\d+)$/s', $e->getMessage(), $m)) {
                    throw new Rejected($m[1], (int) $m[2]);
                }
                throw new Rejected($e->getMessage(), $e->getLine());
            }
        }
        // what PHP's lexer and parser warn about (an octal escape out of range …) is the compiler's
        // to say when it compiles the file, as lower() says nothing (tests/lower/silent.phpt)
        // (E_COMPILE_WARNING among them, which no error handler is given)
        $reporting = error_reporting(0);
        try {
            self::parse(Reading::prepass($code));
            [$lowered, $rejection] = Reading::lowerChecked($code);
            try {
                self::parse($lowered);
            } catch (Rejected $e) {
                // (the extension's check walks the file in order, and stops at the first)
                if ($rejection === null || $e->lineNumber < $rejection['reached']) {
                    throw $e;
                }
            }
        } finally {
            error_reporting($reporting);
        }
        if ($rejection !== null) {
            throw new Rejected($rejection['message'], $rejection['line']);
        }
        return $lowered;
    }

    /**
     * @throws Rejected where PHP's parser rejects $code: a ParseError, or a CompileError its grammar
     * throws (PHP 8.4: `Cannot use the static modifier on a parameter`)
     */
    private static function parse(string $code): void
    {
        try {
            $tokens = token_get_all($code, \TOKEN_PARSE);
            unset($tokens);
        } catch (CompileError $e) {
            throw new Rejected($e->getMessage(), $e->getLine());
        }
    }
}

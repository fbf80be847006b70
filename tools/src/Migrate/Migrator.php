<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

use CompileError;
use Error;
use ParseError;
use Throwable;

/**
 * One file through the migration, as `void-discard-migrate`, `--stats` and the Rector rule take it:
 * read, analysed by PHP's compiler (VoidDiscard\analyze(), from the extension), rewritten, and the
 * rewrite checked to compile as the original does.
 *
 * @internal
 */
final class Migrator
{
    /**
     * @return array{string, Migration} the new code and its migration
     * @throws Failure where the file cannot be handled (it is to be left as it is)
     */
    public static function migrate(string $file, string $code, bool $risky, bool $arrayKeys, bool $sentinel,
        ?bool $shortOpenTag): array
    {
        try {
            $t = new Tokens($code, $shortOpenTag);
            $m = new Migration($file, $t, $risky, $arrayKeys, $sentinel, $shortOpenTag);
        } catch (ParseError | CompileError $e) {
            throw new Failure(self::errorAt($file, $e));
        } catch (Throwable $e) {
            throw new Failure("$file: internal error: {$e->getMessage()}; left unchanged");
        }
        $new = $m->result();
        if ($new === $code) {
            return [$new, $m];
        }
        // The result must keep every line and compile with the extension; anything else is a bug
        // here, and this file is left as it is.
        try {
            \VoidDiscard\analyze($new, $file, 'vd_none_', $shortOpenTag);
            $error = substr_count($new, "\n") === substr_count($code, "\n") ? null : 'a line would move';
        } catch (Error $e) {
            $error = self::errorAt($file, $e);
        }
        if ($error !== null) {
            throw new Failure("$file: internal error: the rewrite would not compile as the original does ($error); left unchanged");
        }
        return [$new, $m];
    }

    /** Whether this PHP can run the migration: the extension's analysis is what decides. */
    public static function available(): bool
    {
        return function_exists('VoidDiscard\analyze');
    }

    /** Where PHP reports an error in $file: "FILE:LINE: message". */
    private static function errorAt(string $file, Error $e): string
    {
        $message = $e->getMessage();
        if (preg_match('/^(.*), on line (\d+)$/s', $message, $m) === 1) {
            return "$file:{$m[2]}: {$m[1]}";
        }
        return "$file:" . ($e instanceof ParseError || $e instanceof CompileError ? $e->getLine() : 0) . ": $message";
    }
}

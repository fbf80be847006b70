<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use CompileError;
use ParseError;

/**
 * Rewrites PHP files that use void_discard (`=> void`, `[void, $a]`, `(void) f();`) into stock PHP,
 * line for line, with VoidDiscard\lower(): for static analysers, IDEs and hosts without the extension.
 *
 *   void-discard-lower FILE                  print FILE lowered
 *   void-discard-lower -o DIR PATH...        write every PHP file under each PATH, lowered, into DIR
 *                                            (a directory PATH keeps its layout below DIR)
 *   void-discard-lower --check PATH...       list FILE:LINE for each line that uses a discard or a
 *                                            (void) cast; exit 1 if there is any
 * Options: --ext=php,inc   the file name endings searched for in directories (default: php)
 * Exit status: 0 done (or nothing found by --check), 1 --check found discards, 2 an error.
 */
final class LowerCommand
{
    /**
     * @param list<string> $argv
     * @return int the exit status
     */
    public static function main(array $argv): int
    {
        $tool = new Tool('void-discard-lower',
            "usage: void-discard-lower FILE | -o DIR PATH... | --check PATH...  [--ext=php,inc]\n");
        $tool->needsExtension('VoidDiscard\lower');

        $check = false;
        $out = null;
        [$exts, $paths] = $tool->arguments($argv, [
            '--check' => Tool::flag($check, true),
            '-o' => Tool::value($out, '-o needs a directory'),
        ]);
        if (!$paths || ($check && $out !== null) || (!$check && $out === null && (count($paths) > 1 || is_dir($paths[0])))) {
            $tool->failUsage();
        }
        foreach ($paths as $path) {
            $tool->needsPath($path);
        }

        if (!$check && $out === null) {
            echo self::lowerFile($tool, $paths[0])[1];
            return 0;
        }

        $found = 0;
        foreach ($paths as $path) {
            foreach (Files::php($path, $exts) as [$file, $relative]) {
                [$code, $lowered] = self::lowerFile($tool, $file);
                if ($check) {
                    // lines never move, so the lines that differ are the lines that use discards
                    $found += Files::printChangedLines($file, $code, $lowered);
                    continue;
                }
                $target = rtrim($out, '/') . '/' . $relative;
                if (!is_dir(dirname($target)) && !mkdir(dirname($target), 0777, true) && !is_dir(dirname($target))) {
                    $tool->fail("cannot create " . dirname($target));
                }
                if (file_put_contents($target, $lowered) === false) {
                    $tool->fail("cannot write $target");
                }
            }
        }
        return $found ? 1 : 0;
    }

    /** @return array{string, string} the file's code and its lowering */
    private static function lowerFile(Tool $tool, string $file): array
    {
        $code = @file_get_contents($file);
        if ($code === false) {
            $tool->fail("cannot read $file");
        }
        try {
            return [$code, \VoidDiscard\lower($code)];
        } catch (ParseError $e) {
            $tool->fail("$file: {$e->getMessage()}, on line {$e->getLine()}");
        } catch (CompileError $e) {
            $tool->fail("$file: {$e->getMessage()}");
        }
    }
}

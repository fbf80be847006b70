<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use PhpToken;
use VoidDiscard\Tools\Migrate\Census;
use VoidDiscard\Tools\Migrate\Diff;
use VoidDiscard\Tools\Migrate\Failure;
use VoidDiscard\Tools\Migrate\Migrator;

/**
 * Rewrites foreach values, destructuring slots and parameters that are never read into `void` discards.
 * PHP's compiler decides (VoidDiscard\analyze(), from the extension): the tokens only say where a
 * candidate stands, so that the edit is byte-exact. By default only what cannot change what the
 * program does is written; --risky adds what can, and each such spot is listed with its reason.
 * docs/migration.md has the rules.
 *
 *   void-discard-migrate PATH...             print a unified diff of what it would change
 *   void-discard-migrate --write PATH...     apply it; prints "N files, M loops, K destructurings"
 *                                            (and ", P parameters" when it writes any)
 *   void-discard-migrate --check PATH...     list FILE:LINE of each line it would change; exit 1 if any
 *   void-discard-migrate --stats PATH...     a census: files, lines, foreach loops, holes, and what the
 *                                            default run and --risky would rewrite (and why not by
 *                                            default); --json prints it as one JSON object. It
 *                                            counts every mode at once: --risky, --array-keys and
 *                                            --sentinel change nothing there
 * Options: --risky           also write the rewrites that change behaviour when a value is an
 *                            object (listed with their reason on stderr otherwise)
 *          --array-keys      also rewrite `foreach (array_keys(E) as $k)` to `foreach (E as $k => void)`
 *          --sentinel        write the sentinel spelling, `__discard()` as a foreach value and
 *                            `__discard` in a list (valid PHP syntax for every parser)
 *          --ext=php,inc     the file name endings searched for in directories (default: php)
 *          --short-open-tag=on|off   read `<?` as a server with that setting does (default: as the
 *                            PHP running the tool does)
 * Exit status: 0 done, 1 --check found changes, 2 a file could not be handled (it is left as it
 * was, the others proceed; --stats counts it under errors) or bad usage.
 */
final class MigrateCommand
{
    private const USAGE = "usage: void-discard-migrate [--write | --check] [--risky] [--array-keys] [--sentinel] [--ext=php,inc]\n"
        . "       [--short-open-tag=on|off] PATH...\n"
        . "       void-discard-migrate --stats [--json] [--ext=php,inc] [--short-open-tag=on|off] PATH...\n";

    /**
     * @param list<string> $argv
     * @return int the exit status
     */
    public static function main(array $argv): int
    {
        $tool = new Tool('void-discard-migrate', self::USAGE);
        $tool->needsExtension('VoidDiscard\analyze');
        if (!class_exists(PhpToken::class)) {
            $tool->fail("needs PHP's tokenizer extension");
        }
        ini_set('display_errors', 'stderr');
        ini_set('memory_limit', ini_get('memory_limit')); // as given: a 1 MB file fits in the default 128M
        error_reporting(E_ALL & ~E_DEPRECATED & ~E_WARNING & ~E_NOTICE & ~E_COMPILE_WARNING);

        $mode = 'diff';
        $risky = $arrayKeys = $sentinel = $stats = $json = false;
        $shortOpenTag = null;
        [$exts, $paths] = $tool->arguments($argv, [
            '--write' => Tool::flag($mode, 'write'),
            '--check' => Tool::flag($mode, 'check'),
            '--stats' => Tool::flag($stats, true),
            '--json' => Tool::flag($json, true),
            '--risky' => Tool::flag($risky, true),
            '--array-keys' => Tool::flag($arrayKeys, true),
            '--sentinel' => Tool::flag($sentinel, true),
            '--short-open-tag=on' => Tool::flag($shortOpenTag, true),
            '--short-open-tag=off' => Tool::flag($shortOpenTag, false),
        ]);
        if (!$paths) {
            $tool->failUsage();
        }
        if ($stats && $mode !== 'diff' || $json && !$stats) {
            $tool->fail(($stats ? '--stats writes and checks nothing: not with --write or --check' : '--json goes with --stats')
                . "\n" . self::USAGE);
        }
        if (ini_get('zend.multibyte')) {
            $tool->fail('zend.multibyte=1: the extension does not read `void` under it (docs/semantics.md); nothing done');
        }

        // Symbolic links are reported and skipped.
        $notFollowed = fn(string $link) => "$link: a symbolic link, not followed (name its target to migrate it)";
        $files = [];
        $failed = 0;
        foreach ($paths as $path) {
            $tool->needsPath($path, orLink: true);
            if (is_link($path)) {
                $tool->warn($notFollowed($path));
                $failed++;
                continue;
            }
            $links = [];
            foreach (Files::php($path, $exts, true, $links) as [$file]) {
                $files[] = $file;
            }
            foreach ($links as $link) {
                $tool->warn($notFollowed($link));
            }
        }

        // Each file is read, analysed and, with --write, written on its own: one that cannot be handled
        // is reported and left as it was, and memory does not grow with the tree.
        $progress = count($files) > 20 && stream_isatty(STDERR);
        $clear = $progress ? "\r\033[K" : '';
        $shown = 0.0;
        $changed = $loops = $destructurings = $params = $riskyCount = 0;
        // --stats: every rewrite of every mode, from one analysis of each file; the rewrite with all of
        // them is checked as --write checks it (Migrator::migrate()), and a file that fails is an error there too
        $census = $stats ? new Census() : null;
        foreach ($files as $n => $file) {
            if ($progress && microtime(true) - $shown > 0.1) {
                fprintf(STDERR, "\r\033[K%d/%d %s", $n + 1, count($files), $file);
                $shown = microtime(true);
            }
            try {
                $code = @file_get_contents($file);
                if ($code === false) {
                    throw new Failure("$file: cannot be read");
                }
                [$new, $m] = $census
                    ? Migrator::migrate($file, $code, true, true, false, $shortOpenTag)
                    : Migrator::migrate($file, $code, $risky, $arrayKeys, $sentinel, $shortOpenTag);
            } catch (Failure $e) {
                $tool->warn($e->getMessage(), $clear);
                $failed++;
                continue;
            }
            if ($census) {
                $census->add($file, $code, $m);
                unset($code, $new, $m);
                continue;
            }
            foreach ($m->suggestions() as [$line, $text]) {
                fwrite(STDERR, "$clear$file:$line: suggestion: $text\n");
            }
            foreach ($m->risky() as [$line, $text]) {
                fwrite(STDERR, "$clear$file:$line: risky, not written (--risky writes it): $text\n");
            }
            foreach ($m->unwritten() as [$line, $text]) {
                fwrite(STDERR, "$clear$file:$line: not written: $text\n");
            }
            $riskyCount += count($m->risky());
            if ($new === $code) {
                continue;
            }
            $changed++;
            $loops += $m->loops();
            $destructurings += $m->destructurings();
            $params += $m->params();
            if ($mode === 'write') {
                if (file_put_contents($file, $new) === false) {
                    $tool->warn("$file: cannot be written", $clear);
                    $failed++;
                }
            } elseif ($mode === 'check') {
                Files::printChangedLines($file, $code, $new);
            } else {
                echo Diff::unified($file, $code, $new);
            }
            unset($code, $new, $m);
        }
        if ($progress) {
            fwrite(STDERR, $clear);
        }
        if ($census) {
            $census->errors = $failed;
            echo $json ? $census->json() : $census->table();
            return $failed ? 2 : 0;
        }
        $plural = fn(int $n, string $word): string => "$n $word" . ($n === 1 ? '' : 's');
        $summary = sprintf("%s, %s, %s%s%s\n", $plural($changed, 'file'), $plural($loops, 'loop'),
            $plural($destructurings, 'destructuring'), $params ? ', ' . $plural($params, 'parameter') : '',
            $riskyCount ? ' (' . $plural($riskyCount, 'risky spot') . ' not written: --risky writes them)' : '');
        if ($mode === 'write') {
            echo $summary;
        } elseif ($mode === 'diff') {
            fwrite(STDERR, "would change: $summary");
        }
        return $failed ? 2 : ($mode === 'check' && $changed ? 1 : 0);
    }
}

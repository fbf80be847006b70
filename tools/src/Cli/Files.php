<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use FilesystemIterator;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/** The files a command reads, and what --check prints of them. */
final class Files
{
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
    public static function php(string $path, array $exts, bool $skipLinks = false, array &$skipped = []): array
    {
        if (!is_dir($path)) {
            return [[$path, basename($path)]];
        }
        $base = rtrim($path, '/') . '/';
        $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($path, FilesystemIterator::SKIP_DOTS));
        $found = [];
        $links = [];
        foreach ($files as $file) {
            assert($file instanceof \SplFileInfo);
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
    public static function printChangedLines(string $file, string $old, string $new): int
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
}

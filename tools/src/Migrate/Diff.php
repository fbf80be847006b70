<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

/**
 * The dry run's output: a unified diff of a file and its migration.
 *
 * @internal
 */
final class Diff
{
    /** A unified diff of two texts with the same lines (lines never move: old line N is new line N). */
    public static function unified(string $path, string $old, string $new): string
    {
        $a = explode("\n", $old);
        $b = explode("\n", $new);
        $eol = str_ends_with($old, "\n");
        $count = $eol ? count($a) - 1 : count($a);
        $changed = [];
        for ($n = 0; $n < $count; $n++) {
            if ($a[$n] !== $b[$n]) {
                $changed[] = $n;
            }
        }
        $line = fn(string $sign, string $text, int $n): string
            => $sign . $text . "\n" . ($n === $count - 1 && !$eol ? "\\ No newline at end of file\n" : '');
        $path = self::path($path);
        $out = "--- a/$path\n+++ b/$path\n";
        for ($k = 0; $k < count($changed); $k++) {
            $from = max(0, $changed[$k] - 3);
            // hunks whose contexts touch are one hunk
            while ($k + 1 < count($changed) && $changed[$k + 1] - $changed[$k] <= 7) {
                $k++;
            }
            $to = min($count - 1, $changed[$k] + 3);
            $out .= sprintf("@@ -%d,%d +%d,%d @@\n", $from + 1, $to - $from + 1, $from + 1, $to - $from + 1);
            for ($n = $from; $n <= $to; $n++) {
                $out .= $a[$n] === $b[$n] ? $line(' ', $a[$n], $n) : $line('-', $a[$n], $n) . $line('+', $b[$n], $n);
            }
        }
        return $out;
    }

    /** A path as a diff header writes it: relative to the working directory where it lies below it. */
    private static function path(string $path): string
    {
        $real = realpath($path);
        $cwd = getcwd();
        if ($real !== false && $cwd !== false && str_starts_with($real, rtrim($cwd, '/') . '/')) {
            $path = substr($real, strlen(rtrim($cwd, '/')) + 1);
        }
        $path = (string) preg_replace('#/+#', '/', $path);
        while (str_starts_with($path, './')) {
            $path = substr($path, 2);
        }
        return ltrim(str_replace('/./', '/', $path), '/');
    }
}

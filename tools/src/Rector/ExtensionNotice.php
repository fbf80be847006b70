<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Rector;

/**
 * What the set and its rule say, once per run, where the PHP running Rector has no void_discard
 * extension: the rule rewrites nothing there (PHP's compiler, through the extension, decides which
 * loops are safe), discards are still read and kept, and how to turn the rule on.
 *
 * Rector's parallel workers write their stderr to a file it shows only when a worker fails, so the
 * notice is written by the main process (which loads the set, and runs the rule itself without
 * parallel workers); a worker stays silent.
 *
 * @internal
 */
final class ExtensionNotice
{
    public const MESSAGE = '[void-discard/tools] ForeachValueToVoidRector rewrites nothing in this run, nor does'
        . ' UnusedParameterToVoidRector: the PHP running Rector has no void_discard extension, whose compiler analysis'
        . ' decides which loops and parameters are safe (discards are still read and kept as written). To have them'
        . ' write `void`, enable extension=void_discard.so in'
        . ' the php.ini of that PHP (void_discard: docs/tools.md, "Analysers: PHPStan and Rector").';

    private static bool $said = false;

    public static function once(): void
    {
        if (self::$said || self::inWorker()) {
            return;
        }
        self::$said = true;
        fwrite(STDERR, self::MESSAGE . "\n");
    }

    /** Whether this process is one of Rector's parallel workers (`rector worker … --identifier ID`). */
    private static function inWorker(): bool
    {
        $argv = $_SERVER['argv'] ?? [];
        return is_array($argv) && in_array('worker', $argv, true) && in_array('--identifier', $argv, true);
    }
}

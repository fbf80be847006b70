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
 * Where Xdebug is loaded, Rector restarts itself without it (composer/xdebug-handler) after it has
 * loaded the set: the first process and the restarted one would each say it. So the notice is
 * said as the process ends, and not by a process that restarted itself: xdebug-handler leaves
 * RECTOR_ALLOW_XDEBUG=internal|… in that one's environment (the restarted process clears it).
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
        register_shutdown_function(static function (): void {
            if (!self::restartedItself()) {
                fwrite(STDERR, self::MESSAGE . "\n");
            }
        });
    }

    /** Whether this process ran Rector again in a process without Xdebug (which says the notice). */
    public static function restartedItself(): bool
    {
        return str_starts_with((string) getenv('RECTOR_ALLOW_XDEBUG'), 'internal|');
    }

    /** Whether this process is one of Rector's parallel workers (`rector worker … --identifier ID`). */
    private static function inWorker(): bool
    {
        $argv = $_SERVER['argv'] ?? [];
        return is_array($argv) && in_array('worker', $argv, true) && in_array('--identifier', $argv, true);
    }
}

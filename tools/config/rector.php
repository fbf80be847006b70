<?php
// SPDX-License-Identifier: MIT
// Rector reads and keeps `void` discards, writes `=> void` where its code-quality set would
// write array_keys(), and `void` for a parameter never read before one that is. Add it last, after the sets it amends:
//   ->withSets([SetList::DEAD_CODE, SetList::CODE_QUALITY, VoidDiscardSetList::VOID_DISCARD])
// (VoidDiscard\Tools\Rector\Set\VoidDiscardSetList names this file). Where the PHP running Rector
// has no void_discard extension, the rules rewrite nothing and the run says so once.
declare(strict_types=1);

use Rector\CodeQuality\Rector\Foreach_\UnusedForeachValueToArrayKeysRector;
use Rector\Config\RectorConfig;
use VoidDiscard\Tools\Migrate\Migrator;
use VoidDiscard\Tools\Rector\ExtensionNotice;
use VoidDiscard\Tools\Rector\ForeachValueToVoidRector;
use VoidDiscard\Tools\Rector\UnusedParameterToVoidRector;

require_once __DIR__ . '/../autoload.php';

return static function (RectorConfig $rectorConfig): void {
    // Rector parses through PHPStan's parser: this configuration gives it the view of each file
    // that prints back as written (src/PhpParser/RectorView.php).
    $rectorConfig->phpstanConfig(__DIR__ . '/../rector.neon');
    // array_keys() copies the array the loop walks; `=> void` does not (nor fetches the values)
    $rectorConfig->skip([UnusedForeachValueToArrayKeysRector::class]);
    $rectorConfig->rule(ForeachValueToVoidRector::class);
    $rectorConfig->rule(UnusedParameterToVoidRector::class);
    if (!Migrator::available()) {
        ExtensionNotice::once();
    }
};

<?php
// SPDX-License-Identifier: MIT
// The package's set as a project uses it (config/rector.php): the rule with its defaults, and the
// view that lets Rector read and print discards.
declare(strict_types=1);

use Rector\Config\RectorConfig;
use VoidDiscard\Tools\Rector\Set\VoidDiscardSetList;

return static function (RectorConfig $rectorConfig): void {
    $rectorConfig->import(VoidDiscardSetList::VOID_DISCARD);
};

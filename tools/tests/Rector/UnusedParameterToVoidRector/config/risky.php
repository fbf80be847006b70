<?php
// SPDX-License-Identifier: MIT
// The package's set with the rule's risky rewrites on (as `void-discard-migrate --risky`).
declare(strict_types=1);

use Rector\Config\RectorConfig;
use VoidDiscard\Tools\Rector\UnusedParameterToVoidRector;
use VoidDiscard\Tools\Rector\Set\VoidDiscardSetList;

return static function (RectorConfig $rectorConfig): void {
    $rectorConfig->import(VoidDiscardSetList::VOID_DISCARD);
    $rectorConfig->ruleWithConfiguration(UnusedParameterToVoidRector::class, [UnusedParameterToVoidRector::RISKY => true]);
};

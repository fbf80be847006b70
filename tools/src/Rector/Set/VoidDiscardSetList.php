<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Rector\Set;

/**
 * The package's Rector set, by name: `->withSets([…, VoidDiscardSetList::VOID_DISCARD])`.
 *
 * @api
 */
final class VoidDiscardSetList
{
    /** Reads and keeps discards; writes `=> void` where the code-quality set would write array_keys(). */
    public const VOID_DISCARD = __DIR__ . '/../../../config/rector.php';
}

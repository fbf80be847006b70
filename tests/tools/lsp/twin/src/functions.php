<?php
// SPDX-License-Identifier: MIT

declare(strict_types=1);

namespace Shop;

/** The second of two values: callers pass a pair, the first is not needed here. */
function second($_v1, mixed $b): mixed
{
    return $b;
}

/**
 * The keys of $rows, in order.
 *
 * @param iterable<string, mixed> $rows
 * @return list<string>
 */
function keys_of(iterable $rows): array
{
    $keys = [];
    foreach ($rows as $key => $_v2) {
        $keys[] = $key;
    }
    return $keys;
}

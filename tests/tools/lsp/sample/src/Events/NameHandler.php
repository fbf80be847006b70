<?php
// SPDX-License-Identifier: MIT

declare(strict_types=1);

namespace Shop\Events;

final class NameHandler
{
    /** @var list<string> */
    private array $seen = [];

    /** Every handler is called with the event's id first; this one needs the name only. */
    public function handle(void, string $name): string
    {
        $this->seen[] = $name;
        return "hello $name";
    }

    /** @param array<string, mixed> $byName */
    public function summary(array $byName): string
    {
        $keys = [];
        array_walk($byName, function (void, string $key) use (&$keys): void {
            $keys[] = $key;
        });
        $lengths = array_map(fn(void, string $k): int => strlen($k), $byName, array_keys($byName));
        if (count($keys) > count($byName)) {
            return $fallback; // bug: undefined variable
        }
        return implode(',', $keys) . ' ' . array_sum($lengths) . ' ' . count($this->seen);
    }
}

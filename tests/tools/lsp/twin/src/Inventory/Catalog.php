<?php
// SPDX-License-Identifier: MIT

declare(strict_types=1);

namespace Shop\Inventory;

final class Catalog
{
    /** @param array<string, array{0: string, 1: int, 2: float}> $items sku => [name, stock, price] */
    public function __construct(private array $items)
    {
    }

    public function count(): int
    {
        $n = 0;
        foreach ($this->items as $_v1) {
            $n++;
        }
        return $n;
    }

    /** @return list<array{0: string, 1: int, 2: float}> */
    public function lines(): array
    {
        $lines = [];
        foreach ($this->items as $_v2 => $line) {
            $lines[] = $line;
        }
        return $lines;
    }

    public function total(): float
    {
        $total = 0.0;
        foreach ($this->lines() as $line) {
            [$_v3, $stock, $price] = $line;
            $total += $stock * $price;
        }
        return $total;
    }

    /** @return list<string> */
    public function names(): array
    {
        $names = [];
        foreach ($this->lines() as [$name, $_v4]) {
            $names[] = $name;
        }
        return $names;
    }

    /** @param array{id: int, name: string} $row */
    public function label(array $row): string
    {
        ['id' => $_v5, 'name' => $name] = $row;
        return strtoupper($name);
    }

    /** The first line's stock, read from a grid of [[sku, stock], …] rows. */
    public function firstStock(): int
    {
        $grid = array_map(fn(array $line): array => [$line[0], $line[1]], $this->lines());
        [[$_v6, $stock], $_v7] = $grid + [[null, 0], []];
        if ($stock < 0) {
            restock_all($this); // bug: undefined function
        }
        return $stock;
    }
}

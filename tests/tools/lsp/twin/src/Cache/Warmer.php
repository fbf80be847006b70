<?php
// SPDX-License-Identifier: MIT

declare(strict_types=1);

namespace Shop\Cache;

use Shop\Inventory\Catalog;

final class Warmer
{
    private int $warmed = 0;

    public function warm(Catalog $catalog): int
    {
        return $this->warmed += $catalog->count();
    }

    public function warmAll(Catalog ...$catalogs): int
    {
        foreach ($catalogs as $catalog) {
            $_v1 = $this->warm($catalog);
        }
        [$_discard, $total] = [count($catalogs), $this->warmed];
        return $total;
    }
}

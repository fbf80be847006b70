<?php
// SPDX-License-Identifier: MIT
// A method call whose second parameter is discarded, as an interface's arity asks:
// public function visit($node, void).
interface VdBenchVisitor { public function visit($node, $depth); }
final class VdBenchCounter implements VdBenchVisitor
{
    public int $seen = 0;
    public function visit($node, void) { $this->seen += $node; }
}

return static function (int $n): array {
    $v = new VdBenchCounter();
    for ($i = 0; $i < $n; $i++) {
        $v->visit($i, 1);
    }
    return [$n, $v->seen];
};

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\PhpStan;

use PhpParser\Node;
use PhpParser\Node\Expr\Array_;
use PhpParser\Node\Expr\ArrayItem;
use PhpParser\Node\Expr\Assign;
use PhpParser\Node\Expr\AssignRef;
use PhpParser\Node\Expr\List_;
use PhpParser\Node\Scalar\LNumber;
use PhpParser\Node\Stmt\Foreach_;
use PhpParser\NodeVisitorAbstract;

/**
 * A destructuring pattern with holes becomes the same pattern with each element's position as its
 * key, at every level: `[[, $x], , [$y]] = $r` reads as `[0 => [1 => $x], 2 => [0 => $y]] = $r`,
 * which PHP assigns alike. PHPStan 1.12 miscounts positions past a hole when the pattern nests ("Cannot use array
 * destructuring on int", "Literal array contains empty item", on stock code), and a `void` slot is
 * a hole in PHPStan's view of the file, so `[[void, $x], void, [$y]] = $r` would get both reports.
 * Applied to every file PHPStan parses, stock holes included: the keyed form means the same there.
 */
final class ListHolesVisitor extends NodeVisitorAbstract
{
    public function enterNode(Node $node): ?Node
    {
        $pattern = match (true) {
            $node instanceof Assign, $node instanceof AssignRef => $node->var,
            $node instanceof Foreach_ => $node->valueVar,
            default => null,
        };
        if (self::isPattern($pattern) && self::hasHole($pattern)) {
            self::key($pattern);
        }
        return null;
    }

    /** @phpstan-assert-if-true List_|Array_ $node */
    private static function isPattern(?Node $node): bool
    {
        return $node instanceof List_ || $node instanceof Array_;
    }

    /** @param List_|Array_ $pattern */
    private static function hasHole(Node $pattern): bool
    {
        foreach ($pattern->items as $item) {
            if ($item === null || (self::isPattern($item->value) && self::hasHole($item->value))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every level of the pattern: PHPStan miscounts the positions of a level that holds a pattern
     * with a hole, not only of the level with the hole.
     * @param List_|Array_ $pattern
     */
    private static function key(Node $pattern): void
    {
        $items = [];
        foreach ($pattern->items as $position => $item) {
            if ($item === null) {
                continue;
            }
            if (self::isPattern($item->value)) {
                self::key($item->value);
            }
            if ($item->key === null) {
                $item->key = new LNumber($position, $item->getAttributes());
            }
            $items[] = $item;
        }
        $pattern->items = $items;
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\PhpParser;

use PhpParser\Node;
use PhpParser\Node\Arg;
use PhpParser\Node\Expr\Assign;
use PhpParser\Node\Expr\ConstFetch;
use PhpParser\Node\Expr\FuncCall;
use PhpParser\Node\Expr\Variable;
use PhpParser\Node\Name;
use PhpParser\NodeVisitorAbstract;

/**
 * Rector's view, after parsing (RectorView): each marker becomes a node that PHP-Parser's printer
 * prints as the discard was written, should a rule make it print the node anew — a foreach target
 * `void` a constant fetch `void` (as a slot's `void` already is), a `(void) expr` cast a call of a
 * name that prints as the marker's assignment. Unchanged, they print from RectorView's tokens,
 * which spell the source.
 * Registered as a PHPStan rich-parser visitor, so it runs on every file Rector parses.
 */
final class DiscardNodeVisitor extends NodeVisitorAbstract
{
    public function __construct(private RectorView $view)
    {
    }

    /** A cast's marker is an assignment: replaced before its variable is visited. */
    public function enterNode(Node $node): ?Node
    {
        $markers = $this->view->markers();
        if ($markers && $node instanceof Assign && $node->var instanceof Variable && is_string($node->var->name)
            && isset($markers[$node->var->name])) {
            // Printed anew (a rule replaced the whole cast), it prints as the assignment it was
            // read as (`$M = (expr)`): `(void)(expr)` would be a call of the constant `void` before
            // PHP 8.5, where the parser does not read it as a cast.
            return new FuncCall(new Name('$' . $node->var->name . ' = ', $node->var->getAttributes()),
                [new Arg($node->expr, false, false, $node->expr->getAttributes())], $node->getAttributes());
        }
        return null;
    }

    public function leaveNode(Node $node): ?Node
    {
        $markers = $this->view->markers();
        if ($markers && $node instanceof Variable && is_string($node->name) && isset($markers[$node->name])) {
            return new ConstFetch(new Name($markers[$node->name], $node->getAttributes()), $node->getAttributes());
        }
        return null;
    }
}

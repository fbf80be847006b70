<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\PhpStan;

use PhpParser\Node;
use PhpParser\Node\Expr\Closure;
use PhpParser\Node\Expr\Variable;
use PhpParser\Node\FunctionLike;
use PhpParser\Comment\Doc;
use PhpParser\Node\Identifier;
use PhpParser\Node\IntersectionType;
use PhpParser\Node\Name;
use PhpParser\Node\NullableType;
use PhpParser\Node\UnionType;
use PhpParser\Node\Stmt\ClassMethod;
use PhpParser\Node\Stmt\Function_;
use PhpParser\Node\Stmt\Unset_;
use PhpParser\NodeVisitorAbstract;
use VoidDiscard\Tools\PhpParser\LoweredView;

/**
 * A discarded parameter (`function (void, $b)`, `$__void_1` in PHPStan's view of the file) is one
 * no PHPDoc can name and no body can read, so PHPStan should find nothing about it that it finds
 * about a named one:
 *   - written without a type, it gets `mixed` (what an untyped parameter accepts): PHPStan's level
 *     6 asks a type of every parameter ("has parameter $x with no type specified"), and a
 *     discarded one can get none from `@param`; written `array` or `iterable` (`?array`,
 *     `Foo|iterable`), it gets `mixed` values (`array<mixed>`) in a `@param` tag of its own on
 *     the node, for the same reason: PHPStan's level 6 asks the value type of an array, which
 *     the migration removed with the parameter's `@param` tag (a generic class's parameters are
 *     not filled in: PHPStan still asks for them);
 *   - a body opens with `unset()` of it: with the extension the body has no variable of that
 *     name (`get_defined_vars()` does not list it), and PHPStan's unused constructor parameter
 *     rule, which looks for the name in the body, no longer reports it.
 * A type written on the parameter stays, with what PHPStan reports about it (as on any parameter).
 * Registered as a PHPStan rich-parser visitor with the view the lexer reads (extension.neon).
 */
final class DiscardedParametersVisitor extends NodeVisitorAbstract
{
    public function __construct(private LoweredView $view)
    {
    }

    public function enterNode(Node $node): ?Node
    {
        if (!$node instanceof FunctionLike) {
            return null;
        }
        $discarded = [];
        $tags = '';
        foreach ($node->getParams() as $param) {
            if ($param->var instanceof Variable && is_string($param->var->name)
                    && $this->view->isDiscardedParameter($param->var->name)) {
                $param->type ??= new Identifier('mixed', $param->var->getAttributes());
                $discarded[] = new Variable($param->var->name, $param->var->getAttributes());
                $type = self::withValueTypes($param->type);
                if ($type !== null) {
                    $tags .= "@param $type \${$param->var->name}\n";
                }
            }
        }
        if ($tags !== '') {
            // (read by PHPStan from the node: the tags stand for no line of the file)
            $doc = $node->getDocComment();
            $text = $doc === null ? "/**\n*/" : $doc->getText();
            $node->setDocComment(new Doc(substr($text, 0, -2) . "\n" . $tags . '*/', $doc?->getStartLine() ?? -1,
                $doc?->getStartFilePos() ?? -1, $doc?->getStartTokenPos() ?? -1));
        }
        // an arrow function's body is an expression, an abstract method has none
        if ($discarded && ($node instanceof Function_ || $node instanceof ClassMethod || $node instanceof Closure)
                && $node->stmts !== null) {
            array_unshift($node->stmts, new Unset_($discarded, $discarded[0]->getAttributes()));
        }
        return null;
    }

    /**
     * A native type that names `array` or `iterable` as PHPDoc writes it with `mixed` values
     * (`array<mixed>`, `?iterable<mixed>`, `Foo|array<mixed>`); null for any other type.
     */
    private static function withValueTypes(Node $type): ?string
    {
        $print = static function (Node $type) use (&$print): ?string {
            if ($type instanceof Identifier) {
                $name = $type->toLowerString();
                return $name === 'array' || $name === 'iterable' ? "$name<mixed>" : $type->toString();
            }
            if ($type instanceof Name) {
                return '\\' . $type->toString();
            }
            if ($type instanceof NullableType) {
                $inner = $print($type->type);
                return $inner === null ? null : "?$inner";
            }
            if ($type instanceof UnionType || $type instanceof IntersectionType) {
                $parts = [];
                foreach ($type->types as $part) {
                    $printed = $print($part);
                    if ($printed === null) {
                        return null;
                    }
                    $parts[] = $part instanceof IntersectionType ? "($printed)" : $printed;
                }
                return implode($type instanceof UnionType ? '|' : '&', $parts);
            }
            return null;
        };
        $printed = $print($type);
        return $printed !== null && preg_match('/\\b(?:array|iterable)</', $printed) === 1 ? $printed : null;
    }
}

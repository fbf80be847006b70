<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Rector;

use PhpParser\Node;
use PhpParser\Node\Expr\ArrowFunction;
use PhpParser\Node\Expr\Closure;
use PhpParser\Node\Expr\ConstFetch;
use PhpParser\Node\Expr\Variable;
use PhpParser\Node\Name;
use PhpParser\Node\Stmt\ClassMethod;
use PhpParser\Node\Stmt\Function_;
use PhpParser\NodeTraverser;
use PhpParser\NodeVisitorAbstract;
use Rector\Contract\Rector\ConfigurableRectorInterface;
use Rector\Rector\AbstractRector;
use SplObjectStorage;
use Symplify\RuleDocGenerator\ValueObject\CodeSample\ConfiguredCodeSample;
use Symplify\RuleDocGenerator\ValueObject\RuleDefinition;
use VoidDiscard\Tools\Migrate\Migration;
use VoidDiscard\Tools\Migrate\PhpDoc;

/**
 * A parameter that is never read, before one that is (or in a method, whose arity an interface or a
 * parent may fix), becomes `void`: `array_filter($a, fn($v, $k) => $k > 0, ARRAY_FILTER_USE_BOTH)`
 * becomes `fn(void, $k) => …`. Which parameters is `void-discard-migrate`'s decision, made by the
 * same code (Migrator, with PHP's compiler through the extension): by default only a closure or an
 * arrow function passed straight to one of PHP's own functions that call it by position
 * (Judge::POSITIONAL_CALLERS), untyped; with `risky: true` also where a call may name the
 * parameter or Reflection read its name, as `void-discard-migrate --risky`. Without the extension
 * it rewrites nothing (ExtensionNotice). The parameter's `@param`, `@phpstan-param` and
 * `@psalm-param` tags go with it.
 *
 * @api
 */
final class UnusedParameterToVoidRector extends AbstractRector implements ConfigurableRectorInterface
{
    use MigratorDecisions;

    public const RISKY = 'risky';

    public function getRuleDefinition(): RuleDefinition
    {
        return new RuleDefinition('Write `void` for a parameter that is never read, before one that is (void_discard)', [
            new ConfiguredCodeSample(
                "usort(\$rows, fn(\$a, \$b) => \$b['rank']);",
                "usort(\$rows, fn(void, \$b) => \$b['rank']);",
                [self::RISKY => false],
            ),
        ]);
    }

    public function getNodeTypes(): array
    {
        return [Function_::class, ClassMethod::class, Closure::class, ArrowFunction::class];
    }

    /** @param Function_|ClassMethod|Closure|ArrowFunction $node */
    public function refactor(Node $node): ?Node
    {
        $params = &$this->params();
        if (!$params) {
            return null;
        }
        /** @var SplObjectStorage<Variable, null> $void */
        $void = new SplObjectStorage();
        $names = [];
        foreach ($node->params as $i => $param) {
            if (!$param->var instanceof Variable || !is_string($param->var->name)) {
                continue;
            }
            $name = $param->var->name;
            $at = $param->var->getStartLine() . ' ' . ($i + 1) . ' ' . $name;
            if (!empty($params[$at])) {
                $params[$at]--;
                $void->attach($param->var);
                $names[] = $name;
            }
        }
        if (!count($void)) {
            return null;
        }
        // The traverser puts each `void` in its parameter's place (a constant `void`, as a foreach
        // target's is): a Param's variable is typed as a variable, which `void` is not.
        $traverser = new NodeTraverser();
        $traverser->addVisitor(new class ($void) extends NodeVisitorAbstract {
            /** @param SplObjectStorage<Variable, null> $void */
            public function __construct(private SplObjectStorage $void)
            {
            }

            public function leaveNode(Node $node): ?Node
            {
                if (!$node instanceof Variable || !$this->void->contains($node)) {
                    return null;
                }
                // a node of its own, printed anew (the variable's original node stays behind)
                $lines = ['startLine' => $node->getStartLine(), 'endLine' => $node->getEndLine()];
                return new ConstFetch(new Name('void', $lines), $lines);
            }
        });
        $traverser->traverse($node->params);
        self::withoutTags($node, PhpDoc::PARAM_TAGS, $names);
        return $node;
    }

    /**
     * The spots of the file Migrator rewrites: the parameters, "line …" => how many.
     *
     * @return array<string, int>
     */
    private function &params(): array
    {
        return $this->decisions($this->file, static function (Migration $m): iterable {
            foreach ($m->voidParams() as [$line, $arg, $name]) {
                yield "$line $arg $name";
            }
        });
    }
}

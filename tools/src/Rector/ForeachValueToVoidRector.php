<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Rector;

use PhpParser\Node;
use PhpParser\Node\Expr\ConstFetch;
use PhpParser\Node\Expr\FuncCall;
use PhpParser\Node\Expr\Variable;
use PhpParser\Node\Name;
use PhpParser\Node\Stmt\Foreach_;
use Rector\Contract\Rector\ConfigurableRectorInterface;
use Rector\Rector\AbstractRector;
use Symplify\RuleDocGenerator\ValueObject\CodeSample\ConfiguredCodeSample;
use Symplify\RuleDocGenerator\ValueObject\RuleDefinition;
use VoidDiscard\Tools\Lexical;
use VoidDiscard\Tools\Migrate\Migration;
use VoidDiscard\Tools\Migrate\PhpDoc;

/**
 * `foreach ($values as $key => $value)` whose `$value` is never read becomes
 * `foreach ($values as $key => void)`: UnusedForeachValueToArrayKeysRector's job without its
 * array_keys() copy. Which loops is `void-discard-migrate`'s decision, made by the same code
 * (Migrator, with PHP's compiler through the extension): by default only where the rewrite cannot
 * change what the program does; with `risky: true` also where it can (the value or the subject may
 * be an object), as `void-discard-migrate --risky`. Where the PHP running Rector has no extension (a
 * tool container), it rewrites nothing and says so once (ExtensionNotice): no file fails for it.
 * In a file that already uses the sentinel spelling (and no `void`) it writes `__discard()`, as
 * `void-discard-migrate` does: a file keeps its spelling. A `@var` tag naming the value in the
 * loop's docblock (`/** @var T $value *\/`) goes with it.
 *
 * @api
 */
final class ForeachValueToVoidRector extends AbstractRector implements ConfigurableRectorInterface
{
    use MigratorDecisions;

    public const RISKY = 'risky';

    public function getRuleDefinition(): RuleDefinition
    {
        return new RuleDefinition('Write `void` for a foreach value that is never read (void_discard)', [
            new ConfiguredCodeSample(
                "foreach (\$values as \$key => \$value) {\n    \$items[\$key] = null;\n}",
                "foreach (\$values as \$key => void) {\n    \$items[\$key] = null;\n}",
                [self::RISKY => false],
            ),
        ]);
    }

    public function getNodeTypes(): array
    {
        return [Foreach_::class];
    }

    /** @param Foreach_ $node */
    public function refactor(Node $node): ?Node
    {
        if (!$node->valueVar instanceof Variable || !is_string($node->valueVar->name)) {
            return null;
        }
        $loops = &$this->loops();
        $at = $node->valueVar->getStartLine() . ' ' . $node->valueVar->name;
        $sentinel = !empty($loops["$at " . Lexical::SENTINEL]);
        if ($sentinel) {
            $at .= ' ' . Lexical::SENTINEL;
        } elseif (empty($loops[$at])) {
            return null;
        }
        $loops[$at]--;
        self::withoutTags($node, PhpDoc::VAR_TAGS, [$node->valueVar->name]);
        // a file in the sentinel spelling keeps it (Migration::spelling())
        $node->valueVar = $sentinel ? new FuncCall(new Name(Lexical::SENTINEL)) : new ConstFetch(new Name('void'));
        return $node;
    }

    /**
     * The spots of the file Migrator rewrites: the loops, "line …" => how many.
     *
     * @return array<string, int>
     */
    private function &loops(): array
    {
        return $this->decisions($this->file, static function (Migration $m): iterable {
            foreach ($m->voidLoops() as [$line, $name]) {
                yield "$line $name" . ($m->sentinel ? ' ' . Lexical::SENTINEL : '');
            }
        });
    }
}

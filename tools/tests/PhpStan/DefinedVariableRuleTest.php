<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\PhpStan;

use PHPStan\Rules\Rule;
use PHPStan\Rules\Variables\DefinedVariableRule;
use PHPStan\Testing\RuleTestCase;

/**
 * One of PHPStan's own rules (undefined variables, maybe-undefined included) on code with discards
 * finds what it finds on the stock twin, line for line: the real findings, nothing caused by a
 * discard (no `$__void`, nothing on a hole).
 *
 * @extends RuleTestCase<DefinedVariableRule>
 */
final class DefinedVariableRuleTest extends RuleTestCase
{
    private const EXPECTED = [
        ['Undefined variable: $missing', 22],
        ['Variable $maybe might not be defined.', 26],
    ];

    protected function getRule(): Rule
    {
        return new DefinedVariableRule(true, true);
    }

    public function testDiscards(): void
    {
        $this->analyse([__DIR__ . '/data/undefined-variables.php'], self::EXPECTED);
    }

    public function testStockTwin(): void
    {
        $this->analyse([__DIR__ . '/data/undefined-variables-stock.php'], self::EXPECTED);
    }

    public static function getAdditionalConfigFiles(): array
    {
        return [dirname(__DIR__, 2) . '/extension.neon', __DIR__ . '/testcase.neon'];
    }
}

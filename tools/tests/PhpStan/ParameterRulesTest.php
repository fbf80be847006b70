<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\PhpStan;

use PHPStan\Rules\Classes\UnusedConstructorParametersRule;
use PHPStan\Rules\Functions\MissingFunctionParameterTypehintRule;
use PHPStan\Rules\Methods\MissingMethodParameterTypehintRule;
use PHPStan\Rules\MissingTypehintCheck;
use PHPStan\Rules\Rule;
use PHPStan\Rules\UnusedFunctionParametersCheck;
use PHPStan\Testing\RuleTestCase;

/**
 * PHPStan's rules about parameters (level 6's "with no type specified", and the others on a
 * parameter's type; the unused constructor parameter) on discarded parameters find what they find
 * on the stock twin, line for line, less what the twin's named parameters in their place cause:
 * a discarded parameter can get no type from `@param` (nor, written `array` or `iterable`, a value
 * type) and no body can read it.
 *
 * @extends RuleTestCase<ParameterRules>
 */
final class ParameterRulesTest extends RuleTestCase
{
    /** The real findings, which both files get. */
    private const EXPECTED = [
        ['Method %s\Service::__construct() has parameter $untyped with no type specified.', 31],
        ['Constructor of class %s\Service has an unused parameter $unused.', 31],
        ['Function %s\second() has parameter $b with no type specified.', 42],
    ];

    /** The stock twin's: the real findings and its named parameters' in the discarded ones' place. */
    private const TWIN = [
        ['Method %s\OnSave::handle() has parameter $payload with no type specified.', 18],
        ['Method %s\OnSave::make() has parameter $a with no type specified.', 23],
        ['Method %s\OnSave::make() has parameter $b with no type specified.', 23],
        ['Method %s\Service::__construct() has parameter $first with no type specified.', 31],
        ['Method %s\Service::__construct() has parameter $untyped with no type specified.', 31],
        ['Constructor of class %s\Service has an unused parameter $first.', 31],
        ['Constructor of class %s\Service has an unused parameter $unused.', 31],
        ['Method %s\Base::pick() has parameter $row with no type specified.', 39],
        ['Function %s\second() has parameter $a with no type specified.', 42],
        ['Function %s\second() has parameter $b with no type specified.', 42],
        ['Function %s\typed() has parameter $b with no type specified.', 47],
        ['Function %s\arrays() has parameter $a with no value type specified in iterable type array.', 62, self::ITERABLE_TIP],
        ['Function %s\arrays() has parameter $b with no value type specified in iterable type iterable.', 62, self::ITERABLE_TIP],
        ['Function %s\arrays() has parameter $d with no value type specified in iterable type array.', 62, self::ITERABLE_TIP],
    ];

    private const DATA = 'VoidDiscard\Tools\Tests\PhpStan\Data';

    private const ITERABLE_TIP = 'See: https://phpstan.org/blog/solving-phpstan-no-value-type-specified-in-iterable-type';

    protected function getRule(): Rule
    {
        $container = self::getContainer();
        $missing = new MissingTypehintCheck(false, true, true, true, []);
        return new ParameterRules(
            new MissingFunctionParameterTypehintRule($missing, true),
            new MissingMethodParameterTypehintRule($missing, true),
            new UnusedConstructorParametersRule($container->getByType(UnusedFunctionParametersCheck::class)),
        );
    }

    public function testDiscardedParameters(): void
    {
        $this->analyse([__DIR__ . '/data/parameters.php'], self::expected(self::EXPECTED, self::DATA));
    }

    public function testStockTwin(): void
    {
        $this->analyse([__DIR__ . '/data/parameters-stock.php'],
            self::expected(self::TWIN, self::DATA . '\Stock'));
    }

    /**
     * @param list<array{0: string, 1: int, 2?: string}> $findings
     * @return list<array{0: string, 1: int, 2?: string}>
     */
    private static function expected(array $findings, string $namespace): array
    {
        return array_map(static fn(array $f): array => [sprintf($f[0], $namespace), ...array_slice($f, 1)], $findings);
    }

    public static function getAdditionalConfigFiles(): array
    {
        return [dirname(__DIR__, 2) . '/extension.neon', __DIR__ . '/testcase.neon'];
    }
}

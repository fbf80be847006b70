<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\PhpStan;

use PhpParser\Node;
use PHPStan\Analyser\Scope;
use PHPStan\Node\InClassMethodNode;
use PHPStan\Node\InFunctionNode;
use PHPStan\Rules\Classes\UnusedConstructorParametersRule;
use PHPStan\Rules\Functions\MissingFunctionParameterTypehintRule;
use PHPStan\Rules\Methods\MissingMethodParameterTypehintRule;
use PHPStan\Rules\Rule;

/**
 * PHPStan's three rules about a function's or method's parameters as one rule, for one
 * RuleTestCase: each gets the nodes it asks for.
 *
 * @implements Rule<Node>
 */
final class ParameterRules implements Rule
{
    public function __construct(
        private MissingFunctionParameterTypehintRule $functions,
        private MissingMethodParameterTypehintRule $methods,
        private UnusedConstructorParametersRule $constructors,
    ) {
    }

    public function getNodeType(): string
    {
        return Node::class;
    }

    public function processNode(Node $node, Scope $scope): array
    {
        return match (true) {
            $node instanceof InFunctionNode => $this->functions->processNode($node, $scope),
            $node instanceof InClassMethodNode => [
                ...$this->methods->processNode($node, $scope),
                ...$this->constructors->processNode($node, $scope),
            ],
            default => [],
        };
    }
}

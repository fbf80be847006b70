<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Rector;

use Rector\Configuration\Option;
use Rector\Configuration\Parameter\SimpleParameterProvider;
use Rector\Testing\PHPUnit\AbstractRectorTestCase;

/**
 * Rector's fixture test case, with the package's view of each file (rector.neon) in PHPStan's
 * parser from the start. The set names rector.neon (`phpstanConfig()`), but Rector 1.2's test case
 * builds PHPStan's parser before it imports a test's configuration, and keeps it for the process:
 * a fixture holding a discard would then reach PHP-Parser as written ("Syntax error"). A Rector run
 * (`rector process`) reads the configuration first and needs nothing of this.
 */
abstract class ViewRectorTestCase extends AbstractRectorTestCase
{
    public static function setUpBeforeClass(): void
    {
        parent::setUpBeforeClass();
        // spelled as config/rector.php spells it, so that the set's own phpstanConfig() adds nothing new
        $neon = dirname(__DIR__, 2) . '/config/../rector.neon';
        $paths = SimpleParameterProvider::hasParameter(Option::PHPSTAN_FOR_RECTOR_PATHS)
            ? SimpleParameterProvider::provideArrayParameter(Option::PHPSTAN_FOR_RECTOR_PATHS) : [];
        if (!in_array($neon, $paths, true)) {
            SimpleParameterProvider::addParameter(Option::PHPSTAN_FOR_RECTOR_PATHS, [$neon]);
        }
    }
}

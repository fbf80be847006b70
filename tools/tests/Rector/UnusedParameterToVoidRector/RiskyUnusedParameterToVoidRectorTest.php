<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Rector\UnusedParameterToVoidRector;

use Iterator;
use VoidDiscard\Tools\Tests\Rector\ViewRectorTestCase;

/**
 * The rule with `risky: true`: also in functions, methods (trailing parameters too), closures kept
 * in a variable and typed parameters, as `void-discard-migrate --risky`; a parameter that is read,
 * or a trailing one outside a method, still stays.
 *
 * @requires extension void_discard
 */
final class RiskyUnusedParameterToVoidRectorTest extends ViewRectorTestCase
{
    /**
     * @dataProvider provideData
     */
    public function test(string $filePath): void
    {
        $this->doTestFile($filePath);
    }

    /** @return Iterator<array{string}> */
    public static function provideData(): Iterator
    {
        return self::yieldFilesFromDirectory(__DIR__ . '/FixtureRisky');
    }

    public function provideConfigFilePath(): string
    {
        return __DIR__ . '/config/risky.php';
    }
}

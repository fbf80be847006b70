<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Rector\ForeachValueToVoidRector;

use Iterator;
use VoidDiscard\Tools\Tests\Rector\ViewRectorTestCase;

/**
 * The rule with `risky: true`: also where the subject may be an object (as
 * `void-discard-migrate --risky`); a value that is read still stays.
 *
 * @requires extension void_discard
 */
final class RiskyForeachValueToVoidRectorTest extends ViewRectorTestCase
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

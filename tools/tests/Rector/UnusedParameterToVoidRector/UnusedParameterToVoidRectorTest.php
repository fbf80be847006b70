<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Rector\UnusedParameterToVoidRector;

use Iterator;
use VoidDiscard\Tools\Tests\Rector\ViewRectorTestCase;

/**
 * The rule with its defaults, through the package's set: a parameter never read before one that is
 * becomes `void` in a closure or arrow function passed straight to one of PHP's own functions that
 * call it by position; in a function, a method, a closure kept in a variable, or where it is typed,
 * it stays. The rule decides through the extension's compiler analysis (VoidDiscard\analyze()).
 *
 * @requires extension void_discard
 */
final class UnusedParameterToVoidRectorTest extends ViewRectorTestCase
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
        return self::yieldFilesFromDirectory(__DIR__ . '/Fixture');
    }

    public function provideConfigFilePath(): string
    {
        return __DIR__ . '/config/configured_rule.php';
    }
}

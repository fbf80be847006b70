<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Rector\ForeachValueToVoidRector;

use Iterator;
use VoidDiscard\Tools\Tests\Rector\ViewRectorTestCase;

/**
 * The rule with its defaults, through the package's set: a value never read becomes `void`, one
 * that is read stays, a risky one (an object subject) stays, discards already written are kept
 * (discarded parameters too, in a function whose loop the rule rewrites).
 * The rule decides through the extension's compiler analysis (VoidDiscard\analyze()).
 *
 * @requires extension void_discard
 */
final class ForeachValueToVoidRectorTest extends ViewRectorTestCase
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

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\PhpStan;

use PHPStan\Testing\TypeInferenceTestCase;

/**
 * PHPStan with the package's extension.neon infers, around each discard, the types it infers on
 * the stock twin: data/discards.php and data/discards-stock.php make the same assertions (keys of
 * key-only loops, the slots next to a discarded one, nested patterns with discards, which
 * extension.neon keys for PHPStan 1.12, code after `(void)`, the parameters beside a discarded
 * one).
 * Runs with or without the void_discard extension: PHPStan reads the file through the PHP reading.
 */
final class DiscardTypeInferenceTest extends TypeInferenceTestCase
{
    /** @return iterable<mixed> */
    public static function dataFileAsserts(): iterable
    {
        yield from self::gatherAssertTypes(__DIR__ . '/data/discards.php');
        yield from self::gatherAssertTypes(__DIR__ . '/data/discards-stock.php');
    }

    /**
     * @dataProvider dataFileAsserts
     * @param mixed ...$args
     */
    public function testFileAsserts(string $assertType, string $file, ...$args): void
    {
        $this->assertFileAsserts($assertType, $file, ...$args);
    }

    public static function getAdditionalConfigFiles(): array
    {
        return [dirname(__DIR__, 2) . '/extension.neon', __DIR__ . '/testcase.neon'];
    }
}

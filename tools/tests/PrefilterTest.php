<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests;

use PHPUnit\Framework\TestCase;
use VoidDiscard\Tools\Prefilter;

/**
 * The prefilter's reading of a `void` by the bytes to its left (src/Prefilter.php, src/scanner.re):
 * what the pre-pass may rewrite, where it may stop, and what may hold a discard at all.
 */
final class PrefilterTest extends TestCase
{
    /**
     * @dataProvider provideInputs
     */
    public function testScan(string $code, int $facts, int $stop): void
    {
        $this->assertSame([$facts, $stop], Prefilter::scan($code));
    }

    /** @return array<string, array{string, int, int}> code, facts, offset past the last `void` the pre-pass may rewrite */
    public static function provideInputs(): array
    {
        $both = Prefilter::REWRITE | Prefilter::SENTINEL;
        return [
            'a foreach value' => ['<?php foreach ($a as $k => void) {} ', $both, 31],
            'after as' => ['<?php foreach ($a as void) {}', $both, 25],
            'a return type' => ['<?php function f(): void {}', 0, 0],
            'a variable named void, a constant' => ['<?php $void = 1; A::void;', 0, 0],
            'a property: `>` may be the end of `=>`' => ['<?php $a->void;', $both, 14],
            'a longer word' => ['<?php voids(); avoid();', 0, 0],
            'a list slot: the parser reads it' => ['<?php [void, $b] = $r;', Prefilter::SENTINEL, 0],
            'a cast: lexed past its )' => ['<?php (void) f();', $both, 12],
            'a cast that is not one: (void . x)' => ['<?php (void . x);', Prefilter::SENTINEL, 0],
            'a parameter' => ['<?php function f(int void, $b) {}', $both, 25],
            'a sentinel only' => ['<?php [__discard, $b] = $r;', Prefilter::SENTINEL, 0],
            'after a line comment: a doubt' => ["<?php f(); // x\nvoid", $both, 20],
            'the last one counts' => ['<?php foreach ($a as void) {} foreach ($b as void) {}', $both, 49],
        ];
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests;

use PHPUnit\Framework\TestCase;
use VoidDiscard\Tools\Edits;

/** The one applier of edit lists (src/Edits.php), as vd_edits_apply() applies them. */
final class EditsTest extends TestCase
{
    public function testAppliesInRangeOrderWhateverTheListOrder(): void
    {
        $edits = [['from' => 6, 'to' => 9, 'with' => 'C'], ['from' => 0, 'to' => 1, 'with' => 'A'], ['from' => 3, 'to' => 3, 'with' => 'B']];
        $this->assertSame('Abc' . 'Bdef' . 'C', Edits::apply('abcdefghi', $edits, false));
        $this->assertSame(Edits::apply('abcdefghi', $edits, false), Edits::apply('abcdefghi', array_reverse($edits), false));
    }

    public function testOverlappingEditsGiveNull(): void
    {
        $this->assertNull(Edits::apply('abcdef', [['from' => 0, 'to' => 3, 'with' => 'x'], ['from' => 2, 'to' => 4, 'with' => 'y']]));
        // touching is not overlapping
        $this->assertSame('xy' . 'ef', Edits::apply('abcdef', [['from' => 0, 'to' => 2, 'with' => 'x'], ['from' => 2, 'to' => 4, 'with' => 'y']]));
    }

    public function testAReplacedRangeKeepsItsLineBreaksAfterItsReplacement(): void
    {
        $this->assertSame("a X\n\r\nb", Edits::apply("a (1,\n2\r\n)b", [['from' => 2, 'to' => 10, 'with' => 'X']]));
        $this->assertSame('a Xb', Edits::apply("a (1,\n2\r\n)b", [['from' => 2, 'to' => 10, 'with' => 'X']], false));
    }

    public function testLineBreaks(): void
    {
        $this->assertSame('', Edits::lineBreaks('no break'));
        $this->assertSame("\n\r\n\r", Edits::lineBreaks("a\nb\r\nc\rd"));
    }

    public function testDropNestedKeepsTheOuterEdit(): void
    {
        $kept = Edits::dropNested([
            ['from' => 4, 'to' => 6, 'with' => 'inner'],
            ['from' => 2, 'to' => 8, 'with' => 'outer'],
            ['from' => 8, 'to' => 9, 'with' => 'after'],
        ]);
        $this->assertSame(['outer', 'after'], array_column($kept, 'with'));
        // an empty range (an insertion) contains nothing
        $this->assertCount(2, Edits::dropNested([['from' => 3, 'to' => 3, 'with' => 'a'], ['from' => 3, 'to' => 3, 'with' => 'b']]));
    }
}

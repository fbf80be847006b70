<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Migrate;

use PHPUnit\Framework\TestCase;
use VoidDiscard\Tools\Migrate\PhpDoc;

/** The tags a discarded parameter or foreach value takes with it (src/Migrate/PhpDoc.php). */
final class PhpDocTest extends TestCase
{
    private const DOC = "/**\n     * Summary.\n     *\n     * @param string \$event its name\n"
        . "     * @param array<string, mixed> \$payload what it carries,\n     *        on two lines\n"
        . "     * @return void\n     */";

    public function testATagOverTwoLinesBecomesEmptyLines(): void
    {
        $this->assertSame("/**\n     * Summary.\n     *\n     * @param string \$event its name\n     *\n     *\n"
            . "     * @return void\n     */", PhpDoc::without(self::DOC, PhpDoc::PARAM_TAGS, 'payload'));
    }

    public function testWithoutKeepingLinesTheTagsLinesGo(): void
    {
        $this->assertSame("/**\n     * Summary.\n     *\n     * @param string \$event its name\n     * @return void\n     */",
            PhpDoc::without(self::DOC, PhpDoc::PARAM_TAGS, 'payload', false));
    }

    public function testNoTagNamesIt(): void
    {
        $this->assertNull(PhpDoc::without(self::DOC, PhpDoc::PARAM_TAGS, 'pay'));
        $this->assertNull(PhpDoc::without(self::DOC, PhpDoc::VAR_TAGS, 'payload'));
        $this->assertNull(PhpDoc::without('/* @param int $a */', PhpDoc::PARAM_TAGS, 'a'));
        // a tag in the middle of a line is description text, as phpdoc-parser reads it
        $this->assertNull(PhpDoc::without('/** Both: @param int $a */', PhpDoc::PARAM_TAGS, 'a'));
    }

    public function testADocblockLeftEmptyIsTheEmptyString(): void
    {
        $this->assertSame('', PhpDoc::without('/** @param array<int, string> $tags */', PhpDoc::PARAM_TAGS, 'tags'));
        $this->assertSame('', PhpDoc::without("/**\n * @var list<object> \$v\n */", PhpDoc::VAR_TAGS, 'v'));
        $this->assertSame('', PhpDoc::without("/**\n * @phpstan-param int \$a\n * @psalm-param int \$a\n */", PhpDoc::PARAM_TAGS, 'a'));
    }

    public function testTheVariableIsTheFirstOutsideBrackets(): void
    {
        $this->assertSame('cb', PhpDoc::variable(' callable(string $x): void $cb the callback'));
        $this->assertSame('a', PhpDoc::variable(' array{k: int, "$no": string} &...$a'));
        $this->assertSame('f', PhpDoc::variable(' Closure(int $x): (int|string) $f'));
        $this->assertSame('m', PhpDoc::variable(' array<string, callable(int): int> $m'));
        $this->assertSame('x', PhpDoc::variable(' $x no type'));
        $this->assertNull(PhpDoc::variable(' int'));
        $this->assertSame(
            "/**\n * @param callable(string \$tags): void \$then\n */",
            PhpDoc::without("/**\n * @param array \$tags\n * @param callable(string \$tags): void \$then\n */", PhpDoc::PARAM_TAGS, 'tags', false),
        );
    }

    public function testDocblocksAmongComments(): void
    {
        $gap = " /**/ // a /** b */\n # /** c */\n /* d */ /** e */\n\t/**\n * f\n */ ";
        $found = array_map(fn(array $d): string => substr($gap, $d[0], $d[1]), PhpDoc::docblocks($gap));
        $this->assertSame(['/** e */', "/**\n * f\n */"], $found);
    }
}

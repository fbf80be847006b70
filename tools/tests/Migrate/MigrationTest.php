<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Migrate;

use PHPUnit\Framework\TestCase;
use VoidDiscard\Tools\Migrate\Census;
use VoidDiscard\Tools\Migrate\Failure;
use VoidDiscard\Tools\Migrate\Migration;
use VoidDiscard\Tools\Migrate\Migrator;

/**
 * The migration's decisions on one file (src/Migrate/*), as the commands and the Rector rules
 * take them: what is written, with which reasons the rest is left, and what --stats counts.
 *
 * @requires extension void_discard
 */
final class MigrationTest extends TestCase
{
    /** @return array{string, Migration} */
    private static function migrate(string $code, bool $risky = false, bool $sentinel = false): array
    {
        return Migrator::migrate('t.php', $code, $risky, true, $sentinel, null);
    }

    /** @return list<string> each spot's kind, name and reasons */
    private static function found(Migration $m): array
    {
        return array_map(fn(array $s): string => "{$s['kind']} \${$s['name']}: " . implode(',', $s['risks']), $m->found());
    }

    public function testAnUnqualifiedCallInANamespaceIsRiskyForThatReason(): void
    {
        $body = "function f(string \$s) {\n    foreach (explode(',', \$s) as \$i => \$part) { echo \$i; }\n"
            . "    foreach (\\explode(',', \$s) as \$i => \$part2) { echo \$i; }\n    [\$a, \$b] = explode(',', \$s);\n    return \$a;\n}\n";
        [, $global] = self::migrate("<?php\n$body");
        [, $namespaced] = self::migrate("<?php\nnamespace App;\n$body");
        $this->assertSame(['loop $part: ', 'loop $part2: ', 'slot $b: key-missing'], self::found($global));
        $this->assertSame(['loop $part: subject-namespace', 'loop $part2: ', 'slot $b: source-namespace,key-missing'],
            self::found($namespaced));
        $this->assertStringContainsString('\explode() is PHP\'s own', $namespaced->risky()[0][1]);
    }

    public function testAnArrayKeysLoopInANamespaceIsFoundWhateverItsArgument(): void
    {
        $code = "<?php\nnamespace App;\nfinal class C {\n    private array \$p = [];\n    public function k(): array {\n"
            . "        \$o = [];\n        foreach (array_keys(\$this->p) as \$k) { \$o[] = \$k; }\n        return \$o;\n    }\n}\n";
        [$new, $m] = self::migrate($code, true);
        $this->assertSame(['array_keys $k: array-keys-namespace,array-keys-subject'], self::found($m));
        $this->assertStringContainsString('foreach ($this->p as $k => void)', $new);
    }

    public function testTheSpellingOfAFile(): void
    {
        $this->assertNull(Migration::spelling("<?php\nfunction f(): void {}\n"));
        $this->assertSame('void', Migration::spelling("<?php\nforeach (\$a as \$k => VOID) {}\n"));
        $this->assertSame('__discard', Migration::spelling("<?php\n[__discard, \$b] = \$r;\n"));
        $this->assertNull(Migration::spelling("<?php\n[__discard, \$b] = \$r;\nforeach (\$a as \$k => void) {}\n"));
    }

    public function testAFileInTheSentinelSpellingKeepsIt(): void
    {
        $code = "<?php\nfunction f(array \$rows, \$unused, \$b) {\n    foreach (\$rows as \$k => __discard()) { echo \$k; }\n"
            . "    foreach (\$rows as \$k => \$v) { echo \$k; }\n    return \$b;\n}\n";
        [$new, $m] = self::migrate($code, true);
        $this->assertTrue($m->sentinel);
        $this->assertStringContainsString('as $k => __discard()) { echo $k; }' . "\n    return", $new);
        $this->assertStringContainsString('$unused', $new);
        $this->assertSame(0, $m->params());
        $this->assertCount(1, $m->unwritten());
        $census = new Census();
        $census->add('t.php', $code, $m);
        $this->assertSame(1, $census->toArray()['unwritten_params']);
    }

    public function testTagsGoWithTheirVariable(): void
    {
        $code = "<?php\ninterface I { public function h(string \$e, array \$p): void; }\nfinal class A implements I {\n"
            . "    /**\n     * @param string \$e\n     * @param array<string, mixed> \$p the payload\n     */\n"
            . "    public function h(string \$e, array \$p): void { echo \$e; }\n}\n";
        [$new] = self::migrate($code, true);
        $this->assertStringContainsString("     * @param string \$e\n     *\n     */\n    public function h(string \$e, array void)", $new);
        [$safe] = self::migrate($code);
        $this->assertSame($code, $safe, 'by default the method is not written, and its docblock stays');
    }

    public function testAFilePhpCannotCompileFails(): void
    {
        $this->expectException(Failure::class);
        $this->expectExceptionMessageMatches('/^t\.php:2: /');
        self::migrate("<?php\nfunction f( {\n");
    }
}

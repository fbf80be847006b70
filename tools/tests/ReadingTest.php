<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests;

use PHPUnit\Framework\TestCase;
use VoidDiscard\Tools\Reading;

/**
 * The PHP reading of the extension's token rules (src/Reading.php) on hand-written edge inputs,
 * chosen from tests/tools/reading.inc: each expected output is what the extension's own
 * VoidDiscard\prepass() and VoidDiscard\lower() returned for that input (PHP 8.2; null where
 * lower() rejects the input: a ParseError or CompileError). tests/tools/reading.phpt compares the
 * two live over every program of the repository; this runs without the extension.
 */
final class ReadingTest extends TestCase
{
    /**
     * @dataProvider provideEdgeInputs
     */
    public function testPrepass(string $code, string $prepass, ?string $lower): void
    {
        $this->assertSame($prepass, Reading::prepass($code));
    }

    /**
     * Where lower() rejects the input, the reading neither throws nor warns (PHPUnit turns a
     * warning into a failure): the analysers then report PHP-Parser's syntax error themselves.
     *
     * @dataProvider provideEdgeInputs
     */
    public function testLower(string $code, string $prepass, ?string $lower): void
    {
        $lowered = Reading::lower($code);
        if ($lower !== null) {
            $this->assertSame($lower, $lowered);
        } else {
            $this->assertIsString($lowered);
        }
    }

    /** @return array<string, array{string, string, ?string}> input, prepass(), lower() (null: rejected) */
    public static function provideEdgeInputs(): array
    {
        return [
            'key-only foreach' => [
                "<?php\nforeach (\$it as \$k => void) {}\n",
                "<?php\nforeach (\$it as \$k => __discard()) {}\n",
                "<?php\nforeach (\$it as \$k => \$__void) {}\n",
            ],
            'uppercase, alternative syntax' => [
                "<?php\nforeach (\$it as \$k => VOID): endforeach;\n",
                "<?php\nforeach (\$it as \$k => __discard()): endforeach;\n",
                "<?php\nforeach (\$it as \$k => \$__void): endforeach;\n",
            ],
            'value-less foreach' => [
                "<?php foreach (gen() as void) {}",
                "<?php foreach (gen() as __discard()) {}",
                "<?php foreach (gen() as \$__void) {}",
            ],
            'void key' => [
                "<?php\nforeach (\$it as void => \$v) {}\n",
                "<?php\nforeach (\$it as __discard() => \$v) {}\n",
                "<?php\nforeach (\$it as \$v) {}\n",
            ],
            'list slots' => [
                "<?php\n[void, void, \$a] = \$r;\n",
                "<?php\n[void, void, \$a] = \$r;\n",
                "<?php\n[, , \$a] = \$r;\n",
            ],
            'list() with spaces' => [
                "<?php\nlist( VOID , \$b) = \$r;\n",
                "<?php\nlist( VOID , \$b) = \$r;\n",
                "<?php\nlist(  , \$b) = \$r;\n",
            ],
            'nested pattern' => [
                "<?php\n[[void, \$x], void, [\$y]] = \$n;\n",
                "<?php\n[[void, \$x], void, [\$y]] = \$n;\n",
                "<?php\n[[, \$x], , [\$y]] = \$n;\n",
            ],
            'keyed slot' => [
                "<?php\n['id' => void, 'name' => \$n] = \$row;\n",
                "<?php\n['id' => void, 'name' => \$n] = \$row;\n",
                "<?php\n['name' => \$n] = \$row;\n",
            ],
            'foreach target pattern' => [
                "<?php\nforeach (\$r as \$k => list(void, \$b)) {}\n",
                "<?php\nforeach (\$r as \$k => list(void, \$b)) {}\n",
                "<?php\nforeach (\$r as \$k => list(, \$b)) {}\n",
            ],
            'trailing slot' => [
                "<?php [void,] = f();",
                "<?php [void,] = f();",
                "<?php \$__void = f();",
            ],
            'void cast statement' => [
                "<?php\n(void) f();\n",
                "<?php\n__discard_cast() or  f();\n",
                "<?php\n\$__void = f();\n",
            ],
            'void cast after if' => [
                "<?php\nif (\$ok) (void) f();\n",
                "<?php\nif (\$ok) __discard_cast() or  f();\n",
                "<?php\nif (\$ok) \$__void = f();\n",
            ],
            'void cast in for' => [
                "<?php\nfor ((void) \$i = 0; \$i < 3; (void) \$i++) {}\n",
                "<?php\nfor (__discard_cast() or  \$i = 0; \$i < 3; __discard_cast() or  \$i++) {}\n",
                "<?php\nfor (\$__void = \$i = 0; \$i < 3; \$__void = \$i++) {}\n",
            ],
            'sentinel spelling' => [
                "<?php\n[__discard, \$a] = \$l;\n",
                "<?php\n[__discard, \$a] = \$l;\n",
                "<?php\n[, \$a] = \$l;\n",
            ],
            'sentinel foreach' => [
                "<?php\nforeach (\$it as \$k => __discard()) {}\n",
                "<?php\nforeach (\$it as \$k => __discard()) {}\n",
                "<?php\nforeach (\$it as \$k => \$__void) {}\n",
            ],
            'void as a return type' => [
                "<?php\nfunction f(): void {}\n",
                "<?php\nfunction f(): void {}\n",
                "<?php\nfunction f(): void {}\n",
            ],
            'void as a constant' => [
                "<?php\n\$x = void;\n",
                "<?php\n\$x = void;\n",
                "<?php\n\$x = void;\n",
            ],
            'void as a member name' => [
                "<?php\necho C::void, \$o->void, \$o?->void;\n",
                "<?php\necho C::void, \$o->void, \$o?->void;\n",
                "<?php\necho C::void, \$o->void, \$o?->void;\n",
            ],
            'in a string and a comment' => [
                "<?php\necho \"as void) [void, \\\$a] (void) f();\"; // => void\n",
                "<?php\necho \"as void) [void, \\\$a] (void) f();\"; // => void\n",
                "<?php\necho \"as void) [void, \\\$a] (void) f();\"; // => void\n",
            ],
            'comment before void' => [
                "<?php\nforeach (\$a as \$k => # c\r\n void) {}\n",
                "<?php\nforeach (\$a as \$k => # c\r\n __discard()) {}\n",
                "<?php\nforeach (\$a as \$k => # c\r\n \$__void) {}\n",
            ],
            'after __halt_compiler' => [
                "<?php\n__halt_compiler(); foreach (\$a as void) {}\n",
                "<?php\n__halt_compiler(); foreach (\$a as void) {}\n",
                "<?php\n__halt_compiler(); foreach (\$a as void) {}\n",
            ],
            'inline html' => [
                "<p>as void</p>\n<?php foreach (\$a as void) {} ?>\n<p>[void]</p>\n",
                "<p>as void</p>\n<?php foreach (\$a as __discard()) {} ?>\n<p>[void]</p>\n",
                "<p>as void</p>\n<?php foreach (\$a as \$__void) {} ?>\n<p>[void]</p>\n",
            ],
            'empty' => [
                "",
                "",
                "",
            ],
            'html only' => [
                "void (void) as void",
                "void (void) as void",
                "void (void) as void",
            ],
            'existing $__void' => [
                "<?php\nforeach (\$a as \$__void) {} foreach (\$b as void) {}\n",
                "<?php\nforeach (\$a as \$__void) {} foreach (\$b as __discard()) {}\n",
                "<?php\nforeach (\$a as \$__void) {} foreach (\$b as \$__void_2) {}\n",
            ],
            'by-reference discard' => [
                "<?php\nforeach (\$a as \$k => &void) {}\n",
                "<?php\nforeach (\$a as \$k => &__discard()) {}\n",
                null,
            ],
            'unclosed foreach' => [
                "<?php\nforeach (\$a as \$k => void\n",
                "<?php\nforeach (\$a as \$k => void\n",
                null,
            ],
            'CRLF lines' => [
                "<?php\nforeach (\$a as void) {}\r\n[void, \$b] = \$c;\r\n",
                "<?php\nforeach (\$a as __discard()) {}\r\n[void, \$b] = \$c;\r\n",
                "<?php\nforeach (\$a as \$__void) {}\r\n[, \$b] = \$c;\r\n",
            ],
        ];
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests;

use PHPUnit\Framework\TestCase;
use VoidDiscard\Tools\Edits;
use VoidDiscard\Tools\Lexical;
use VoidDiscard\Tools\Lowering;
use VoidDiscard\Tools\Reading;
use VoidDiscard\Tools\Tokens;

/**
 * The lowering's walk (src/Lowering.php, src/lower.c) on hand-written inputs: each row is a program
 * in the `void` spelling, the pre-pass's output for it (what Lowering reads) and what lower()
 * makes of it. The outputs are what the extension's VoidDiscard\prepass() and VoidDiscard\lower()
 * returned (PHP 8.2), except the parameter lists that mix a promoted parameter with another,
 * which lower() rejects whole (see testDiscardsLowerRejectsAreLeft()). Runs without the extension.
 */
final class LoweringTest extends TestCase
{
    /**
     * The rows' middle column is the pre-pass's output: what the other tests feed Lowering.
     *
     * @dataProvider provideForms
     */
    public function testInputIsThePrepassOutput(string $code, string $prepass, string $lowered): void
    {
        $this->assertSame($prepass, Reading::prepass($code));
    }

    /**
     * Lowering over the tokens of the pre-pass's output, lexed from it.
     *
     * @dataProvider provideForms
     */
    public function testLowersThePrepassOutput(string $code, string $prepass, string $lowered): void
    {
        $this->assertSame($lowered, self::lower($prepass, Tokens::read($prepass), Reading::unusedVariable($code),
            str_contains($prepass, '$__discard') ? '$__discard' : null));
    }

    /**
     * Lowering over the tokens Reading gives it: those of the original, with the pre-pass's edits
     * applied (Tokens::edited()), not lexed again.
     *
     * @dataProvider provideForms
     */
    public function testLowersEditedTokens(string $code, string $prepass, string $lowered): void
    {
        $edits = Reading::prepassEdits($code);
        $tokens = $edits === [] ? Tokens::read($code) : Tokens::read($code)->edited($edits);
        $this->assertSame($lowered, self::lower($prepass, $tokens, Reading::unusedVariable($code),
            str_contains($prepass, '$__discard') ? '$__discard' : null));
        $this->assertSame($lowered, Reading::lower($code));
    }

    /** @return array<string, array{string, string, string}> the program, the pre-pass's output, lower()'s */
    public static function provideForms(): array
    {
        return [
            'foreach value' => [
                "<?php\nforeach (\$rows as \$id => void) { echo \$id; }\n",
                "<?php\nforeach (\$rows as \$id => __discard()) { echo \$id; }\n",
                "<?php\nforeach (\$rows as \$id => \$__void) { echo \$id; }\n",
            ],
            'value-less foreach' => [
                "<?php\nforeach (gen() as void) { tick(); }\n",
                "<?php\nforeach (gen() as __discard()) { tick(); }\n",
                "<?php\nforeach (gen() as \$__void) { tick(); }\n",
            ],
            'discarded key: omitted with its arrow' => [
                "<?php\nforeach (\$rows as void => \$row) { echo \$row; }\n",
                "<?php\nforeach (\$rows as __discard() => \$row) { echo \$row; }\n",
                "<?php\nforeach (\$rows as \$row) { echo \$row; }\n",
            ],
            'list slots' => [
                "<?php\n[void, \$b, void] = \$t;\n",
                "<?php\n[void, \$b, void] = \$t;\n",
                "<?php\n[, \$b, ] = \$t;\n",
            ],
            'list() slots' => [
                "<?php\nlist(void, \$b) = \$t;\n",
                "<?php\nlist(void, \$b) = \$t;\n",
                "<?php\nlist(, \$b) = \$t;\n",
            ],
            'keyed slots: the entry goes' => [
                "<?php\n['id' => void, 'name' => \$n, 'x' => void] = \$row;\n",
                "<?php\n['id' => void, 'name' => \$n, 'x' => void] = \$row;\n",
                "<?php\n['name' => \$n, ] = \$row;\n",
            ],
            'all-void list as a statement' => [
                "<?php\n[void, void] = f();\n",
                "<?php\n[void, void] = f();\n",
                "<?php\n\$__void = f();\n",
            ],
            'all-void list as a value' => [
                "<?php\n\$r = [void] = f();\n",
                "<?php\n\$r = [void] = f();\n",
                "<?php\n\$r =  f();\n",
            ],
            'nested lists' => [
                "<?php\n[[void, \$x], void, [\$y, [void, void]]] = \$n;\n",
                "<?php\n[[void, \$x], void, [\$y, [void, void]]] = \$n;\n",
                "<?php\n[[, \$x], , [\$y, ]] = \$n;\n",
            ],
            'nested all-void list: a hole' => [
                "<?php\n[[void, void], \$a] = \$n;\n",
                "<?php\n[[void, void], \$a] = \$n;\n",
                "<?php\n[, \$a] = \$n;\n",
            ],
            'list() nested in []' => [
                "<?php\n[list(void, \$p), \$q] = \$n;\n",
                "<?php\n[list(void, \$p), \$q] = \$n;\n",
                "<?php\n[list(, \$p), \$q] = \$n;\n",
            ],
            'list after a control structure header' => [
                "<?php\nif (\$x) [void, \$b] = f();\n",
                "<?php\nif (\$x) [void, \$b] = f();\n",
                "<?php\nif (\$x) [, \$b] = f();\n",
            ],
            'an index, not a list' => [
                "<?php\n\$a[void] = 1;\n[\$x[0], void] = \$p;\n",
                "<?php\n\$a[void] = 1;\n[\$x[0], void] = \$p;\n",
                "<?php\n\$a[void] = 1;\n[\$x[0], ] = \$p;\n",
            ],
            'foreach target list' => [
                "<?php\nforeach (\$pairs as [void, \$b]) { echo \$b; }\n",
                "<?php\nforeach (\$pairs as [void, \$b]) { echo \$b; }\n",
                "<?php\nforeach (\$pairs as [, \$b]) { echo \$b; }\n",
            ],
            'foreach all-void target: the variable' => [
                "<?php\nforeach (\$pairs as \$k => [void, void]) { echo \$k; }\n",
                "<?php\nforeach (\$pairs as \$k => [void, void]) { echo \$k; }\n",
                "<?php\nforeach (\$pairs as \$k => \$__void) { echo \$k; }\n",
            ],
            'foreach nested list() target' => [
                "<?php\nforeach (\$pairs as \$k => list(void, list(\$c, void))) { echo \$k, \$c; }\n",
                "<?php\nforeach (\$pairs as \$k => list(void, list(\$c, void))) { echo \$k, \$c; }\n",
                "<?php\nforeach (\$pairs as \$k => list(, list(\$c, ))) { echo \$k, \$c; }\n",
            ],
            'cast statement' => [
                "<?php\n(void) f();\n",
                "<?php\n__discard_cast() or  f();\n",
                "<?php\n\$__void = f();\n",
            ],
            'cast with blanks, no space after' => [
                "<?php\n( void )f();\n",
                "<?php\n__discard_cast() or f();\n",
                "<?php\n\$__void = f();\n",
            ],
            'casts after if and else' => [
                "<?php\nif (\$ok) (void) f();\nelse (void) g();\n",
                "<?php\nif (\$ok) __discard_cast() or  f();\nelse __discard_cast() or  g();\n",
                "<?php\nif (\$ok) \$__void = f();\nelse \$__void = g();\n",
            ],
            'cast in a dropped key: nested edits dropped' => [
                "<?php\n[(void) f() => void, 'b' => \$b] = \$m;\n",
                "<?php\n[__discard_cast() or  f() => void, 'b' => \$b] = \$m;\n",
                "<?php\n['b' => \$b] = \$m;\n",
            ],
            'discarded parameters: named by position' => [
                "<?php\nfunction f(void, \$b, void) { return \$b; }\n\$g = fn(int void, \$c) => \$c;\n",
                "<?php\nfunction f(\$__discard, \$b, \$__discard) { return \$b; }\n\$g = fn(int \$__discard, \$c) => \$c;\n",
                "<?php\nfunction f(\$__void_1, \$b, \$__void_3) { return \$b; }\n\$g = fn(int \$__void_1, \$c) => \$c;\n",
            ],
            'sentinel spelling' => [
                "<?php\n[__discard, \$a] = \$l;\nforeach (\$it as \$k => __discard()) {}\n",
                "<?php\n[__discard, \$a] = \$l;\nforeach (\$it as \$k => __discard()) {}\n",
                "<?php\n[, \$a] = \$l;\nforeach (\$it as \$k => \$__void) {}\n",
            ],
            'a $__void the file holds' => [
                "<?php\n\$__void = 1;\nforeach (\$a as \$k => void) {}\n[void, void] = \$p;\n(void) f();\n",
                "<?php\n\$__void = 1;\nforeach (\$a as \$k => __discard()) {}\n[void, void] = \$p;\n__discard_cast() or  f();\n",
                "<?php\n\$__void = 1;\nforeach (\$a as \$k => \$__void_2) {}\n\$__void_2 = \$p;\n\$__void_2 = f();\n",
            ],
            'a $__void and $__void_2 in a comment' => [
                "<?php\n// \$__void, \$__void_2\nforeach (\$a as void) {}\n",
                "<?php\n// \$__void, \$__void_2\nforeach (\$a as __discard()) {}\n",
                "<?php\n// \$__void, \$__void_2\nforeach (\$a as \$__void_3) {}\n",
            ],
            'a $__void parameter: the next free name' => [
                "<?php\nfunction f(\$__void, void) { return \$__void; }\n",
                "<?php\nfunction f(\$__void, \$__discard) { return \$__void; }\n",
                "<?php\nfunction f(\$__void, \$__void_2_2) { return \$__void; }\n",
            ],
        ];
    }

    /**
     * Where lower() throws (a discard by reference, a promoted, variadic or defaulted parameter),
     * the lowering writes nothing over that discard: Reading puts its original spelling back, and
     * the tool's own parser reports it on its line.
     *
     * @dataProvider provideRejected
     */
    public function testDiscardsLowerRejectsAreLeft(string $prepass, string $lowered): void
    {
        $this->assertSame($lowered, self::lower($prepass, Tokens::read($prepass), '$__void',
            str_contains($prepass, '$__discard') ? '$__discard' : null));
    }

    /** @return array<string, array{string, string}> the pre-pass's output, the lowering's */
    public static function provideRejected(): array
    {
        return [
            'by reference' => [
                "<?php\nforeach (\$a as \$k => &__discard()) {}\n",
                "<?php\nforeach (\$a as \$k => &__discard()) {}\n",
            ],
            'by reference in a list' => [
                "<?php\n[&__discard(), \$b] = \$a;\n",
                "<?php\n[&__discard(), \$b] = \$a;\n",
            ],
            'promoted parameters' => [
                "<?php\nclass C { function __construct(private \$__discard, public readonly int \$__discard) {} }\n",
                "<?php\nclass C { function __construct(private \$__discard, public readonly int \$__discard) {} }\n",
            ],
            'a promoted parameter, then another' => [
                "<?php\nclass C { function __construct(protected \$__discard, \$__discard) {} }\n",
                "<?php\nclass C { function __construct(protected \$__discard, \$__void_2) {} }\n",
            ],
            'a parameter with a default' => [
                "<?php\nfunction f(\$__discard = 1, \$__discard) {}\n",
                "<?php\nfunction f(\$__discard = 1, \$__void_2) {}\n",
            ],
            'by-reference and variadic parameters' => [
                "<?php\nfunction f(&\$__discard, ...\$__discard) {}\n",
                "<?php\nfunction f(&\$__discard, ...\$__discard) {}\n",
            ],
        ];
    }

    /**
     * What the extension's AST check rejects (src/ast.c) and PHP's parser takes, the lowering finds
     * as lower() says it: its message and line. The code Reading gives there puts a cast used as a
     * value back as `(void)`, which the tool's parser rejects on its line.
     *
     * @dataProvider provideChecked
     */
    public function testRejectsWhatTheAstCheckRejects(string $code, ?string $message, ?int $line): void
    {
        [$lowered, $rejection] = Reading::lowerChecked($code);
        $this->assertSame($message, $rejection['message'] ?? null);
        $this->assertSame($line, $rejection['line'] ?? null);
        if ($message === Lowering::CAST_AS_VALUE && !str_contains($code, Lexical::CAST_SENTINEL)) {
            $this->assertStringNotContainsString(Lexical::CAST_SENTINEL, $lowered);
        }
    }

    /**
     * Each row: the program, lower()'s message and line where it throws (PHP 8.2), else nulls.
     *
     * @return array<string, array{string, ?string, ?int}>
     */
    public static function provideChecked(): array
    {
        $cast = Lowering::CAST_AS_VALUE;
        $ref = Lowering::BY_REFERENCE;
        return [
            // vd_stmt(): a statement of a list, a control structure's body, alternative syntax, labels
            'cast statements' => ["<?php\n(void) f();\nif (\$x) (void) f(); else (void) g();\nwhile (0): (void) f(); endwhile;\n"
                . "switch (\$x) { case \$a ? 1 : 2: (void) f(); default: (void) g(); }\na: (void) f();\ndo (void) f(); while (0);\n", null, null],
            'assigned' => ["<?php\n\$a = 1;\n\$x = (void) f();\n", $cast, 3],
            'echoed' => ["<?php\necho (void) f();\n", $cast, 2],
            'in a ternary after its colon' => ["<?php\n\$x ? 1 : (void) f();\n", $cast, 2],
            'a match arm' => ["<?php\nmatch (\$x) { (void) f() => 1 };\n", $cast, 2],
            'after a lone CR' => ["<?php\n\$x = 1;\r\$y = (void) f();\n", $cast, 3],
            // vd_for_exprs(): init and step, the condition but its last expression
            'for: init, step, condition but the last' => ["<?php\nfor ((void) \$i = 0; (void) f(), \$i < 3; (void) \$i++) {}\n", null, null],
            'for: the last condition' => ["<?php\nfor (; \$x,\n(void) f(); ) {}\n", $cast, 3],
            // vd_void_cast(): the sentinel, the left operand of `or` that starts the statement
            'the sentinel, written by hand' => ["<?php\n__discard_cast() or f();\n__discard_cast()  or f();\n", null, null],
            'the sentinel without or' => ["<?php\n__discard_cast();\n", $cast, 2],
            'the sentinel under xor' => ["<?php\n__discard_cast() xor f() or g();\n", $cast, 2],
            'the sentinel in an attribute\'s arguments' => ["<?php\n#[A(__discard_cast())]\nfunction f() {}\n", $cast, 2],
            'not the sentinel: a method, a declaration, an attribute' => ["<?php\n\$o->__discard_cast();\nA::__discard_cast();\n"
                . "#[__discard_cast()]\nfunction __discard_cast() {}\n__discard_cast(1);\n", null, null],
            'in a discarded key: never compiled' => ["<?php\n[f((void) \$x) => void, \$b] = \$a;\n", null, null],
            'in a kept key' => ["<?php\n[f((void) \$x) => \$c] = \$a;\n", $cast, 2],
            // vd_error_by_ref(): `&__discard()`, at the sentinel's line
            'a foreach value by reference' => ["<?php\nforeach (\$a as \$k => &\n__discard()) {}\n", $ref, 3],
            'a foreach key by reference' => ["<?php\nforeach (\$a as &__discard() => \$v) {}\n", $ref, 2],
            'an array element by reference' => ["<?php\n\$x = [1, &__discard()];\n", $ref, 2],
            'a list element by reference' => ["<?php\nlist(\$a, &__discard()) = \$b;\n", $ref, 2],
            'the `&void` the pre-pass wrote so' => ["<?php\n[&void, \$b] = \$a;\n", $ref, 2],
            'by reference in a discarded key' => ["<?php\n[[&__discard()] => void] = \$a;\n", null, null],
            'the first in the file' => ["<?php\n\$x = [&__discard()];\n\$y = (void) f();\n", $ref, 2],
            'a foreach\'s targets before its subject' => ["<?php\nforeach (\n[(void) 1]\nas &__discard()) {}\n", $ref, 4],
        ];
    }

    private static function lower(string $src, Tokens $tokens, string $variable, ?string $paramVariable): string
    {
        $edits = Edits::dropNested((new Lowering($src, $tokens, $variable, $paramVariable))->edits());
        $lowered = Edits::apply($src, $edits);
        self::assertNotNull($lowered, 'two edits overlap');
        return $lowered;
    }
}

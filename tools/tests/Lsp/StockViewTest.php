<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Lsp;

use PHPUnit\Framework\TestCase;
use VoidDiscard\Tools\Lsp\StockView;

/** The stock view where the user's code is in error (found by a review; each failed before its fix). */
final class StockViewTest extends TestCase
{
    /** @return iterable<string, array{string}> */
    public static function castsAsValues(): iterable
    {
        // docs/semantics.md, `(void)`: a compile error at its line anywhere but as a statement
        yield 'assigned' => ["<?php\nfunction f() { return 1; }\n\$x = (void) f();\n"];
        yield 'returned' => ["<?php\nfunction r(\$x) { return (void) \$x; }\n"];
        yield 'an argument' => ["<?php\nfunction f(\$a) {}\nf((void) \$a);\n"];
        yield 'a condition' => ["<?php\nfunction f() { return 1; }\nif ((void) f()) {}\n"];
        yield 'echoed' => ["<?php\necho (void) 1;\n"];
    }

    /**
     * The user's code does not compile; the server must not be shown valid PHP in its place, or the
     * editor shows no error where PHP gives `(void) can only be used as a statement, not as a value`
     * (a view such as `$x = $_V0 = f();` is an assignment chain every server takes).
     *
     * @dataProvider castsAsValues
     */
    public function testACastUsedAsAValueIsNoValidCodeInTheView(string $code): void
    {
        $view = StockView::of($code)->text;
        $file = tempnam(sys_get_temp_dir(), 'vd-view-review');
        file_put_contents($file, $view);
        exec(escapeshellarg(PHP_BINARY) . ' -n -l ' . escapeshellarg($file) . ' 2>&1', $out, $status);
        unlink($file);
        $this->assertNotSame(0, $status, "the view is valid PHP:\n$view");
    }
}

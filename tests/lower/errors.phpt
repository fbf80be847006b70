--TEST--
lower() rejects what compiling would reject: a CompileError or ParseError naming the line
--EXTENSIONS--
void_discard
--FILE--
<?php
// `(void)` where it cannot stand: tests/lower/errors_cast.phpt
$sources = [
    "<?php\nforeach (\$a as \$k => &void) {}",
    "<?php\n\nforeach (\$a as &void) {}",
    "<?php [&void, \$b] = \$a;",
    "<?php\n['k' => &VOID] = \$a;",
    "<?php\n\nfunction (",
    "<?php\n[void, \$a] = \$b; echo 'valid';",
];
foreach ($sources as $src) {
    try {
        VoidDiscard\lower($src);
        echo "no error\n";
    } catch (CompileError $e) {
        echo get_class($e), ': ', $e->getMessage(), $e instanceof ParseError ? ' (line ' . $e->getLine() . ')' : '', "\n";
    }
}
--EXPECT--
CompileError: Cannot take void by reference: a discarded value is never fetched, on line 2
CompileError: Cannot take void by reference: a discarded value is never fetched, on line 3
CompileError: Cannot take void by reference: a discarded value is never fetched, on line 1
CompileError: Cannot take void by reference: a discarded value is never fetched, on line 2
ParseError: Unclosed '(' (line 3)
no error

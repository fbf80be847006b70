--TEST--
A discarded parameter's compile error inside eval() names the eval'd code and its line; lower() rejects the same code with a CompileError at that line
--EXTENSIONS--
void_discard
--FILE--
<?php
try {
    VoidDiscard\lower("<?php\nfunction f(\n  ...void) {}");
} catch (CompileError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo VoidDiscard\lower("<?php\nfunction f(void, \$b, VOID) {}\n\$f = fn(void) => 1;\n"), "\n";
echo "before\n";
eval("\n\$f = function (\$a, void = 2) {};");
echo "never\n";
--EXPECTF--
CompileError: Cannot use void as a variadic parameter: a discarded parameter takes one argument, on line 3
<?php
function f($__void_1, $b, $__void_3) {}
$f = fn($__void_1) => 1;

before

Fatal error: Cannot give void a default value: a discarded parameter is required in %s(9) : eval()'d code on line 2

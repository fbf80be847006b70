--TEST--
A `(void)` cast as the last flagged `void`: the pre-pass lexes on to its operand (before PHP 8.5, where the pre-pass rewrites the cast)
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80500) die("skip PHP 8.5+ lexes (void) itself");
--FILE--
<?php
foreach ([
    "<?php (void) // c\n f();",
    "<?php (void)\n\n\$x;",
    "<?php (void) (1);",
    "<?php (void)",
    "<?php (void) f(); \$s = '(void) g()';",
] as $code) {
    echo json_encode(VoidDiscard\prepass($code)), "\n";
}
?>
--EXPECT--
"<?php __discard_cast() or  \/\/ c\n f();"
"<?php __discard_cast() or \n\n$x;"
"<?php (void) (1);"
"<?php (void)"
"<?php __discard_cast() or  f(); $s = '(void) g()';"

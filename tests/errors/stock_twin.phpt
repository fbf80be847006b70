--TEST--
void where it is no discard means what it means in stock PHP of the same version: a constant lookup before 8.5, `f(void)` a parse error from 8.5 on (PHP's `(void)` token)
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
if (getenv('VD_TEST_MODE') === 'valgrind') die('skip under valgrind: the rest of the suite runs every line and branch of the extension this test does, and auto/off checks its output (scripts/coverage-redundancy.sh)');
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php'); ?>
--FILE--
<?php
require __DIR__ . '/../stock.inc';
vd_same_as_stock([
    'argument' => "<?php\nfunction f(\$x) { return \$x; }\nf(void);",
    'two arguments' => "<?php\nfunction f(\$x) { return \$x; }\nf(void, 1);",
    'defined' => "<?php\ndefine('void', 3);\nvar_dump([void, 1], (void), void + 1);",
    'array value' => "<?php\n\$v = [1, void];",
    'returned' => "<?php\nreturn VOID;",
]);
?>
--EXPECT--
argument: same as stock PHP
two arguments: same as stock PHP
defined: same as stock PHP
array value: same as stock PHP
returned: same as stock PHP

--TEST--
Where `void` in a parameter list is not a discarded parameter, the program means what it means in stock PHP of the same version: `void $x` (PHP's own "void cannot be used as a parameter type"), `int|void`, `?void`, `use (void)`, a default `X & void`, a call `Foo::function(void)`, a closure's `use (void)`, an unclosed list
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
if (getenv('VD_TEST_MODE') === 'valgrind') die('skip under valgrind: each program runs in a process of its own, twice');
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php'); ?>
--FILE--
<?php
require __DIR__ . '/../stock.inc';
vd_same_as_stock([
    'typed variable' => "<?php\nfunction f(\n void \$x) {}",
    'by-reference typed variable' => "<?php\nfunction f(void &\$x) {}",
    'union' => "<?php\nfunction f(int|void) {}",
    'nullable' => "<?php\nfunction f(?void) {}",
    'use' => "<?php\n\$f = function () use (void) {};",
    'default' => "<?php\nconst X = 1; function f(\$a = X & void) { return \$a; }\necho 'ok';",
    'call' => "<?php\nclass Foo { static function function(\$x) { return 2; } }\necho Foo::function(void);",
    'method call' => "<?php\n\$o = new ArrayObject([]);\n\$o->count(void);",
    'unclosed' => "<?php\nfunction f(void",
    'use function' => "<?php\nuse function strlen;\necho strlen(void);",
]);
?>
--EXPECT--
typed variable: same as stock PHP
by-reference typed variable: same as stock PHP
union: same as stock PHP
nullable: same as stock PHP
use: same as stock PHP
default: same as stock PHP
call: same as stock PHP
method call: same as stock PHP
unclosed: same as stock PHP
use function: same as stock PHP

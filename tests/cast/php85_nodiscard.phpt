--TEST--
#[\NoDiscard] (PHP 8.5+): `(void)` and an all-void destructuring use the result, so no warning, with the extension and in its lowered output run by stock PHP; an ignored result still warns
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
if (PHP_VERSION_ID < 80500) die('skip #[\NoDiscard] is PHP 8.5+');
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
?>
--FILE--
<?php
require __DIR__ . '/../stock.inc';
$program = <<<'PHP'
<?php
#[\NoDiscard] function f() { echo "f\n"; return [1, 2]; }
class C { #[\NoDiscard] function m() { echo "m\n"; return [3]; } }
(void) f();
( VOID ) (new C)->m();
[void, void] = f();
list(void) = (new C)->m();
if (true) [void] = f();
for ((void) f(); false; ) {}
$r = [void] = f();
echo count($r), "\n";
f();
PHP;
echo vd_run($program, true);
echo "lowered, stock PHP:\n";
echo vd_run(VoidDiscard\lower($program), false);
?>
--EXPECT--
f
m
f
m
f
f
f
2

Warning: The return value of function f() should either be used or intentionally ignored by casting it as (void) in FILE on line 12
f
lowered, stock PHP:
f
m
f
m
f
f
f
2

Warning: The return value of function f() should either be used or intentionally ignored by casting it as (void) in FILE on line 12
f

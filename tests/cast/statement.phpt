--TEST--
(void) expr; evaluates expr and drops its result, as a statement and in for expression lists (PHP 8.5)
--EXTENSIONS--
void_discard
--FILE--
<?php
function f(string $s) { echo "f($s)\n"; return new class { function __destruct() { echo "freed\n"; } }; }
(void) f('statement');
echo "after\n";
( VOID )	f('spaced, any case');
(void)f('no space');
if (true) (void) f('if body');
if (false) {} else (void) f('else body');
while (!isset($w)) (void) $w = f('while body');
unset($w);
switch (1) { case 1: (void) f('case'); }
if (true): (void) f('alternative syntax'); endif;
declare(ticks=1) (void) f('declare');
for ((void) $i = 0, $j = f('init'); (void) f('condition list'), $i < 1; (void) $i++) {
    echo "body $i\n";
}
unset($j);
(void) $missing or f('the whole expression, or included');
(void) function () {};
(void) static fn() => 1;
$x = [1]; (void) $x;
try { (void) throw new Exception("thrown"); } catch (Exception $e) { echo $e->getMessage(), " on line ", $e->getLine(), "\n"; }
function g(): int { (void) f('in a function'); return __LINE__; }
echo g(), "\n";
echo eval('(void) f("eval"); return __LINE__;'), "\n";
--EXPECTF--
f(statement)
freed
after
f(spaced, any case)
freed
f(no space)
freed
f(if body)
freed
f(else body)
freed
f(while body)
freed
f(case)
freed
f(alternative syntax)
freed
f(declare)
freed
f(init)
f(condition list)
freed
body 0
f(condition list)
freed
freed

Warning: Undefined variable $missing in %s on line 18
f(the whole expression, or included)
freed
thrown on line 22
f(in a function)
freed
23
f(eval)
freed
1

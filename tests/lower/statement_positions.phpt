--TEST--
lower(): a destructuring right after a control structure's header is a statement too (`if ($x) [void] = f();`); an all-void one as a statement becomes `$__void = f();`, as a value just its right-hand side
--EXTENSIONS--
void_discard
--FILE--
<?php
echo VoidDiscard\lower('<?php
if (true) [void] = f(); if (1) list(void) = g(); else [void, $a] = h();
while (0): [void] = f(); endwhile;
for (;;) [void, $b] = $c; foreach ($d as $e) [$f, void] = $e; do [void] = f(); while (0);
$x = f()[0]; $q = [void] = f(); foo(function () {}, [void, $z] = $y); $t = $c ? 1 : [void] = f();
');
?>
--EXPECT--
<?php
if (true) $__void = f(); if (1) $__void = g(); else [, $a] = h();
while (0):  f(); endwhile;
for (;;) [, $b] = $c; foreach ($d as $e) [$f, ] = $e; do $__void = f(); while (0);
$x = f()[0]; $q =  f(); foo(function () {}, [, $z] = $y); $t = $c ? 1 :  f();

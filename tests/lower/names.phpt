--TEST--
lower(): a foreach discard becomes a variable whose name occurs nowhere in the file
--EXTENSIONS--
void_discard
--FILE--
<?php
echo VoidDiscard\lower('<?php foreach ($a as $k => void) {}'), "\n";
echo VoidDiscard\lower('<?php $__void = 1; foreach ($a as $k => void) {}'), "\n";
echo VoidDiscard\lower('<?php echo "__void"; foreach ($a as $k => void) {}'), "\n";
echo VoidDiscard\lower('<?php /* __void __void_2 */ foreach ($a as $k => void) {}'), "\n";
echo VoidDiscard\lower('<?php function f() { foreach ($a as void) { foreach ($b as void) {} } }'), "\n";
--EXPECT--
<?php foreach ($a as $k => $__void) {}
<?php $__void = 1; foreach ($a as $k => $__void_2) {}
<?php echo "__void"; foreach ($a as $k => $__void_2) {}
<?php /* __void __void_2 */ foreach ($a as $k => $__void_3) {}
<?php function f() { foreach ($a as $__void) { foreach ($b as $__void) {} } }

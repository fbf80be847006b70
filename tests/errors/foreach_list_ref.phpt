--TEST--
A by-reference void inside a foreach list target is a compile error at its line
--EXTENSIONS--
void_discard
--FILE--
<?php
$arr = ['k' => 1];
function f() {
    foreach ([[1]] as [&void]) {}
}
--EXPECTF--
Fatal error: Cannot take void by reference: a discarded value is never fetched in %s on line 4

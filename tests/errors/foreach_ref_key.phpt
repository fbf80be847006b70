--TEST--
foreach ($a as &void => $v) is a compile error naming void
--EXTENSIONS--
void_discard
--FILE--
<?php
foreach ([1] as &void => $v) {}
--EXPECTF--
Fatal error: Cannot take void by reference: a discarded value is never fetched in %s on line 2

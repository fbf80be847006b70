--TEST--
foreach ($a as $k => &void) is a compile error naming void, at its line
--EXTENSIONS--
void_discard
--FILE--
<?php
echo "never printed\n";

foreach ([1] as $k => &void) {}
--EXPECTF--
Fatal error: Cannot take void by reference: a discarded value is never fetched in %s on line 4

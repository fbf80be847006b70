--TEST--
foreach ($a as &void) is a compile error naming void, at its line
--EXTENSIONS--
void_discard
--FILE--
<?php
foreach (
    [1]
    as &VOID
) {}
--EXPECTF--
Fatal error: Cannot take void by reference: a discarded value is never fetched in %s on line 4

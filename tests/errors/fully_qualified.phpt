--TEST--
[\void, $a] is a name, not a discard: the stock compile error
--EXTENSIONS--
void_discard
--FILE--
<?php
[\void, $a] = [1, 2];
--EXPECTF--
Fatal error: Assignments can only happen to writable values in %s on line 2

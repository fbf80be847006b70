--TEST--
void_discard.mode=off: a void list slot is the stock compile error
--EXTENSIONS--
void_discard
--INI--
void_discard.mode=off
--FILE--
<?php
[void, $a] = [1, 2];
--EXPECTF--
Fatal error: Assignments can only happen to writable values in %s on line 2

--TEST--
void_discard.mode=off: __discard() as a foreach target is the stock compile error
--EXTENSIONS--
void_discard
--INI--
void_discard.mode=off
--FILE--
<?php
foreach ([1] as $k => __discard()) {}
--EXPECTF--
Fatal error: Can't use function return value in write context in %s on line 2

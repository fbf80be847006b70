--TEST--
(void) where PHP 8.5 rejects it: a compile error at its line (strlen((void) 'abc');)
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80500) die('skip PHP 8.5+ parses (void) itself: tests/cast/php85_stock.phpt'); ?>
--FILE--
<?php
echo "not reached\n";
strlen((void) 'abc');
--EXPECTF--
Fatal error: (void) can only be used as a statement, not as a value in %s on line 3

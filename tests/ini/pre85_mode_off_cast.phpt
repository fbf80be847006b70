--TEST--
void_discard.mode=off: (void) f(); is the stock parse error
--EXTENSIONS--
void_discard
--INI--
void_discard.mode=off
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80500) die('skip PHP 8.5+ parses (void) itself: tests/cast/php85_stock.phpt'); ?>
--FILE--
<?php
echo "not reached\n";
(void) f();
--EXPECTF--
Parse error: syntax error, unexpected identifier "f" in %s on line 3

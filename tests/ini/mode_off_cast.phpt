--TEST--
void_discard.mode=off: (void) f(); is the stock parse error
--EXTENSIONS--
void_discard
--INI--
void_discard.mode=off
--FILE--
<?php
echo "not reached\n";
(void) f();
--EXPECTF--
Parse error: syntax error, unexpected identifier "f" in %s on line 3

--TEST--
void_discard.mode=off changes nothing: discard syntax is the stock parse error
--EXTENSIONS--
void_discard
--INI--
void_discard.mode=off
--FILE--
<?php
foreach ([1] as $k => void) {}
--EXPECTF--
Parse error: syntax error, unexpected token ")", expecting "->" or "?->" %s in %s on line 2

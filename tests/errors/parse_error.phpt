--TEST--
Malformed source next to a discard: PHP's own parse error, once, with PHP's own line
--EXTENSIONS--
void_discard
--FILE--
<?php
foreach ([1] as $k => void) {}
foreach ([1] as $k => void {
}
--EXPECTF--
Parse error: syntax error, unexpected token "}" in %s on line 4

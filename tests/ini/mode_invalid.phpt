--TEST--
An unknown void_discard.mode is refused with a warning and the default stays in effect
--EXTENSIONS--
void_discard
--INI--
void_discard.mode=fast
--FILE--
<?php
var_dump(ini_get('void_discard.mode'));
foreach (['k' => 1] as $k => void) { echo $k, "\n"; }
--EXPECTF--
%AWarning: PHP Startup: void_discard.mode must be one of "auto", "vm", "compat" or "off", "fast" given in Unknown on line 0
string(4) "auto"
k

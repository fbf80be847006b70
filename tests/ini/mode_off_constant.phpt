--TEST--
void_discard.mode=off: VoidDiscard\MODE says so
--EXTENSIONS--
void_discard
--INI--
void_discard.mode=off
--FILE--
<?php
var_dump(VoidDiscard\MODE);
[$a] = [1];
echo $a, "\n";
--EXPECT--
string(3) "off"
1

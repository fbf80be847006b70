--TEST--
void is matched case-insensitively in every discard position
--EXTENSIONS--
void_discard
--FILE--
<?php
foreach (['a' => 1, 'b' => 2] as $k => VOID) { echo $k; }
foreach (['c' => 1] as $k => Void) { echo $k; }
foreach ([1, 2] as vOiD) { echo '.'; }
foreach (['d' => 'v'] as VOID => $v) { echo $v; }
[VOID, $x] = [1, 'x'];
list(Void, $y) = [1, 'y'];
echo $x, $y, "\n";
--EXPECT--
abc..vxy

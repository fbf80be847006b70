--TEST--
The __discard sentinel spelling: __discard in list slots, __discard() as a foreach target
--EXTENSIONS--
void_discard
--FILE--
<?php
[__discard, $a] = [1, 'a'];
echo $a, "\n";
[__discard(), $b] = [1, 'b'];
echo $b, "\n";
['k' => __discard, 'l' => $l] = ['k' => 1, 'l' => 'l'];
echo $l, "\n";
foreach (['x' => 1, 'y' => 2] as $k => __discard()) { echo $k; }
echo "\n";
foreach ([1, 2] as __discard()) { echo '.'; }
echo "\n";
foreach (['v' => 'w'] as __discard() => $v) { echo $v, "\n"; }
foreach ([[1, 'p']] as [__discard, $p]) { echo $p, "\n"; }
// anywhere else __discard keeps its stock meaning
function __discard() { return 'a user function'; }
echo __discard(), "\n";
const __discard = 'a user constant';
echo __discard, "\n";
--EXPECT--
a
b
l
xy
..
w
p
a user function
a user constant

--TEST--
[&void, $b] = … is a compile error naming void, at its line
--EXTENSIONS--
void_discard
--FILE--
<?php
$arr = [1, 2];

[&void, $b] = $arr;
--EXPECTF--
Fatal error: Cannot take void by reference: a discarded value is never fetched in %s on line 4

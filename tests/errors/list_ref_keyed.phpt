--TEST--
['k' => &void] = … is a compile error naming void, at its line
--EXTENSIONS--
void_discard
--FILE--
<?php
$arr = ['k' => 1, 'l' => 2];
['l' => $l,
 'k' => &void] = $arr;
--EXPECTF--
Fatal error: Cannot take void by reference: a discarded value is never fetched in %s on line 4

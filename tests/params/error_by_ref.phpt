--TEST--
A discarded parameter by reference (`&void`, `A &void`) is a compile error at the line of its `void`, before anything runs
--EXTENSIONS--
void_discard
--FILE--
<?php
echo "never\n";
function f($a,
    &void) {}
function g(Countable &void) {}
--EXPECTF--
Fatal error: Cannot take void by reference: a discarded parameter is bound to no variable in %s on line 4

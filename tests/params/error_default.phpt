--TEST--
A discarded parameter with a default value (`void = 1`) is a compile error at the line of its `void`, before anything runs
--EXTENSIONS--
void_discard
--FILE--
<?php
echo "never\n";
function f($a = 1,

    void = [1, 2]) {}
--EXPECTF--
Fatal error: Cannot give void a default value: a discarded parameter is required in %s on line 5

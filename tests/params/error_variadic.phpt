--TEST--
A discarded parameter variadic (`...void`) is a compile error at the line of its `void`, before anything runs
--EXTENSIONS--
void_discard
--FILE--
<?php
echo "never\n";
$f = fn(
    int ...void) => 1;
--EXPECTF--
Fatal error: Cannot use void as a variadic parameter: a discarded parameter takes one argument in %s on line 4

--TEST--
Key-only foreach over a non-iterable gives the stock warning on the same line
--EXTENSIONS--
void_discard
--FILE--
<?php
foreach (null as $k => void) { echo "never\n"; }
foreach (42 as void) { echo "never\n"; }
foreach ("str" as $k => void) { echo "never\n"; }
function f() { return 3.5; }
foreach (
    f()
    as $k => void
) { echo "never\n"; }
foreach (
    f()
    as $k => $_
) { echo "never\n"; }
echo "done\n";
--EXPECTF--
Warning: foreach() argument must be of type array|object, null given in %s on line 2

Warning: foreach() argument must be of type array|object, int given in %s on line 3

Warning: foreach() argument must be of type array|object, string given in %s on line 4

Warning: foreach() argument must be of type array|object, float given in %s on line 7

Warning: foreach() argument must be of type array|object, float given in %s on line 11
done

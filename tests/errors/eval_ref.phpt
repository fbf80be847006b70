--TEST--
&void inside eval(): the compile error names the eval'd code and its line
--EXTENSIONS--
void_discard
--FILE--
<?php
echo "before\n";
eval("\n\nforeach ([1] as \$k => &void) {}");
echo "never\n";
--EXPECTF--
before

Fatal error: Cannot take void by reference: a discarded value is never fetched in %s(3) : eval()'d code on line 3

--TEST--
(void) where PHP 8.5 rejects it: a compile error at its line (return (void) 1;)
--EXTENSIONS--
void_discard
--FILE--
<?php
echo "not reached\n";
return (void) 1;
--EXPECTF--
Fatal error: (void) can only be used as a statement, not as a value in %s on line 3

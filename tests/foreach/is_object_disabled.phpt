--TEST--
Key-only loops over a variable still work when disable_functions removes is_object(), which compat mode otherwise uses to send only objects through keys()
--EXTENSIONS--
void_discard
--INI--
disable_functions=is_object
--FILE--
<?php
class It implements IteratorAggregate {
    function getIterator(): Iterator { return new ArrayIterator(['i' => 1, 'j' => 2]); }
}
function keys_of($a) { $s = ''; foreach ($a as $k => void) { $s .= $k; } return $s; }
var_dump(keys_of(['a' => 1, 'b' => 2]), keys_of(new It), function_exists('is_object'));
--EXPECT--
string(2) "ab"
string(2) "ij"
bool(false)

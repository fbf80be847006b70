--TEST--
The pre-pass writes a discarded parameter as a variable no code of the file names (`$__discard`, else `$__discard_2`, …): a file's own `$__discard`, as a parameter or a variable, keeps its meaning, and each discard stays unreachable
--EXTENSIONS--
void_discard
--FILE--
<?php
function keep($__discard, void) { return $__discard; }
function also(void, $b) { $__discard_2 = 'local'; return [$b, $__discard_2, get_defined_vars()]; }
var_dump(keep('kept', 'dropped'), also('dropped', 'b'));
echo (new ReflectionFunction('keep'))->getParameters()[0]->getName(), "\n";
?>
--EXPECT--
string(4) "kept"
array(3) {
  [0]=>
  string(1) "b"
  [1]=>
  string(5) "local"
  [2]=>
  array(2) {
    ["b"]=>
    string(1) "b"
    ["__discard_2"]=>
    string(5) "local"
  }
}
__discard

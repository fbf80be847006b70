--TEST--
The extension's hidden functions keep their places in the function table: user functions declared by a request are all removed at its end (a script in Shift_JIS under zend.multibyte once left one behind, and the heap was corrupted at shutdown)
--EXTENSIONS--
void_discard
mbstring
--INI--
zend.multibyte=1
mbstring.encoding_translation=On
zend.script_encoding=Shift_JIS
internal_encoding=UTF-8
--FILE--
<?php
function ƒ\ƒ\($x) { echo $x, "\n"; }
function g($a, $b) { return array_keys(get_defined_vars()); }
ƒ\ƒ\("ƒhƒŒƒ~");
var_dump(g(1, 2));
?>
--EXPECT--
ãƒ‰ãƒ¬ãƒŸ
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}

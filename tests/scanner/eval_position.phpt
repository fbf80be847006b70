--TEST--
eval() code starts inside PHP: discards there are rewritten, inline HTML after ?> is not
--EXTENSIONS--
void_discard
--FILE--
<?php
eval('foreach (["a" => 1] as $k => void) { echo $k, "\n"; }');
eval('?>as void) <?php foreach ([1] as void) { echo "ok\n"; }');
echo eval('return __LINE__;'), "\n";
--EXPECT--
a
as void) ok
1

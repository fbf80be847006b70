--TEST--
__COMPILER_HALT_OFFSET__ keeps its stock value when discards and (void) casts come before __halt_compiler()
--EXTENSIONS--
void_discard
--FILE--
<?php
foreach (['a' => 1] as $k => void) {}
foreach ([1] as void) {}
(void) strlen('x'); (void)strlen('y');
$data = file_get_contents(__FILE__, false, null, __COMPILER_HALT_OFFSET__);
var_dump($data);
$stock = strrpos(file_get_contents(__FILE__), '__halt_compiler();') + strlen('__halt_compiler();');
var_dump(__COMPILER_HALT_OFFSET__ === $stock);
__halt_compiler();payload: foreach ($a as $k => void) stays as it is
--EXPECT--
string(51) "payload: foreach ($a as $k => void) stays as it is
"
bool(true)

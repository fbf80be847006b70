--TEST--
__COMPILER_HALT_OFFSET__ keeps its stock value when the pre-pass stops lexing after the last discard, long before __halt_compiler()
--EXTENSIONS--
void_discard
--FILE--
<?php
foreach (['a' => 1] as $k => void) {}
(void) strlen('x');
// the pre-pass stops after the last `void` the prefilter flags: from here on nothing is lexed twice
function f(): void {}
$text = "no discard from here on";
$data = file_get_contents(__FILE__, false, null, __COMPILER_HALT_OFFSET__);
var_dump($data);
$stock = strrpos(file_get_contents(__FILE__), '__halt_compiler();') + strlen('__halt_compiler();');
var_dump(__COMPILER_HALT_OFFSET__ === $stock);
__halt_compiler();payload without a discard
--EXPECT--
string(26) "payload without a discard
"
bool(true)

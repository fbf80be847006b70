--TEST--
Line numbers and __COMPILER_HALT_OFFSET__ in included files that use discards
--EXTENSIONS--
void_discard
--FILE--
<?php
$file = sys_get_temp_dir() . '/vd_included_' . getmypid() . '.php';
file_put_contents($file, <<<'PHP'
<?php
foreach (['k' => 1] as $k => void) {}
return [__LINE__, __COMPILER_HALT_OFFSET__, file_get_contents(__FILE__, false, null, __COMPILER_HALT_OFFSET__)];
__halt_compiler();DATA
PHP);
[$line, $offset, $data] = require $file;
var_dump($line, $offset === strrpos(file_get_contents($file), '__halt_compiler();') + 18, $data);
unlink($file);
--EXPECT--
int(3)
bool(true)
string(4) "DATA"

--TEST--
A phar whose stub uses discards: the stub runs, __COMPILER_HALT_OFFSET__ is right, the archive opens
--EXTENSIONS--
void_discard
phar
--INI--
phar.readonly=0
--FILE--
<?php
$file = sys_get_temp_dir() . '/vd_stub_' . getmypid() . '.phar';
$phar = new Phar($file);
$phar['lib.php'] = '<?php foreach (["from" => 1, "inside" => 2] as $k => void) { echo $k, " "; } echo "phar\n";';
$phar->setStub('<?php
foreach (["stub" => 1, "keys" => 2] as $k => void) { echo $k, " "; }
[void, $ok] = [0, "ok"];
echo $ok, "\n";
Phar::mapPhar("vd.phar");
require "phar://vd.phar/lib.php";
echo substr(file_get_contents(__FILE__), 0, __COMPILER_HALT_OFFSET__) === substr(file_get_contents(__FILE__), 0, strrpos(file_get_contents(__FILE__), "__HALT_" . "COMPILER();") + 18) ? "offset ok\n" : "offset WRONG\n";
__HALT_COMPILER();');
unset($phar);
include $file;
unlink($file);
--EXPECT--
stub keys ok
from inside phar
offset ok

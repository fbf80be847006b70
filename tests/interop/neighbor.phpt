--TEST--
Another extension hooking zend_ast_process and zend_compile_file, loaded before or after void_discard: both hooks run, discards work
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (!function_exists('vd_neighbor_counts')) die('skip the test-only vd_neighbor extension is loaded by scripts/test.sh'); ?>
--FILE--
<?php
$file = sys_get_temp_dir() . '/vd_neighbor_' . getmypid() . '.php';
file_put_contents($file, '<?php
$out = [];
foreach (["a" => 1, "b" => 2] as $k => void) { $out[] = $k; }
[void, $second] = [1, "second"];
foreach ([[1, "x"]] as [void, $x]) { $out[] = $x; }
return implode(",", $out) . " " . $second;');
$before = vd_neighbor_counts();
echo include $file, "\n";
echo eval('foreach (["e" => 1] as $k => void) { return $k; }'), "\n";
$after = vd_neighbor_counts();
var_dump($after['ast'] - $before['ast'] >= 2, $after['walked']);
unlink($file);
--EXPECT--
a,b,x second
e
bool(true)
bool(true)

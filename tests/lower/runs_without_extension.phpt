--TEST--
lower(): the lowered program, run by PHP without the extension, prints what the original prints with it
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
require __DIR__ . '/skipif.inc';
if (getenv('VD_TEST_MODE') === 'valgrind') die('skip under valgrind: the rest of the suite runs every line and branch of the extension this test does, and auto/off checks its output (scripts/coverage-redundancy.sh)');
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
--FILE--
<?php
$program = <<<'PHP'
<?php
$rows = ['a' => [1, 2], 'b' => [3, 4]];
foreach ($rows as $id => void) { echo $id, ' '; }
echo "\n";
function gen() { yield 1; yield 2; echo "generator ran\n"; }
foreach (gen() as void) {}
[void, $second] = [10, 20];
['id' => void, 'name' => $name] = ['id' => 7, 'name' => 'seven'];
[[void, $x], void, [$y]] = [[1, 2], 3, [4]];
foreach ([[1, 2], [3, 4]] as $k => [void, $b]) { echo "$k:$b "; }
echo "\n";
[void, void] = print("printed\n");
(void) printf("%s %s %d %d %d\n", $second, $name, $x, $y, __LINE__);
PHP;
$original = tempnam(sys_get_temp_dir(), 'vd');
$lowered = tempnam(sys_get_temp_dir(), 'vd');
file_put_contents($original, $program);
file_put_contents($lowered, VoidDiscard\lower($program));
ob_start();
include $original;
$with = ob_get_clean();
$without = shell_exec(escapeshellarg(getenv('TEST_PHP_EXECUTABLE')) . ' -n ' . escapeshellarg($lowered));
echo $with;
var_dump($with === $without);
unlink($original);
unlink($lowered);
--EXPECT--
a b 
generator ran
0:2 1:4 
printed
20 seven 2 4 13
bool(true)

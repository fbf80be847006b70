--TEST--
lower() before PHP 8.5: a keyed list entry that is dropped takes the `(void)` cast in its key with it (the key is never evaluated); the lowered program, run without the extension, prints the same
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
require __DIR__ . '/skipif.inc';
if (getenv('VD_TEST_MODE') === 'valgrind') die('skip under valgrind: the rest of the suite runs every line and branch of the extension this test does, and auto/off checks its output (scripts/coverage-redundancy.sh)');
if (PHP_VERSION_ID >= 80500) die('skip PHP 8.5+ parses (void) itself, only as a statement');
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
?>
--FILE--
<?php
$program = <<<'PHP'
<?php
function key_of() { echo "key evaluated\n"; return 'id'; }
function f() { echo "f ran\n"; return ['id' => 1, 'n' => 2]; }
[(void) key_of() => void, 'n' => $n] = f();
echo $n, "\n";
foreach ([['id' => 1, 'name' => 'a']] as [(void) 'id' => void, 'name' => $name]) { echo $name, "\n"; }
[(void) key_of() => void] = f();
PHP;
$lowered = VoidDiscard\lower($program);
echo $lowered, "\n";
$original = tempnam(sys_get_temp_dir(), 'vd');
$file = tempnam(sys_get_temp_dir(), 'vd');
file_put_contents($original, $program);
file_put_contents($file, $lowered);
ob_start();
include $original;
$with = ob_get_clean();
$without = shell_exec(escapeshellarg(getenv('TEST_PHP_EXECUTABLE')) . ' -n ' . escapeshellarg($file));
echo $with;
var_dump($with === $without);
unlink($original);
unlink($file);
?>
--EXPECT--
<?php
function key_of() { echo "key evaluated\n"; return 'id'; }
function f() { echo "f ran\n"; return ['id' => 1, 'n' => 2]; }
['n' => $n] = f();
echo $n, "\n";
foreach ([['id' => 1, 'name' => 'a']] as ['name' => $name]) { echo $name, "\n"; }
$__void = f();
f ran
2
a
f ran
bool(true)

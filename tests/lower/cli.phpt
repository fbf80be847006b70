--TEST--
tools/bin/void-discard-lower: lowers a file to stdout, a directory into another, and --check lists the lines that use discards
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
require __DIR__ . '/skipif.inc';
if (getenv('VD_TEST_MODE') === 'valgrind') die('skip under valgrind: the rest of the suite runs every line and branch of the extension this test does, and auto/off checks its output (scripts/coverage-redundancy.sh)');
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
--FILE--
<?php
function run(string $args, ?int &$status = null): string
{
    $php = escapeshellarg(getenv('TEST_PHP_EXECUTABLE')) . ' ' . getenv('TEST_PHP_EXTRA_ARGS');
    $cmd = $php . ' ' . escapeshellarg(__DIR__ . '/../../tools/bin/void-discard-lower') . ' ' . $args . ' 2>&1';
    exec($cmd, $out, $status);
    return implode("\n", $out) . "\n";
}
$src = sys_get_temp_dir() . '/vd-cli-' . getmypid();
$dst = "$src-out";
mkdir("$src/lib", 0777, true);
file_put_contents("$src/keys.php", "<?php\nforeach (\$a as \$k => void) {}\n\n[void, \$b] = \$c;\n");
file_put_contents("$src/lib/plain.php", "<?php\necho 'no discard';\n");
file_put_contents("$src/lib/cast.php", "<?php\n(void) f();\n");
file_put_contents("$src/notes.txt", "foreach (\$a as \$k => void)");
file_put_contents("$src/bad.inc", "<?php foreach (\$a as &void) {}");

echo "== one file to stdout\n", run(escapeshellarg("$src/keys.php"));
echo "== --check\n", str_replace($src, 'SRC', run('--check ' . escapeshellarg($src), $status)), "exit $status\n";
run('--check ' . escapeshellarg("$src/lib/plain.php"), $status);
echo "== --check, no discard: exit $status\n";
echo "== -o\n", run('-o ' . escapeshellarg($dst) . ' ' . escapeshellarg($src), $status), "exit $status\n";
foreach (['keys.php', 'lib/plain.php', 'lib/cast.php'] as $f) {
    echo "$f: ", json_encode(file_get_contents("$dst/$f")), "\n";
}
var_dump(file_exists("$dst/notes.txt"));
echo "== an error\n", str_replace($src, 'SRC', run('--ext=inc --check ' . escapeshellarg($src), $status)), "exit $status\n";
echo "== usage\n", run('', $status), "exit $status\n";
exec('rm -rf ' . escapeshellarg($src) . ' ' . escapeshellarg($dst));
--EXPECT--
== one file to stdout
<?php
foreach ($a as $k => $__void) {}

[, $b] = $c;
== --check
SRC/keys.php:2
SRC/keys.php:4
SRC/lib/cast.php:2
exit 1
== --check, no discard: exit 0
== -o

exit 0
keys.php: "<?php\nforeach ($a as $k => $__void) {}\n\n[, $b] = $c;\n"
lib/plain.php: "<?php\necho 'no discard';\n"
lib/cast.php: "<?php\n$__void = f();\n"
bool(false)
== an error
void-discard-lower: SRC/bad.inc: Cannot take void by reference: a discarded value is never fetched, on line 1
exit 2
== usage
usage: void-discard-lower FILE | -o DIR PATH... | --check PATH...  [--ext=php,inc]
exit 2

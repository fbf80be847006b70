--TEST--
tools/bin/void-discard-lower: lowers a file to stdout, folders into another under their own names (a collision refused), --check lists the lines that use discards, --diff and --write lower in place
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
$top = sys_get_temp_dir() . '/vd-cli-' . getmypid();
$src = "$top/src";
$dst = "$top/out";
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
chdir($top);
echo "== -o: each file under the name the working directory gives it\n", run('-o out src src/lib/cast.php', $status), "exit $status\n";
foreach (['keys.php', 'lib/plain.php', 'lib/cast.php'] as $f) {
    echo "$f: ", json_encode(file_get_contents("$dst/src/$f")), "\n";
}
var_dump(file_exists("$dst/src/notes.txt"));
echo "== -o: two files for one target, nothing written\n";
// a file outside the working directory goes below DIR under its absolute path without the `/`,
// which a file below the working directory can have too
$outside = "$top-outside/k.php";
$inside = ltrim($outside, '/');
mkdir(dirname($outside));
mkdir(dirname($inside), 0777, true);
file_put_contents($outside, "<?php\n");
file_put_contents($inside, "<?php\n");
echo str_replace($inside, 'K', run('-o new src ' . escapeshellarg($outside) . ' ' . escapeshellarg($inside), $status)), "exit $status\n";
echo "== -o: not over its own input\n", run('-o . src/keys.php', $status), "exit $status\n";
var_dump(is_dir("$top/new"));
echo "== an error\n", run('--ext=inc --check src', $status), "exit $status\n";
echo "== a file named that holds no PHP\n", run('src/notes.txt', $status), "exit $status\n";
echo "== --diff, then --write, then --check finds nothing\n";
echo run('--diff src/lib', $status), "exit $status\n";
echo run('--write src/lib', $status), "exit $status\n";
echo json_encode(file_get_contents("$src/lib/cast.php")), "\n";
echo run('--check src/lib', $status), "exit $status\n";
echo "== usage\n", run('', $status), "exit $status\n";
exec('rm -rf ' . escapeshellarg($top) . ' ' . escapeshellarg("$top-outside"));
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
== -o: each file under the name the working directory gives it

exit 0
keys.php: "<?php\nforeach ($a as $k => $__void) {}\n\n[, $b] = $c;\n"
lib/plain.php: "<?php\necho 'no discard';\n"
lib/cast.php: "<?php\n$__void = f();\n"
bool(false)
== -o: two files for one target, nothing written
void-discard-lower: new/K: would be written from both /K and K: nothing written
exit 2
== -o: not over its own input
void-discard-lower: ./src/keys.php: would overwrite a file being lowered (--write lowers in place): nothing written
exit 2
bool(false)
== an error
void-discard-lower: src/bad.inc:1: Cannot take void by reference: a discarded value is never fetched
exit 2
== a file named that holds no PHP
void-discard-lower: src/notes.txt: not PHP (no `<?` in it), left alone
exit 2
== --diff, then --write, then --check finds nothing
--- a/src/lib/cast.php
+++ b/src/lib/cast.php
@@ -1,2 +1,2 @@
 <?php
-(void) f();
+$__void = f();
would change: 1 file, 1 line
exit 0
1 file, 1 line
exit 0
"<?php\n$__void = f();\n"

exit 0
== usage
usage: void-discard-lower FILE | -o DIR PATH... | --check PATH... | --diff PATH... | --write PATH...
       [--ext=php,inc]
exit 2

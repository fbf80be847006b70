--TEST--
void-discard-migrate: diff by default, --write with its summary, --check, idempotence, --ext, directories, errors
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
$src = vd_tmpdir();
mkdir("$src/lib/deep", 0777, true);
$loop = "<?php\nfunction f(string \$csv) {\n    foreach (explode(',', \$csv) as \$k => \$v) {\n        echo \$k;\n    }\n    [\$x, \$y] = [\$csv, 2];\n    return \$x;\n}\n";
file_put_contents("$src/one.php", $loop);
file_put_contents("$src/lib/deep/two.php", str_replace('f(', 'g(', $loop));
file_put_contents("$src/lib/plain.php", "<?php\nfunction h(\$a) { foreach (\$a as \$v) { echo \$v; } }\n");
file_put_contents("$src/lib/three.inc", str_replace('f(', 'i(', $loop));
file_put_contents("$src/notes.txt", $loop);
$s = fn(string $out) => str_replace([ltrim($src, '/'), $src], 'SRC', $out);
$arg = escapeshellarg($src);

echo "== diff (nothing written)\n";
echo $s(vd_migrate($arg, $status, $err)), "exit $status\n", $s($err);
var_dump(file_get_contents("$src/one.php") === $loop);

echo "== --check\n";
echo $s(vd_migrate("--check $arg", $status, $err)), "exit $status\n", $s($err);

echo "== --write\n";
echo $s(vd_migrate("--write $arg", $status, $err)), "exit $status\n", $s($err);
echo file_get_contents("$src/one.php");
var_dump(file_get_contents("$src/lib/three.inc") === str_replace('f(', 'i(', $loop));
var_dump(file_get_contents("$src/notes.txt") === $loop);

echo "== a second run changes nothing\n";
echo $s(vd_migrate("--check $arg", $status, $err)), "exit $status\n", $s($err);
echo $s(vd_migrate("--write $arg", $status, $err)), "exit $status\n";

echo "== --ext=php,inc\n";
echo $s(vd_migrate("--write --ext=php,inc $arg", $status, $err)), "exit $status\n";
echo $s(vd_migrate("--check --ext=PHP,INC $arg", $status, $err)), "exit $status\n";

echo "== a file given by name is migrated whatever its ending\n";
echo $s(vd_migrate("--check " . escapeshellarg("$src/notes.txt"), $status, $err)), "exit $status\n";

echo "== a file PHP cannot compile is reported with its line and left as it is; the others are written; exit 2\n";
file_put_contents("$src/lib/broken.php", "<?php\nfunction b(\$a) {\n    foreach (\$a as \$k => \$v) {}\n}\n\nif (\n");
file_put_contents("$src/zz.php", $loop);
echo $s(vd_migrate("--write $arg", $status, $err)), "exit $status\n", $s($err);
var_dump(file_get_contents("$src/zz.php") === $loop);
var_dump(str_contains(file_get_contents("$src/lib/broken.php"), '$k => $v'));
file_put_contents("$src/lib/broken.php", "<?php\nfunction b(array \$a) {\n    foreach (\$a as \$k => &void) {}\n    foreach ([1] as \$v) {}\n}\n");
echo $s(vd_migrate("--check " . escapeshellarg("$src/lib/broken.php"), $status, $err)), "exit $status\n", $s($err);

echo "== usage\n";
echo vd_migrate('', $status, $err), "exit $status\n", $err;
echo vd_migrate('--frobnicate x.php', $status, $err), "exit $status\n", $err;
echo $s(vd_migrate(escapeshellarg("$src/missing"), $status, $err)), "exit $status\n", $s($err);
?>
--EXPECT--
== diff (nothing written)
--- a/SRC/lib/deep/two.php
+++ b/SRC/lib/deep/two.php
@@ -1,8 +1,8 @@
 <?php
 function g(string $csv) {
-    foreach (explode(',', $csv) as $k => $v) {
+    foreach (explode(',', $csv) as $k => void) {
         echo $k;
     }
-    [$x, $y] = [$csv, 2];
+    [$x, void] = [$csv, 2];
     return $x;
 }
--- a/SRC/one.php
+++ b/SRC/one.php
@@ -1,8 +1,8 @@
 <?php
 function f(string $csv) {
-    foreach (explode(',', $csv) as $k => $v) {
+    foreach (explode(',', $csv) as $k => void) {
         echo $k;
     }
-    [$x, $y] = [$csv, 2];
+    [$x, void] = [$csv, 2];
     return $x;
 }
exit 0
would change: 2 files, 2 loops, 2 destructurings
bool(true)
== --check
/SRC/lib/deep/two.php:3
/SRC/lib/deep/two.php:6
/SRC/one.php:3
/SRC/one.php:6
exit 1
== --write
2 files, 2 loops, 2 destructurings
exit 0
<?php
function f(string $csv) {
    foreach (explode(',', $csv) as $k => void) {
        echo $k;
    }
    [$x, void] = [$csv, 2];
    return $x;
}
bool(true)
bool(true)
== a second run changes nothing
exit 0
0 files, 0 loops, 0 destructurings
exit 0
== --ext=php,inc
1 file, 1 loop, 1 destructuring
exit 0
exit 0
== a file given by name is migrated whatever its ending
/SRC/notes.txt:3
/SRC/notes.txt:6
exit 1
== a file PHP cannot compile is reported with its line and left as it is; the others are written; exit 2
1 file, 1 loop, 1 destructuring
exit 2
void-discard-migrate: /SRC/lib/broken.php:7: Unclosed '(' on line 6
bool(false)
bool(true)
exit 2
void-discard-migrate: /SRC/lib/broken.php:3: Cannot take void by reference: a discarded value is never fetched
== usage
exit 2
usage: void-discard-migrate [--write | --check] [--risky] [--array-keys] [--sentinel] [--ext=php,inc]
       [--short-open-tag=on|off] PATH...
       void-discard-migrate --stats [--json] [--ext=php,inc] [--short-open-tag=on|off] PATH...
exit 2
void-discard-migrate: unknown option --frobnicate
usage: void-discard-migrate [--write | --check] [--risky] [--array-keys] [--sentinel] [--ext=php,inc]
       [--short-open-tag=on|off] PATH...
       void-discard-migrate --stats [--json] [--ext=php,inc] [--short-open-tag=on|off] PATH...

exit 2
void-discard-migrate: /SRC/missing: no such file or directory
would change: 0 files, 0 loops, 0 destructurings

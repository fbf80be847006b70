--TEST--
void-discard-migrate: valid PHP never aborts a run; symbolic links; diffs apply; short_open_tag and zend.multibyte; a 1 MB file in 128 MB
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
// the tool compiles detached (no opcache): once without opcache per version is enough
if ((getenv('VD_TEST_MODE') ?: 'off') !== 'off') die('skip runs in the off mode');
--FILE--
<?php
require __DIR__ . '/migrate.inc';
$dir = vd_tmpdir();
$show = fn(string $text) => str_replace([ltrim($dir, '/'), $dir], 'DIR', $text);
$safe = "<?php\nfunction f() {\n    foreach ([1, 2] as \$k => \$v) { echo \$k; }\n}\nf();\n";

echo "== a variable glued to `as` gets a blank\n";
file_put_contents("$dir/glued.php", "<?php\nfunction g() { foreach([1,2]as\$v){ echo 1; } foreach([3]as\$k=>\$w){ echo \$k; } }\ng();\n");
echo vd_migrate('--write ' . escapeshellarg("$dir/glued.php"), $status, $err), "exit $status\n", $show($err);
echo file_get_contents("$dir/glued.php");
echo vd_tool('void-discard-lower', escapeshellarg("$dir/glued.php")) !== '' ? "lowers\n" : "does not lower\n";

echo "== symbolic links are not followed\n";
mkdir("$dir/tree");
mkdir("$dir/outside");
file_put_contents("$dir/outside/target.php", $safe);
file_put_contents("$dir/tree/own.php", $safe);
symlink("$dir/outside/target.php", "$dir/tree/link.php");
symlink("$dir/outside", "$dir/tree/linkdir");
echo vd_migrate('--write ' . escapeshellarg("$dir/tree"), $status, $err), "exit $status\n", $show($err);
var_dump(file_get_contents("$dir/outside/target.php") === $safe, file_get_contents("$dir/tree/own.php") !== $safe);
echo vd_migrate('--write ' . escapeshellarg("$dir/tree/link.php"), $status, $err), "exit $status\n", $show($err);
var_dump(file_get_contents("$dir/outside/target.php") === $safe);

echo "== the diff applies with git apply and patch -p1, for every way of naming the file\n";
mkdir("$dir/project/src", 0777, true);
file_put_contents("$dir/project/src/a.php", $safe);
copy("$dir/project/src/a.php", "$dir/expected.php");
vd_migrate('--write ' . escapeshellarg("$dir/expected.php"));
$expected = file_get_contents("$dir/expected.php");
foreach (['src/a.php', './src/a.php', 'src//./a.php', "$dir/project/src/a.php"] as $name) {
    file_put_contents("$dir/project/src/a.php", $safe);
    $diff = vd_migrate(escapeshellarg($name), $status, $err, "$dir/project");
    echo $show(strtok($diff, "\n")), "\n";
    foreach (['git apply', 'patch -s -p1'] as $tool) {
        file_put_contents("$dir/project/src/a.php", $safe);
        $proc = proc_open("$tool 2>&1", [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes, "$dir/project");
        fwrite($pipes[0], $diff);
        fclose($pipes[0]);
        $out = stream_get_contents($pipes[1]);
        fclose($pipes[1]);
        $code = proc_close($proc);
        echo "  $tool: ", $code === 0 && file_get_contents("$dir/project/src/a.php") === $expected ? 'applies' : "fails ($code: $out)", "\n";
    }
}
echo "-- a path outside the working directory: applies with patch -p1 from /\n";
file_put_contents("$dir/project/src/a.php", $safe);
$diff = vd_migrate(escapeshellarg("$dir/project/src/a.php"), $status, $err, "$dir/outside");
echo $show(strtok($diff, "\n")), "\n";
$proc = proc_open('patch -s -p1 2>&1', [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes, '/');
fwrite($pipes[0], $diff);
fclose($pipes[0]);
$out = stream_get_contents($pipes[1]);
echo proc_close($proc) === 0 && file_get_contents("$dir/project/src/a.php") === $expected ? "applies\n" : "fails: $out\n";

echo "== short_open_tag: the code is read as the PHP running the tool reads it\n";
$short = "<?php\nfunction a() { foreach ([1] as \$k => \$v) { echo \$k; } }\n?>\n"
    . "<? function b() { foreach ([2] as \$k => \$v) { echo \$k; } } ?>\n";
foreach (['0', '1'] as $on) {
    file_put_contents("$dir/short.php", $short);
    echo "short_open_tag=$on: ", vd_migrate('--write ' . escapeshellarg("$dir/short.php"), $status, $err, null,
        "-d short_open_tag=$on"), $show($err);
    echo file_get_contents("$dir/short.php");
}
echo "-- or as --short-open-tag says, whatever the running PHP has\n";
foreach (['off' => '1', 'on' => '0'] as $option => $ini) {
    file_put_contents("$dir/short.php", $short);
    echo "--short-open-tag=$option under short_open_tag=$ini: ", vd_migrate("--write --short-open-tag=$option "
        . escapeshellarg("$dir/short.php"), $status, $err, null, "-d short_open_tag=$ini"), $show($err);
    echo file_get_contents("$dir/short.php");
}

echo "== zend.multibyte=1: the extension does not read void under it; nothing is done\n";
file_put_contents("$dir/mb.php", $safe);
echo vd_migrate('--write ' . escapeshellarg("$dir/mb.php"), $status, $err, null, '-d zend.multibyte=1'), "exit $status\n", $err;
var_dump(file_get_contents("$dir/mb.php") === $safe);

echo "== a 1 MB file in the default memory_limit of 128M\n";
// memory_limit is Zend's allocator's: with the system allocator (USE_ZEND_ALLOC=0: the sanitized
// PHP's runs) nothing holds the tool to 128M, and 1 MB of this one function repeated runs the code
// 64 KB runs, 16 times over (80 s under ASan), so there the file is 64 KB
$size = getenv('USE_ZEND_ALLOC') === '0' ? 64 << 10 : 1 << 20;
$big = "<?php\nnamespace Big;\n";
for ($i = 0; strlen($big) < $size; $i++) {
    $big .= "function f$i(array \$rows, string \$csv): array\n{\n    \$out = [];\n"
        . "    foreach (\\explode(',', \$csv) as \$k => \$v) {\n        \$out[] = \$k;\n    }\n"
        . "    foreach (\$rows as \$id => \$row) {\n        \$out[] = [\$id, \$csv['name'] ?? null];\n    }\n"
        . "    [\$first, \$second] = [\$csv, 'unused'];\n    return [\$first, \$out];\n}\n";
}
file_put_contents("$dir/big.php", $big);
$out = vd_migrate('--write ' . escapeshellarg("$dir/big.php"), $status, $err, null, '-d memory_limit=128M');
echo "exit $status\n", $out === "1 file, $i loops, $i destructurings ($i risky spots not written: --risky writes them)\n"
    ? "every safe loop and slot written, every risky loop listed\n" : $out . substr($err, 0, 300);
?>
--EXPECT--
== a variable glued to `as` gets a blank
1 file, 2 loops, 0 destructurings
exit 0
<?php
function g() { foreach([1,2]as void){ echo 1; } foreach([3]as$k=>void){ echo $k; } }
g();
lowers
== symbolic links are not followed
1 file, 1 loop, 0 destructurings
exit 0
void-discard-migrate: /DIR/tree/link.php: a symbolic link, not followed (name its target to migrate it)
void-discard-migrate: /DIR/tree/linkdir: a symbolic link, not followed (name its target to migrate it)
bool(true)
bool(true)
0 files, 0 loops, 0 destructurings
exit 2
void-discard-migrate: /DIR/tree/link.php: a symbolic link, not followed (name its target to migrate it)
bool(true)
== the diff applies with git apply and patch -p1, for every way of naming the file
--- a/src/a.php
  git apply: applies
  patch -s -p1: applies
--- a/src/a.php
  git apply: applies
  patch -s -p1: applies
--- a/src/a.php
  git apply: applies
  patch -s -p1: applies
--- a/src/a.php
  git apply: applies
  patch -s -p1: applies
-- a path outside the working directory: applies with patch -p1 from /
--- a/DIR/project/src/a.php
applies
== short_open_tag: the code is read as the PHP running the tool reads it
short_open_tag=0: 1 file, 1 loop, 0 destructurings
<?php
function a() { foreach ([1] as $k => void) { echo $k; } }
?>
<? function b() { foreach ([2] as $k => $v) { echo $k; } } ?>
short_open_tag=1: 1 file, 2 loops, 0 destructurings
<?php
function a() { foreach ([1] as $k => void) { echo $k; } }
?>
<? function b() { foreach ([2] as $k => void) { echo $k; } } ?>
-- or as --short-open-tag says, whatever the running PHP has
--short-open-tag=off under short_open_tag=1: 1 file, 1 loop, 0 destructurings
<?php
function a() { foreach ([1] as $k => void) { echo $k; } }
?>
<? function b() { foreach ([2] as $k => $v) { echo $k; } } ?>
--short-open-tag=on under short_open_tag=0: 1 file, 2 loops, 0 destructurings
<?php
function a() { foreach ([1] as $k => void) { echo $k; } }
?>
<? function b() { foreach ([2] as $k => void) { echo $k; } } ?>
== zend.multibyte=1: the extension does not read void under it; nothing is done
exit 2
void-discard-migrate: zend.multibyte=1: the extension does not read `void` under it (docs/semantics.md); nothing done
bool(true)
== a 1 MB file in the default memory_limit of 128M
exit 0
every safe loop and slot written, every risky loop listed

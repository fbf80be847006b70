--TEST--
void-discard-migrate: the migrated code runs like the original, and lowered by void-discard-lower it lints and runs without the extension
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
$code = <<<'PHP'
<?php
function keys(iterable $rows): array {
    $out = [];
    foreach ($rows as $id => $row) { $out[] = $id; }
    foreach ($rows as $row) { $out[] = '.'; }
    foreach ($rows as $id => [$a, $b]) { $out[] = "$id:$a"; }
    [$x, [$y, $z]] = [1, [2, 3]];
    ['k' => $k, 'unused' => $u] = ['k' => 'K', 'unused' => 'U'];
    $out[] = $x . $k;
    if ([$p, $q] = [4, 5]) { $out[] = $p; }
    [$m, $n] = [$o] = [6, 7];
    $out[] = $m;
    return $out;
}
function gen() { yield 'a' => 1; echo "gen ran\n"; yield 'b' => 2; }
function drive() { foreach (gen() as $k => $v) { echo "$k\n"; } }
echo implode(' ', keys(['r1' => [10, 11], 'r2' => [20, 21]])), "\n";
echo implode(' ', keys(new ArrayIterator(['i1' => [30, 31]]))), "\n";
drive();
PHP;
$dir = vd_tmpdir();
file_put_contents("$dir/orig.php", $code);
file_put_contents("$dir/migrated.php", $code);
echo vd_migrate('--write --risky ' . escapeshellarg("$dir/migrated.php"));
echo file_get_contents("$dir/migrated.php"), "\n";
file_put_contents("$dir/lowered.php", vd_tool('void-discard-lower', escapeshellarg("$dir/migrated.php")));

$bare = escapeshellarg(getenv('TEST_PHP_EXECUTABLE')) . ' -n';
$with = escapeshellarg(getenv('TEST_PHP_EXECUTABLE')) . ' ' . getenv('TEST_PHP_EXTRA_ARGS');
$original = shell_exec("$bare " . escapeshellarg("$dir/orig.php"));
echo "== the original, without the extension\n", $original;
var_dump(shell_exec("$with " . escapeshellarg("$dir/migrated.php")) === $original);
echo "== lowered: lints and runs without the extension\n";
echo str_replace($dir, 'DIR', shell_exec("$bare -l " . escapeshellarg("$dir/lowered.php")));
var_dump(shell_exec("$bare " . escapeshellarg("$dir/lowered.php")) === $original);
?>
--EXPECT--
1 file, 3 loops, 6 destructurings
<?php
function keys(iterable $rows): array {
    $out = [];
    foreach ($rows as $id => void) { $out[] = $id; }
    foreach ($rows as void) { $out[] = '.'; }
    foreach ($rows as $id => [$a, void]) { $out[] = "$id:$a"; }
    [$x, [void, void]] = [1, [2, 3]];
    ['k' => $k, 'unused' => void] = ['k' => 'K', 'unused' => 'U'];
    $out[] = $x . $k;
    if ([$p, void] = [4, 5]) { $out[] = $p; }
    [$m, void] = [void] = [6, 7];
    $out[] = $m;
    return $out;
}
function gen() { yield 'a' => 1; echo "gen ran\n"; yield 'b' => 2; }
function drive() { foreach (gen() as $k => void) { echo "$k\n"; } }
echo implode(' ', keys(['r1' => [10, 11], 'r2' => [20, 21]])), "\n";
echo implode(' ', keys(new ArrayIterator(['i1' => [30, 31]]))), "\n";
drive();
== the original, without the extension
r1 r2 . . r1:10 r2:20 1K 4 6
i1 . i1:30 1K 4 6
a
gen ran
b
bool(true)
== lowered: lints and runs without the extension
No syntax errors detected in DIR/lowered.php
bool(true)

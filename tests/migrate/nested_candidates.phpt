--TEST--
void-discard-migrate: a destructuring inside a foreach header (a closure in array_keys(E)) is probed in source order, and with --array-keys its slot is written inside E's new text
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
// The foreach value was found before the slots of its own header: the probes were spliced out of
// order ("syntax error, unexpected variable $vd_probe_1"), and once in order, the array_keys()
// rewrite (E's original text) overlapped the slot's.
$code = <<<'PHP'
<?php
function f(array $x) {
    foreach (array_keys(array_filter($x, function (array $r) { [$a, $b] = $r; return $a; })) as $k) {
        echo $k;
    }
    foreach ([[1, 2]] as $i => [$p, $q]) { echo $i, $q; }
}
PHP;
echo "== default\n";
vd_show($code); // each spot risky (a slot's key may be missing)
echo "== --risky --array-keys\n";
vd_show($code, '--risky --array-keys');
echo "== the original, then the result, run\n";
$dir = vd_tmpdir();
file_put_contents("$dir/original.php", $code . "\nf([['a', 1], ['', 0], ['b', 2]]);\n");
file_put_contents("$dir/migrated.php", str_replace('function f(', 'function g(', vd_migrated($code, '--risky --array-keys'))
    . "\ng([['a', 1], ['', 0], ['b', 2]]);\n");
include "$dir/original.php";
echo "\n";
include "$dir/migrated.php";
echo "\n";
?>
--EXPECT--
== default
unchanged
== --risky --array-keys
3: foreach (array_keys(array_filter($x, function (array $r) { [$a, $b] = $r; return $a; })) as $k) {  =>  foreach (array_filter($x, function (array $r) { [$a, void] = $r; return $a; }) as $k => void) {
6: foreach ([[1, 2]] as $i => [$p, $q]) { echo $i, $q; }  =>  foreach ([[1, 2]] as $i => [void, $q]) { echo $i, $q; }
== the original, then the result, run
0202
0202

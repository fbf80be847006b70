--TEST--
void-discard-migrate: foreach (array_keys(E) as $k) is only suggested; --array-keys writes foreach (E as $k => void)
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
--FILE--
<?php
require __DIR__ . '/migrate.inc';
$code = <<<'PHP'
<?php
function f(array $rows, $o) {
    foreach (array_keys($rows) as $id) { echo $id; }
    foreach (\array_keys( $o->rows() ) as $k) { echo $k; }
    foreach (array_keys($rows, 1) as $k) { echo $k; }           // a filter: not a key list
    foreach (array_keys(...$args) as $k) { echo $k; }           // not one array
    foreach (array_keys($rows) as $i => $k) { echo $i, $k; }    // the index is used
    foreach (array_keys($rows) as $unused) {}                   // a value never read: void
    foreach (Foo::array_keys($rows) as $k) { echo $k; }         // another function
    foreach (array_keys($rows)as $g) { echo $g; }               // `)` glued to `as`
}
PHP;
$dir = vd_tmpdir();
file_put_contents("$dir/f.php", $code);
echo "== suggested, not written\n";
$out = vd_migrate('--write ' . escapeshellarg("$dir/f.php"), $status, $err);
echo $out, "exit $status\n", str_replace($dir, 'DIR', $err);
echo file_get_contents("$dir/f.php"), "\n";
echo "== --array-keys\n";
file_put_contents("$dir/f.php", $code);
echo vd_migrate('--write --array-keys ' . escapeshellarg("$dir/f.php"), $status, $err), "exit $status\n";
echo file_get_contents("$dir/f.php"), "\n";
echo "== idempotent\n";
echo vd_migrate('--check --array-keys ' . escapeshellarg("$dir/f.php"), $status, $err), "exit $status\n", $err;
?>
--EXPECT--
== suggested, not written
1 file, 1 loop, 0 destructurings
exit 0
DIR/f.php:3: suggestion: foreach (array_keys($rows) as $id) can be foreach ($rows as $id => void) (--array-keys writes it; it differs when E is not an array)
DIR/f.php:4: suggestion: foreach (\array_keys( $o->rows() ) as $k) can be foreach ($o->rows() as $k => void) (--array-keys writes it; it differs when E is not an array)
DIR/f.php:10: suggestion: foreach (array_keys($rows) as $g) can be foreach ($rows as $g => void) (--array-keys writes it; it differs when E is not an array)
<?php
function f(array $rows, $o) {
    foreach (array_keys($rows) as $id) { echo $id; }
    foreach (\array_keys( $o->rows() ) as $k) { echo $k; }
    foreach (array_keys($rows, 1) as $k) { echo $k; }           // a filter: not a key list
    foreach (array_keys(...$args) as $k) { echo $k; }           // not one array
    foreach (array_keys($rows) as $i => $k) { echo $i, $k; }    // the index is used
    foreach (array_keys($rows) as void) {}                   // a value never read: void
    foreach (Foo::array_keys($rows) as $k) { echo $k; }         // another function
    foreach (array_keys($rows)as $g) { echo $g; }               // `)` glued to `as`
}
== --array-keys
1 file, 4 loops, 0 destructurings
exit 0
<?php
function f(array $rows, $o) {
    foreach ($rows as $id => void) { echo $id; }
    foreach ($o->rows() as $k => void) { echo $k; }
    foreach (array_keys($rows, 1) as $k) { echo $k; }           // a filter: not a key list
    foreach (array_keys(...$args) as $k) { echo $k; }           // not one array
    foreach (array_keys($rows) as $i => $k) { echo $i, $k; }    // the index is used
    foreach (array_keys($rows) as void) {}                   // a value never read: void
    foreach (Foo::array_keys($rows) as $k) { echo $k; }         // another function
    foreach ($rows as $g => void) { echo $g; }               // `)` glued to `as`
}
== idempotent
exit 0

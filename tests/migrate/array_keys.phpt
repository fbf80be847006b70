--TEST--
void-discard-migrate: foreach (array_keys(E) as $k) is only suggested; --array-keys writes foreach (E as $k => void)
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
function f(array $rows, $o) {
    foreach (array_keys($rows) as $id) { echo $id; }
    foreach (\array_keys( $o->rows() ) as $k) { echo $k; }
    foreach (array_keys($rows, 1) as $k) { echo $k; }           // a filter: not a key list
    foreach (array_keys(...$args) as $k) { echo $k; }           // not one array
    foreach (array_keys($rows) as $i => $k) { echo $i, $k; }    // the index is used
    foreach (array_keys($rows) as $unused) {}                   // a value never read: void
    foreach (Foo::array_keys($rows) as $k) { echo $k; }         // another function
    foreach (array_keys($rows)as $g) { echo $g; }               // `)` glued to `as`
    foreach (array_keys(array: $rows) as $n) { echo $n; }       // a named argument
}
function g(array $rows) {
    foreach (array_keys($rows) as $id) { echo $id; }            // $rows only read: safe
}
PHP;
// in a namespace, array_keys() may be the namespace's own
$ns = "<?php\nnamespace App;\nfunction array_keys(\$a) { return new \\ArrayIterator(\\array_keys(\$a)); }\n"
    . "function h(array \$rows) {\n    foreach (array_keys(\$rows) as \$k) { echo \$k; }\n"
    . "    foreach (\\array_keys(\$rows) as \$k) { echo \$k; }\n}\n";
$dir = vd_tmpdir();
$show = fn(string $text) => str_replace($dir, 'DIR', $text);
file_put_contents("$dir/f.php", $code);
echo "== suggested, not written\n";
$out = vd_migrate('--write ' . escapeshellarg("$dir/f.php"), $status, $err);
echo $out, "exit $status\n", $show($err);
echo file_get_contents("$dir/f.php"), "\n";
echo "== --array-keys: the safe one is written, the others listed\n";
file_put_contents("$dir/f.php", $code);
echo vd_migrate('--write --array-keys ' . escapeshellarg("$dir/f.php"), $status, $err), "exit $status\n", $show($err);
echo file_get_contents("$dir/f.php"), "\n";
echo "== --array-keys --risky\n";
file_put_contents("$dir/f.php", $code);
echo vd_migrate('--write --array-keys --risky ' . escapeshellarg("$dir/f.php"), $status, $err), "exit $status\n";
echo file_get_contents("$dir/f.php"), "\n";
echo "== idempotent\n";
echo vd_migrate('--check --array-keys --risky ' . escapeshellarg("$dir/f.php"), $status, $err), "exit $status\n", $err;
echo "== a namespace's own array_keys()\n";
file_put_contents("$dir/ns.php", $ns);
echo vd_migrate('--write --array-keys ' . escapeshellarg("$dir/ns.php"), $status, $err), "exit $status\n", $show($err);
echo file_get_contents("$dir/ns.php");
?>
--EXPECT--
== suggested, not written
1 file, 1 loop, 0 destructurings
exit 0
DIR/f.php:3: suggestion: foreach (array_keys($rows) as $id) can be foreach ($rows as $id => void) (--array-keys writes it, with --risky: E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError)
DIR/f.php:4: suggestion: foreach (\array_keys( $o->rows() ) as $k) can be foreach ($o->rows() as $k => void) (--array-keys writes it, with --risky: E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError)
DIR/f.php:10: suggestion: foreach (array_keys($rows) as $g) can be foreach ($rows as $g => void) (--array-keys writes it, with --risky: E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError)
DIR/f.php:11: suggestion: foreach (array_keys(array: $rows) as $n) can be foreach ($rows as $n => void) (--array-keys writes it, with --risky: E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError)
DIR/f.php:14: suggestion: foreach (array_keys($rows) as $id) can be foreach ($rows as $id => void) (--array-keys writes it)
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
    foreach (array_keys(array: $rows) as $n) { echo $n; }       // a named argument
}
function g(array $rows) {
    foreach (array_keys($rows) as $id) { echo $id; }            // $rows only read: safe
}
== --array-keys: the safe one is written, the others listed
1 file, 2 loops, 0 destructurings (4 risky spots not written: --risky writes them)
exit 0
DIR/f.php:3: risky, not written (--risky writes it): foreach (array_keys($rows) as $id) can be foreach ($rows as $id => void): E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError
DIR/f.php:4: risky, not written (--risky writes it): foreach (\array_keys( $o->rows() ) as $k) can be foreach ($o->rows() as $k => void): E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError
DIR/f.php:10: risky, not written (--risky writes it): foreach (array_keys($rows) as $g) can be foreach ($rows as $g => void): E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError
DIR/f.php:11: risky, not written (--risky writes it): foreach (array_keys(array: $rows) as $n) can be foreach ($rows as $n => void): E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError
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
    foreach (array_keys(array: $rows) as $n) { echo $n; }       // a named argument
}
function g(array $rows) {
    foreach ($rows as $id => void) { echo $id; }            // $rows only read: safe
}
== --array-keys --risky
1 file, 6 loops, 0 destructurings
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
    foreach ($rows as $n => void) { echo $n; }       // a named argument
}
function g(array $rows) {
    foreach ($rows as $id => void) { echo $id; }            // $rows only read: safe
}
== idempotent
exit 0
== a namespace's own array_keys()
0 files, 0 loops, 0 destructurings (2 risky spots not written: --risky writes them)
exit 0
DIR/ns.php:5: risky, not written (--risky writes it): foreach (array_keys($rows) as $k) can be foreach ($rows as $k => void): array_keys() may resolve to app\array_keys() (an unqualified call in a namespace; \array_keys() is PHP's own); E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError
DIR/ns.php:6: risky, not written (--risky writes it): foreach (\array_keys($rows) as $k) can be foreach ($rows as $k => void): E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError
<?php
namespace App;
function array_keys($a) { return new \ArrayIterator(\array_keys($a)); }
function h(array $rows) {
    foreach (array_keys($rows) as $k) { echo $k; }
    foreach (\array_keys($rows) as $k) { echo $k; }
}

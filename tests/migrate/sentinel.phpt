--TEST--
void-discard-migrate --sentinel: writes __discard() and __discard, valid PHP syntax, the same discards
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
function f(array $rows) {
    $out = [];
    foreach ($rows as $id => $row) { $out[] = $id; }
    foreach ($rows as $row) { $out[] = '.'; }
    foreach ($rows as [$a, $b]) { $out[] = $a; }
    ['x' => $x, 'y' => $y] = ['x' => 1, 'y' => 2];
    foreach (array_keys($rows) as $k) { $out[] = $k; }
    return implode(' ', $out) . " $x";
}
echo f(['r' => [1, 2], 's' => [3, 4]]), "\n";
PHP;
$dir = vd_tmpdir();
file_put_contents("$dir/f.php", $code);
echo vd_migrate('--write --risky --sentinel --array-keys ' . escapeshellarg("$dir/f.php"));
$new = file_get_contents("$dir/f.php");
echo $new, "\n";
echo "== stock PHP's parser accepts it\n";
var_dump(count(token_get_all($new, TOKEN_PARSE)) > 0);
echo "== idempotent, with either spelling\n";
echo vd_migrate('--check --risky --sentinel --array-keys ' . escapeshellarg("$dir/f.php"), $status), "exit $status\n";
echo vd_migrate('--check --risky --array-keys ' . escapeshellarg("$dir/f.php"), $status), "exit $status\n";
echo "== runs like the original\n";
include "$dir/f.php";
?>
--EXPECT--
1 file, 3 loops, 2 destructurings
<?php
function f(array $rows) {
    $out = [];
    foreach ($rows as $id => __discard()) { $out[] = $id; }
    foreach ($rows as __discard()) { $out[] = '.'; }
    foreach ($rows as [$a, __discard]) { $out[] = $a; }
    ['x' => $x, 'y' => __discard] = ['x' => 1, 'y' => 2];
    foreach ($rows as $k => __discard()) { $out[] = $k; }
    return implode(' ', $out) . " $x";
}
echo f(['r' => [1, 2], 's' => [3, 4]]), "\n";
== stock PHP's parser accepts it
bool(true)
== idempotent, with either spelling
exit 0
exit 0
== runs like the original
r s . . 1 3 r s 1

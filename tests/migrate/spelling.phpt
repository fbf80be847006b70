--TEST--
void-discard-migrate: a file keeps its spelling; --sentinel lists the parameters it cannot write; a second run in either spelling changes nothing
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
$dir = vd_tmpdir();
$run = function (string $args, string $file) use ($dir): void {
    $out = vd_migrate("$args " . escapeshellarg("$dir/$file"), $status, $err);
    echo "-- $args: exit $status\n", str_replace("$dir/", '', $out . $err);
};
echo "== a held-out program: a destructuring slot and an error-handler closure\n";
copy(__DIR__ . '/programs/iterators-warning-handler.php', "$dir/handler.php");
$run('--write --risky --sentinel', 'handler.php');
$run('--check --risky --sentinel', 'handler.php');
$run('--check --risky', 'handler.php');
$run('--check', 'handler.php');
copy(__DIR__ . '/programs/keys-type-errors.php', "$dir/keys.php");
$run('--write --risky --sentinel', 'keys.php');
$run('--check --risky', 'keys.php');

echo "== the same in the void spelling\n";
copy(__DIR__ . '/programs/iterators-warning-handler.php', "$dir/handler-void.php");
$run('--write --risky', 'handler-void.php');
$run('--check --risky', 'handler-void.php');
$run('--check --risky --sentinel', 'handler-void.php');

echo "== a file that already uses __discard: loops in that spelling, parameters listed\n";
file_put_contents("$dir/sentinel.php", <<<'PHP'
<?php
function f(array $rows, $unused, $b) {
    foreach ($rows as $k => __discard()) { echo $k; }
    foreach ($rows as $id => $row) { echo $id; }
    return $b;
}
PHP);
$run('--write --risky', 'sentinel.php');
echo file_get_contents("$dir/sentinel.php"), "\n";
$stats = json_decode(vd_migrate('--stats --json ' . escapeshellarg("$dir/sentinel.php")), true);
echo 'census: params ', json_encode($stats['params']), ', unwritten ', $stats['unwritten_params'], "\n";

echo "== a file that already uses void, under --sentinel: void\n";
file_put_contents("$dir/void.php", <<<'PHP'
<?php
function g(array $rows, $unused, $b) {
    foreach ($rows as $k => void) { echo $k; }
    foreach ($rows as $id => $row) { echo $id; }
    return $b;
}
PHP);
$run('--risky --sentinel --check', 'void.php');
echo "== a file with both: the option decides\n";
file_put_contents("$dir/both.php", "<?php\nfunction h(array \$r) {\n    foreach (\$r as \$k => void) { echo \$k; }\n"
    . "    foreach (\$r as \$k => __discard()) { echo \$k; }\n    foreach (\$r as \$k => \$v) { echo \$k; }\n}\n");
$run('--risky --sentinel --check', 'both.php');
$run('--risky --check', 'both.php');
?>
--EXPECT--
== a held-out program: a destructuring slot and an error-handler closure
-- --write --risky --sentinel: exit 0
1 file, 3 loops, 0 destructurings
handler.php:67: not written: parameter $no => void: the sentinel spelling (--sentinel) has no form for a parameter (a run without it writes void)
-- --check --risky --sentinel: exit 0
handler.php:67: not written: parameter $no => void: the file uses the sentinel spelling (__discard), which has no form for a parameter; it keeps its spelling
-- --check --risky: exit 0
handler.php:67: not written: parameter $no => void: the file uses the sentinel spelling (__discard), which has no form for a parameter; it keeps its spelling
-- --check: exit 0
handler.php:67: not written: parameter $no => void: the file uses the sentinel spelling (__discard), which has no form for a parameter; it keeps its spelling
-- --write --risky --sentinel: exit 0
1 file, 0 loops, 6 destructurings
keys.php:5: not written: parameter $no => void: the sentinel spelling (--sentinel) has no form for a parameter (a run without it writes void)
-- --check --risky: exit 0
keys.php:5: not written: parameter $no => void: the file uses the sentinel spelling (__discard), which has no form for a parameter; it keeps its spelling
== the same in the void spelling
-- --write --risky: exit 0
1 file, 3 loops, 0 destructurings, 1 parameter
-- --check --risky: exit 0
-- --check --risky --sentinel: exit 0
== a file that already uses __discard: loops in that spelling, parameters listed
-- --write --risky: exit 0
1 file, 1 loop, 0 destructurings
sentinel.php:2: not written: parameter $unused => void: the file uses the sentinel spelling (__discard), which has no form for a parameter; it keeps its spelling
<?php
function f(array $rows, $unused, $b) {
    foreach ($rows as $k => __discard()) { echo $k; }
    foreach ($rows as $id => __discard()) { echo $id; }
    return $b;
}
census: params {"default":0,"risky":0}, unwritten 1
== a file that already uses void, under --sentinel: void
-- --risky --sentinel --check: exit 1
void.php:2
void.php:4
== a file with both: the option decides
-- --risky --sentinel --check: exit 1
both.php:5
-- --risky --check: exit 1
both.php:5

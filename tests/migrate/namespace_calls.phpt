--TEST--
void-discard-migrate: in a namespace, a loop over an unqualified call to one of PHP's functions is counted and listed as global code's, with that reason and its fix
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
$body = <<<'PHP'
final class Bag
{
    private array $p = ['a' => 1];

    public function keys(string $csv): array
    {
        $out = [];
        foreach (array_keys($this->p) as $k) {
            $out[] = $k;
        }
        foreach (explode(',', $csv) as $i => $part) {
            $out[] = $i;
        }
        foreach (range(1, 3) as $i => $n) {
            $out[] = $i;
        }
        foreach (\explode(',', $csv) as $i => $part) {
            $out[] = $i;
        }
        [$a, $b] = explode(',', $csv);
        return [$a, ...$out];
    }
}

PHP;
$dir = vd_tmpdir();
file_put_contents("$dir/global.php", "<?php\n\n$body");
file_put_contents("$dir/ns.php", "<?php\nnamespace App;\n$body");
foreach (['global.php', 'ns.php'] as $file) {
    echo "== $file: the dry run\n";
    vd_migrate('--array-keys ' . escapeshellarg("$dir/$file"), $status, $err);
    echo str_replace($dir . '/', '', $err);
    echo "== $file: --stats\n";
    $stats = json_decode(vd_migrate('--stats --json ' . escapeshellarg("$dir/$file")), true);
    foreach (['unused_value_loops', 'array_keys_loops', 'unused_slots'] as $key) {
        echo "$key: ", json_encode($stats[$key]), ' ', json_encode(array_filter($stats['risky_reasons'][$key])), "\n";
    }
}
?>
--EXPECT--
== global.php: the dry run
global.php:10: risky, not written (--risky writes it): foreach (array_keys($this->p) as $k) can be foreach ($this->p as $k => void): E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError
global.php:22: risky, not written (--risky writes it): destructuring slot $b => void: the key may be missing (its "Undefined array key" warning would go), or the value may be an object no longer kept alive by $b
would change: 1 file, 3 loops, 0 destructurings (2 risky spots not written: --risky writes them)
== global.php: --stats
unused_value_loops: {"default":3,"risky":0} []
array_keys_loops: {"default":0,"risky":1} {"array-keys-subject":1}
unused_slots: {"default":0,"risky":1} {"key-missing":1}
== ns.php: the dry run
ns.php:10: risky, not written (--risky writes it): foreach (array_keys($this->p) as $k) can be foreach ($this->p as $k => void): array_keys() may resolve to app\array_keys() (an unqualified call in a namespace; \array_keys() is PHP's own); E may not be an array held by a variable: array_keys() copies the keys and releases E, foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError
ns.php:13: risky, not written (--risky writes it): foreach value $part => void: explode() is unqualified in a namespace: it may resolve to the namespace's own app\explode() (\explode() is PHP's own)
ns.php:16: risky, not written (--risky writes it): foreach value $n => void: range() is unqualified in a namespace: it may resolve to the namespace's own app\range() (\range() is PHP's own)
ns.php:22: risky, not written (--risky writes it): destructuring slot $b => void: explode() is unqualified in a namespace: it may resolve to the namespace's own app\explode() (\explode() is PHP's own); the key may be missing (its "Undefined array key" warning would go), or the value may be an object no longer kept alive by $b
would change: 1 file, 1 loop, 0 destructurings (4 risky spots not written: --risky writes them)
== ns.php: --stats
unused_value_loops: {"default":1,"risky":2} {"subject-namespace":2}
array_keys_loops: {"default":0,"risky":1} {"array-keys-namespace":1,"array-keys-subject":1}
unused_slots: {"default":0,"risky":1} {"source-namespace":1,"key-missing":1}

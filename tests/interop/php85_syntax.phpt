--TEST--
PHP 8.5 syntax next to discards: the pipe operator, clone with, #[\NoDiscard] with (void), closures and first-class callables in constant expressions
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (PHP_VERSION_ID < 80500) die('skip PHP 8.5+ syntax'); ?>
--FILE--
<?php
function pairs(array $a): array { return array_map(fn($v) => [$v, $v * 10], $a); }
class Row { public function __construct(public int $id = 0, public string $name = '') {} }
class It implements IteratorAggregate {
    public function getIterator(): Iterator { return new ArrayIterator(['x' => 1, 'y' => 2]); }
}
class Config {
    const FILTER = static function (array $rows): array { return array_filter($rows); };
    const KEYS = array_keys(...);
}

[void, [void, $b]] = [1, 2, 3] |> pairs(...) |> array_reverse(...);
var_dump($b);
foreach (['a' => 1, 'b' => 0, 'c' => 3] |> array_filter(...) as $k => void) {
    echo "key $k\n";
}
foreach ([1, 2] |> pairs(...) as [void, $ten]) {
    echo "ten $ten\n";
}
foreach (new It |> iterator_to_array(...) as $k => void) {
    echo "it $k\n";
}

$row = clone(new Row(1, 'one'), ['name' => 'uno']);
['id' => void, 'name' => $name] = (array) $row;
echo "name $name\n";
foreach (clone($row, ['id' => 2]) as $prop => void) {
    echo "prop $prop\n";
}

#[\NoDiscard] function load(): array { echo "load\n"; return [1, 2]; }
(void) load();
[void, void] = load();
[void, $second] = load();
echo "second $second\n";

foreach ((Config::FILTER)(['p' => 1, 'q' => 0]) as $k => void) {
    echo "filtered $k\n";
}
foreach ((Config::KEYS)(['m' => 1, 'n' => 2]) as void => $key) {
    echo "key $key\n";
}
?>
--EXPECT--
int(20)
key a
key c
ten 10
ten 20
it x
it y
name uno
prop id
prop name
load
load
load
second 2
filtered p
key m
key n

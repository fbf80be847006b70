--TEST--
PHP 8.6 syntax next to discards: partial function application, readonly property defaults, writes to objects held by constants
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (PHP_VERSION_ID < 80600) die('skip PHP 8.6+ syntax'); ?>
--FILE--
<?php
function pick(array $rows, int $i): array { return array_column($rows, $i); }
$rows = [[1, 'a'], [2, 'b']];

$second = pick(?, 1);
[void, $b] = $second($rows);
echo "b $b\n";
foreach ($rows |> pick(?, 0) as $k => void) {
    echo "k $k\n";
}
foreach ($rows |> array_map(fn($r) => [$r[1], $r[0]], ?) as [void, $n]) {
    echo "n $n\n";
}

class Point { public readonly array $xy = [3, 4]; }
[void, $y] = (new Point)->xy;
echo "y $y\n";

class Holder { public array $items = []; }
const H = new Holder;
H->items = ['u' => 1, 'v' => 2];
foreach (H->items as $k => void) {
    echo "item $k\n";
}
?>
--EXPECT--
b b
k 0
k 1
n 1
n 2
y 4
item u
item v

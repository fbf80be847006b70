--TEST--
Key-only iteration of internal iterators gives the same keys as stock foreach
--EXTENSIONS--
void_discard
--FILE--
<?php
function void_keys(iterable $it): array { $out = []; foreach ($it as $k => void) { $out[] = $k; } return $out; }
function stock_keys(iterable $it): array { $out = []; foreach ($it as $k => $_) { $out[] = $k; } return $out; }

$s = new SplObjectStorage();
$s[new stdClass] = 1;
$s[new stdClass] = 2;
$fixed = SplFixedArray::fromArray([1, 2, 3]);
$heap = new SplMinHeap();
foreach ([3, 1, 2] as $v) { $heap->insert($v); }
$list = new SplDoublyLinkedList();
$list->push('a'); $list->push('b');

$cases = [
    'ArrayIterator' => fn() => new ArrayIterator(['a' => 1, 3 => 2, 'c' => 3]),
    'ArrayObject' => fn() => new ArrayObject(['x' => 1, 'y' => 2]),
    'SplObjectStorage' => fn() => $s,
    'SplFixedArray' => fn() => $fixed,
    'SplMinHeap' => fn() => clone $heap,
    'SplDoublyLinkedList' => fn() => $list,
    'LimitIterator' => fn() => new LimitIterator(new ArrayIterator(range(0, 9)), 2, 3),
    'CachingIterator' => fn() => new CachingIterator(new ArrayIterator(['p' => 1, 'q' => 2])),
    'RecursiveIteratorIterator' => fn() => new RecursiveIteratorIterator(new RecursiveArrayIterator(['a' => ['b' => 1, 'c' => ['d' => 2]]])),
    'DatePeriod' => fn() => new DatePeriod(new DateTime('2020-01-01'), new DateInterval('P1D'), 2),
    'Generator' => fn() => (function () { yield 'g' => 1; yield 'h' => 2; })(),
];
foreach ($cases as $name => $make) {
    $v = void_keys($make());
    $s2 = stock_keys($make());
    echo $name, ': ', json_encode($v), $v === $s2 ? '' : ' DIFFERS from ' . json_encode($s2), "\n";
}
--EXPECT--
ArrayIterator: ["a",3,"c"]
ArrayObject: ["x","y"]
SplObjectStorage: [0,1]
SplFixedArray: [0,1,2]
SplMinHeap: [2,1,0]
SplDoublyLinkedList: [0,1]
LimitIterator: [2,3,4]
CachingIterator: ["p","q"]
RecursiveIteratorIterator: ["b","d"]
DatePeriod: [0,1,2]
Generator: ["g","h"]

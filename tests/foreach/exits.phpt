--TEST--
break, continue, return and exceptions leave key-only loops cleanly; exceptions from the iterator propagate
--EXTENSIONS--
void_discard
--FILE--
<?php
class Thrower implements Iterator {
    private $i = 0;
    function __construct(private string $where) {}
    function rewind(): void { $this->i = 0; if ($this->where === 'rewind') throw new Exception('rewind'); }
    function valid(): bool { if ($this->where === 'valid' && $this->i === 1) throw new Exception('valid'); return $this->i < 3; }
    function current(): mixed { throw new Exception('current must not be called'); }
    function key(): mixed { if ($this->where === 'key' && $this->i === 1) throw new Exception('key'); return $this->i; }
    function next(): void { $this->i++; if ($this->where === 'next' && $this->i === 2) throw new Exception('next'); }
}
class Agg implements IteratorAggregate {
    function getIterator(): Iterator { throw new Exception('getIterator'); }
}
foreach (['rewind', 'valid', 'key', 'next'] as $where) {
    try {
        foreach (new Thrower($where) as $k => void) { echo "$where body $k\n"; }
    } catch (Exception $e) {
        echo "caught ", $e->getMessage(), " on line ", $e->getLine(), "\n";
    }
}
try {
    foreach (new Agg as $k => void) {}
} catch (Exception $e) {
    echo "caught ", $e->getMessage(), "\n";
}

function first_key(iterable $it) { foreach ($it as $k => void) { return $k; } return null; }
function nested(array $a) {
    $n = 0;
    foreach ($a as $i => void) {
        foreach ($a as $j => void) {
            if ($j === 1) continue 2;
            if ($i === 2) break 2;
            $n++;
        }
    }
    return $n;
}
function throwing(array $a) { foreach ($a as $k => void) { throw new RuntimeException("at $k"); } }

$big = array_fill_keys(range(0, 99), [1, 2, 3]);
$objs = array_map(fn($i) => new ArrayObject([$i]), range(0, 20));
$gen = function () { yield 1; yield 2; };
// warm up, then the same work must not grow memory
for ($round = 0; $round < 2; $round++) {
    $before = memory_get_usage();
    for ($i = 0; $i < 2000; $i++) {
        first_key($big);
        first_key(new ArrayIterator($big));
        first_key($gen());
        first_key($objs[0]);
        nested([1, 2, 3]);
        try { throwing($big); } catch (RuntimeException $e) {}
    }
    $grown = memory_get_usage() - $before;
}
var_dump($grown <= 0, first_key($big), nested([1, 2, 3]));
--EXPECT--
caught rewind on line 5
valid body 0
caught valid on line 6
key body 0
caught key on line 8
next body 0
next body 1
caught next on line 9
caught getIterator
bool(true)
int(0)
int(2)

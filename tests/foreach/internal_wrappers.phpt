--TEST--
PHP's own wrappers (RecursiveIteratorIterator, NoRewindIterator, MultipleIterator, AppendIterator, ...) over SplFileObject: key-only loops end and key as stock
--EXTENSIONS--
void_discard
--FILE--
<?php
// PHP's own wrappers read the iterators they wrap as stock does: RecursiveIteratorIterator,
// NoRewindIterator and MultipleIterator read the inner element only in their current(), and
// AppendIterator's current() can end its key. Capped, so that a regression fails fast.
function void_keys(iterable $it): string {
    $out = [];
    try {
        foreach ($it as $k => void) { $out[] = $k; if (count($out) > 100) { $out[] = 'RUNAWAY'; break; } }
    } catch (Throwable $e) { $out[] = get_class($e) . ': ' . $e->getMessage(); }
    return json_encode($out);
}
function stock_keys(iterable $it): string {
    $out = [];
    try {
        foreach ($it as $k => $_) { $out[] = $k; if (count($out) > 100) { $out[] = 'RUNAWAY'; break; } }
    } catch (Throwable $e) { $out[] = get_class($e) . ': ' . $e->getMessage(); }
    return json_encode($out);
}

$file = __DIR__ . '/internal_wrappers.txt';
file_put_contents($file, "a\nb\nc\n");
$lines = fn() => new SplFileObject($file);

$cases = [
    'RecursiveIteratorIterator(SplFileObject)' => fn() => new RecursiveIteratorIterator($lines()),
    'RecursiveIteratorIterator(SplFileObject), SELF_FIRST' => fn() => new RecursiveIteratorIterator($lines(), RecursiveIteratorIterator::SELF_FIRST),
    'NoRewindIterator(SplFileObject)' => fn() => new NoRewindIterator($lines()),
    'IteratorIterator(SplFileObject)' => fn() => new IteratorIterator($lines()),
    'LimitIterator(SplFileObject)' => fn() => new LimitIterator($lines(), 1, 2),
    'CachingIterator(SplFileObject)' => fn() => new CachingIterator($lines()),
    'CallbackFilterIterator(SplFileObject)' => fn() => new CallbackFilterIterator($lines(), fn($line) => $line !== "b\n"),
    'AppendIterator(SplFileObject, SplFileObject)' => function () use ($lines) {
        $a = new AppendIterator();
        $a->append($lines());
        $a->append($lines());
        return $a;
    },
    'MultipleIterator(SplFileObject, ArrayIterator)' => function () use ($lines) {
        $m = new MultipleIterator();
        $m->attachIterator($lines());
        $m->attachIterator(new ArrayIterator([1, 2, 3, 4, 5]));
        return $m;
    },
    'IteratorAggregate returning SplFileObject' => fn() => new class($lines) implements IteratorAggregate {
        public function __construct(private Closure $make) {}
        public function getIterator(): Iterator { return ($this->make)(); }
    },
    'generator yielding from SplFileObject' => fn() => (function () use ($lines) { yield from $lines(); })(),
];
foreach ($cases as $name => $make) {
    $v = void_keys($make());
    $s = stock_keys($make());
    echo $name, ': ', $v, $v === $s ? '' : " DIFFERS from stock $s", "\n";
}

// A user iterator wrapped by PHP's own: the wrapper reads it as stock does, but a key-only loop
// over the user iterator itself never calls its current().
class Counting implements Iterator {
    public int $current = 0;
    private int $i = 0;
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < 3; }
    public function current(): mixed { $this->current++; return $this->i; }
    public function key(): mixed { return "k$this->i"; }
    public function next(): void { $this->i++; }
}
$it = new Counting();
foreach ($it as $k => void) {}
echo 'user Iterator: current() ran ', $it->current, " times\n";
$it = new Counting();
foreach (new NoRewindIterator($it) as $k => void) {}
echo 'NoRewindIterator(user Iterator): current() ran ', $it->current, " times, as stock\n";
?>
--CLEAN--
<?php
@unlink(__DIR__ . '/internal_wrappers.txt');
?>
--EXPECT--
RecursiveIteratorIterator(SplFileObject): [0,1,2,3]
RecursiveIteratorIterator(SplFileObject), SELF_FIRST: [0,1,2,3]
NoRewindIterator(SplFileObject): [0,1,2,3]
IteratorIterator(SplFileObject): [0,1,2,3]
LimitIterator(SplFileObject): [1,2]
CachingIterator(SplFileObject): [0,1,2,3]
CallbackFilterIterator(SplFileObject): [0,2,3]
AppendIterator(SplFileObject, SplFileObject): [0,1,2,null,0,1,2,null]
MultipleIterator(SplFileObject, ArrayIterator): [[0,0],[1,1],[2,2],"RuntimeException: Called key() with non valid sub iterator"]
IteratorAggregate returning SplFileObject: [0,1,2,3]
generator yielding from SplFileObject: [0,1,2,3]
user Iterator: current() ran 0 times
NoRewindIterator(user Iterator): current() ran 3 times, as stock

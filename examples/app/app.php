<?php
namespace VoidDiscardApp;

final class Catalog implements \IteratorAggregate
{
    public function __construct(private array $items) {}

    public function getIterator(): \Generator
    {
        yield from $this->items;
    }
}

final class Row
{
    public int $id = 7;
    public string $name = 'widget';
    protected string $secret = 'hidden';
    public int $unset;
}

final class Strict implements \Iterator
{
    private int $i = 0;
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < 3; }
    public function current(): mixed { throw new \LogicException('current() must never be called'); }
    public function key(): mixed { return "s{$this->i}"; }
    public function next(): void { $this->i++; }
}

function steps(): \Generator
{
    yield 'a' => 1;
    yield 'b' => 2;
}

/** Every form of SEMANTICS.md; the same checksum on every request, in every mode. */
function checksum(): string
{
    $out = [];
    $rows = ['alice' => ['age' => 31], 'bob' => ['age' => 27]];
    foreach ($rows as $id => void) { $out[] = $id; }                          // 1
    foreach ($rows as $id => void): $out[] = "alt:$id"; endforeach;          // 1, alternative syntax
    $n = 0;
    foreach (steps() as void) { $n++; }                                       // 2
    $out[] = "n=$n";
    foreach (['x' => 'vx', 'y' => 'vy'] as void => $v) { $out[] = $v; }       // 3
    foreach (['x' => 1] as void => void) { $out[] = 'both'; }                 // 3
    $line = ['2024-01-02', 'ACME', 'USD', '1250.00'];
    [void, $company, void, $total] = $line;                                   // 4
    list(void, $second) = $line;                                              // 4
    [[void, $x], void, [$y]] = [[1, 'x'], 2, ['y']];                          // 5
    ['id' => void, 'name' => $name] = ['id' => 1, 'name' => 'n'];            // 6
    foreach ([[1, 'one'], [2, 'two']] as [void, $word]) { $out[] = $word; }   // 7
    foreach ([['k' => 1, 'v' => 'kv']] as $i => ['k' => void, 'v' => $kv]) { $out[] = "$i$kv"; } // 7
    [void, void] = steps();                                                   // 8
    $arr = [1, 2];
    [void, &$ref] = $arr;                                                     // 9
    $ref = 'ref';
    [__discard, $sentinel] = ['s', 'sentinel'];                               // 10
    foreach (new Catalog(['c1' => 1, 'c2' => 2]) as $k => __discard()) { $out[] = $k; } // 10
    foreach (new Strict() as $k => void) { $out[] = $k; }
    foreach (new Row() as $prop => void) { $out[] = $prop; }
    array_push($out, $company, $total, $second, $x, $y, $name, $arr[1], $sentinel);
    return md5(implode('|', $out)) . ' ' . count($out);
}

<?php
// Key-only loops over arrays (packed, hash, holes), plain objects, generators, user and internal
// iterators, IteratorAggregate.
#[AllowDynamicProperties]
class Point { public $x = 1; protected $hidden = 2; public int $typed; public $y = 3;
	function keys() { $r = []; foreach ($this as $k => void) { $r[] = $k; } return $r; } }
class Counter implements Iterator {
	private $i = 0; public $log = [];
	function __construct(private array $k) {}
	function rewind(): void { $this->log[] = 'rewind'; $this->i = 0; }
	function valid(): bool { $this->log[] = 'valid'; return $this->i < count($this->k); }
	function key(): mixed { $this->log[] = 'key'; return $this->k[$this->i]; }
	function current(): mixed { $this->log[] = 'CURRENT'; return null; }
	function next(): void { $this->log[] = 'next'; $this->i++; }
}
class Agg implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator(['p' => 1, 'q' => 2]); } }
function gen() { yield 'a' => 1; yield [1] => 2; $r = yield from sub(); yield "r:$r" => 3; }
function sub() { yield 's' => 1; return 'done'; }

$out = [];
$packed = range(10, 20);
foreach ($packed as $k => void) { $out[] = $k; }
$hash = ['a' => 1, 'b' => 2, 5 => 3];
unset($hash['b']);
foreach ($hash as $k => void) { $out[] = $k; }
$holes = [0 => 'a', 1 => 'b', 2 => 'c', 3 => 'd'];
unset($holes[1], $holes[2]);
foreach ($holes as $k => void) { $out[] = "h$k"; }
$p = new Point;
$p->dyn = 4;
foreach ($p as $k => void) { $out[] = $k; }
$out = array_merge($out, $p->keys());
foreach (gen() as $k => void) { $out[] = is_array($k) ? 'array' : $k; }
$c = new Counter(['k1', 'k2']);
foreach ($c as $k => void) { $out[] = $k; }
$out[] = implode(',', $c->log);
foreach (new Agg as $k => void) { $out[] = $k; }
foreach (new ArrayObject(['o1' => 1, 'o2' => 2]) as $k => void) { $out[] = $k; }
$st = new SplFixedArray(3);
foreach ($st as $k => void) { $out[] = "f$k"; }
$mutating = [1, 2, 3];
foreach ($mutating as $k => void) { $mutating[] = $k; }
$out[] = count($mutating);
echo implode(' ', $out), "\n";
try {
	foreach (null as $k => void) {}
} finally {
	echo "k is ", var_export($k ?? 'unset', true), "\n";
}

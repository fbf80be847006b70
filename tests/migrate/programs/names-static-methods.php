<?php
// Methods and static methods named function/class/list/match/fn/foreach/as/interface.

class Foo
{
    public static function function(array $a) { return count($a); }
    public static function list(...$xs) { return implode('-', $xs); }
    public function match($x) { return "match:$x"; }
    public function fn($x) { return "fn:$x"; }
    public function foreach($x) { return "foreach:$x"; }
    public function as($x) { return "as:$x"; }
    public function interface() { return 'iface'; }
    public function trait() { return 'trait'; }
    public function enum() { return 'enum'; }
    const class_ = 'c';
    const FUNCTION = 'F';
    const LIST = 'L';
}

function usesStatic(array $items)
{
    foreach ($items as $key => $item) {
        echo Foo::function($items), ' ', Foo::list($key, 'x'), "\n";
    }
    return "last: $item";
}

function usesMethods(array $items)
{
    $f = new Foo();
    foreach ($items as $item) {
        echo $f->match(1), ' ', $f->fn(2), ' ', $f->foreach(3), ' ', $f->as(4), "\n";
    }
    echo $f->interface(), $f->trait(), $f->enum(), "\n";
    return $item;
}

function destr(array $p)
{
    [$one, $two] = $p;
    $y = Foo::FUNCTION . Foo::LIST . Foo::class;
    [$three] = [$y];
    return $two . ' ' . $three;
}

function neverRead(array $p)
{
    $f = new Foo();
    foreach ($p as $k => $unused) {
        echo $f?->match($k), "\n";
    }
    [$x, $y] = [Foo::list(1, 2), Foo::function([1])];
    return $y;
}

echo usesStatic(['q', 'r']), "\n";
echo usesMethods(['m', 'n']), "\n";
echo destr(['A', 'B']), "\n";
echo neverRead(['a', 'b']), "\n";

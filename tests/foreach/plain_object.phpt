--TEST--
Key-only iteration of plain objects: visibility from the calling scope, uninitialized typed properties skipped, dynamic properties included
--EXTENSIONS--
void_discard
--FILE--
<?php
#[AllowDynamicProperties]
class Base {
    public $pub = 1;
    protected $prot = 2;
    private $priv = 3;
    public int $uninit;
    public ?int $nullable = null;
    function keysInside(): array { $out = []; foreach ($this as $k => void) { $out[] = $k; } return $out; }
    function stockInside(): array { $out = []; foreach ($this as $k => $_) { $out[] = $k; } return $out; }
}
class Child extends Base {
    private $childPriv = 4;
    function keysChild(): array { $out = []; foreach ($this as $k => void) { $out[] = $k; } return $out; }
    function stockChild(): array { $out = []; foreach ($this as $k => $_) { $out[] = $k; } return $out; }
}
function keys_outside(object $o): array { $out = []; foreach ($o as $k => void) { $out[] = $k; } return $out; }
function stock_outside(object $o): array { $out = []; foreach ($o as $k => $_) { $out[] = $k; } return $out; }

$o = new Child;
$o->dyn = 5;
$o->{'12'} = 6;
$checks = [
    'outside' => [keys_outside($o), stock_outside($o)],
    'inside Base' => [$o->keysInside(), $o->stockInside()],
    'inside Child' => [$o->keysChild(), $o->stockChild()],
    'stdClass' => [keys_outside((object) ['a' => 1, 'b' => 2]), stock_outside((object) ['a' => 1, 'b' => 2])],
    'from array with int keys' => [keys_outside((object) [5 => 'x', 'k' => 'y']), stock_outside((object) [5 => 'x', 'k' => 'y'])],
    'empty' => [keys_outside(new stdClass), stock_outside(new stdClass)],
];
foreach ($checks as $name => [$void, $stock]) {
    echo $name, ': ', json_encode($void), $void === $stock ? '' : ' DIFFERS from ' . json_encode($stock), "\n";
}

// Properties added and removed by the body are seen as stock foreach sees them.
function mutate(bool $void): array {
    $o = new stdClass;
    $o->a = 1; $o->b = 2; $o->c = 3;
    $seen = [];
    if ($void) {
        foreach ($o as $k => void) { $seen[] = $k; if ($k === 'a') { unset($o->b); $o->d = 4; } }
    } else {
        foreach ($o as $k => $_) { $seen[] = $k; if ($k === 'a') { unset($o->b); $o->d = 4; } }
    }
    return $seen;
}
echo 'mutated: ', json_encode(mutate(true)), mutate(true) === mutate(false) ? '' : ' DIFFERS from ' . json_encode(mutate(false)), "\n";
function unset_current(bool $void): array {
    $o = (object) ['a' => 1, 'b' => 2, 'c' => 3];
    $seen = [];
    if ($void) {
        foreach ($o as $k => void) { $seen[] = $k; unset($o->$k); }
    } else {
        foreach ($o as $k => $_) { $seen[] = $k; unset($o->$k); }
    }
    return $seen;
}
echo 'unset current: ', json_encode(unset_current(true)), unset_current(true) === unset_current(false) ? '' : ' DIFFERS from ' . json_encode(unset_current(false)), "\n";
--EXPECT--
outside: ["pub","nullable","dyn","12"]
inside Base: ["pub","prot","priv","nullable","dyn","12"]
inside Child: ["pub","prot","nullable","childPriv","dyn","12"]
stdClass: ["a","b"]
from array with int keys: ["5","k"]
empty: []
mutated: ["a","c","d"]
unset current: ["a","b","c"]

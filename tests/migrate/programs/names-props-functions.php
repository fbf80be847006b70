<?php
// Properties, nullsafe calls, and function/class declarations near keyword-named members.

namespace Name\Space;

class Bag
{
    public $class = 'C';
    public $function = 'F';
    public $list = ['L1', 'L2'];
    public $fn = 'FN';

    public function list() { return $this->list; }
}

function fn_name(array $a)
{
    $b = new Bag();
    foreach ($a as $v) {
        echo $b->class, $b->function, $b?->fn, "\n";
    }
    foreach ($b->list() as $i => $w) {
        echo "i=$i\n";
    }
    return $v . $w;
}

function keywordKeys()
{
    ['class' => $c, 'function' => $f, 'list' => $l] = ['class' => 1, 'function' => 2, 'list' => 3];
    ['match' => $m, 'fn' => $n] = ['match' => 'M', 'fn' => 'N'];
    return "$c $l $n";
}

function closures(array $xs)
{
    $fn = fn($list) => $list * 2;
    $function = function ($class) { return $class + 1; };
    foreach ($xs as $list) {
    }
    return $fn($list) + $function($list);
}

function readonlyProp()
{
    $o = new class {
        public readonly string $enum;
        public function __construct() { $this->enum = 'E'; }
    };
    [$e, $unused] = [$o->enum, 'u'];
    return $e;
}

echo fn_name(['x', 'y']), "\n";
echo keywordKeys(), "\n";
echo closures([1, 2, 10]), "\n";
echo readonlyProp(), "\n";

<?php
// Keyword constructs near loops: match expressions, fn arrow functions, list() syntax,
// `new class`, instanceof, static::/self::/parent:: and `enum`/`readonly` as identifiers.

class Base
{
    public static function list() { return ['b1', 'b2']; }
    public static function make() { return new static(); }
}

class Child extends Base
{
    public static function list() { return array_merge(parent::list(), ['c1']); }

    public function run()
    {
        foreach (static::list() as $i => $name) {
            $kind = match (true) {
                $this instanceof Child => 'child',
                default => 'base',
            };
        }
        return "$kind $name $i";
    }
}

function listSyntax(array $rows)
{
    $out = [];
    foreach ($rows as list($a, list($b, $c))) {
        $out[] = $a;
    }
    list(, $second) = $rows;
    return implode(',', $out) . ' ' . json_encode($second);
}

function arrowInLoop(array $xs)
{
    foreach ($xs as $x) {
        $double = fn($y) => $y * 2;
    }
    return $double($x);
}

function matchAfterSlot(array $pair)
{
    [$op, $arg] = $pair;
    return match ($op) {
        'neg' => -$arg,
        'sq' => $arg * $arg,
        default => 0,
    };
}

function enumAsIdentifier(array $rows)
{
    $enum = 'e';
    $readonly = 'r';
    $match = 'm';
    foreach ($rows as ['enum' => $enum, 'readonly' => $ro]) {
    }
    return "$enum $readonly $match";
}

function anonymous(array $xs)
{
    foreach ($xs as $v) {
        $o = new class ($v) {
            public function __construct(public $v) {}
        };
    }
    return $o->v . ' ' . ($o instanceof stdClass ? 'std' : 'anon');
}

echo (new Child())->run(), "\n";
echo Child::make()::class, "\n";
echo listSyntax([[1, [2, 3]], [4, [5, 6]]]), "\n";
echo arrowInLoop([1, 2, 21]), "\n";
echo matchAfterSlot(['neg', 5]), ' ', matchAfterSlot(['sq', 4]), "\n";
echo enumAsIdentifier([['enum' => 'E1', 'readonly' => 1], ['enum' => 'E2', 'readonly' => 2]]), "\n";
echo anonymous(['a1', 'a2']), "\n";

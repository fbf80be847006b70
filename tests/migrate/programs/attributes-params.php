<?php
// Attributes on parameters whose arguments contain brackets, parens and strings with ']'.
// The loop value / slot variables are read after the attribute, so must not be discarded.

#[Attribute(Attribute::TARGET_ALL)]
class A
{
    public function __construct(public mixed $x = null, public mixed $y = null) {}
}

function fill(#[A([1])] &$out)
{
    [$a, $out] = [1, 2];
    return $a;
}

function lastOf(#[A(['x]' => [1, [2]], ')' => '('])] array $items)
{
    $v = null;
    foreach ($items as $k => $v) {
        echo "key $k\n";
    }
    return $v;
}

function pair(#[A(x: "]]", y: [[']', '['], (1 + 2)])] array $p, #[A] int $n = 0)
{
    [$first, $second] = $p;
    return $second . '/' . $n;
}

function withClosure(#[A('fn() => ]')] array $rows)
{
    foreach ($rows as $row) {
    }
    $f = function () use ($row) {
        return "closure sees $row";
    };
    return $f();
}

function twoOuts(#[A([[], [[]]])] &$x, #[A(')]')] &$y)
{
    [$x, [$y]] = ['X', ['Y']];
}

$o = null;
echo fill($o), ' ', $o, "\n";
echo lastOf(['a' => 'one', 'b' => 'two']), "\n";
echo pair(['p', 'q'], 5), "\n";
echo withClosure(['r1', 'r2', 'r3']), "\n";
twoOuts($p, $q);
echo "$p $q\n";
$ref = new ReflectionFunction('pair');
foreach ($ref->getParameters() as $param) {
    foreach ($param->getAttributes() as $attr) {
        echo $param->getName(), ': ', json_encode($attr->getArguments()), "\n";
    }
}

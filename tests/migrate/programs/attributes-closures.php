<?php
// Attributes on closures and arrow functions, including attribute args with ']' in strings.

#[Attribute(Attribute::TARGET_ALL)]
class Tag
{
    public array $args;
    public function __construct(mixed ...$args) { $this->args = $args; }
}

function makeClosures(array $data)
{
    $sum = #[Tag('[', ']')] function (array $xs) {
        $last = null;
        foreach ($xs as $last) {
        }
        return $last;
    };
    $arrow = #[Tag(['a]' => 1])] fn(array $p) => $p[1];
    $static = #[Tag(')'), Tag(x: "]")] static function () use ($data) {
        [$a, $b] = $data;
        return $a + $b;
    };
    return [$sum($data), $arrow($data), $static()];
}

function closureThenRead(array $rows)
{
    foreach ($rows as $i => $row) {
        $cb = #[Tag("]#[", [1, [2, [3]]])] fn($z) => $z * 2;
        echo $cb($i), " ";
    }
    echo "\nlast row: $row\n";
}

function destructInClosureAttr()
{
    $f = #[Tag(['k' => ']'])] function () {
        ['k' => $k, 'm' => $m] = ['k' => 'K', 'm' => 'M'];
        return $k . $m;
    };
    [$x, $y] = [$f(), 'unused-but-read'];
    return "$x $y";
}

print_r(makeClosures([3, 4]));
closureThenRead(['alpha', 'beta']);
echo destructInClosureAttr(), "\n";
$rf = new ReflectionFunction(#[Tag('probe]')] fn() => 1);
foreach ($rf->getAttributes() as $at) {
    echo $at->getName(), json_encode($at->getArguments()), "\n";
}

<?php
// Attributes with nested arrays/strings/comments near code that destructures and loops.

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class R
{
    public function __construct(public mixed $a = null) {}
}

#[R([']', "[", '#[x]'])]
#[R(a: ['nested' => [[[']']]]])]
function multi(#[R] #[R([1, 2])] array $list, #[R('"]"')] ?string &$tail = null): int
{
    $count = 0;
    foreach ($list as $item) {
        $count++;
    }
    [, $tail] = [$count, $item ?? 'none'];
    return $count;
}

class Holder
{
    #[R(['a' => ']'])]
    public function run(#[R('x]y')] array $pairs): array
    {
        $out = [];
        foreach ($pairs as [$l, $r]) {
            $out[] = $l;
        }
        $out[] = "last r: $r";
        return $out;
    }

    #[R([')'])]
    public static function swap(#[R(['[' => [']']])] array $two, #[R] &$b): mixed
    {
        [$a, $b] = $two;
        return $a;
    }
}

$t = null;
echo multi(['p', 'q', 'r'], $t), " $t\n";
print_r((new Holder())->run([[1, 2], [3, 4]]));
$b = null;
echo Holder::swap(['A', 'B'], $b), $b, "\n";
echo count((new ReflectionFunction('multi'))->getAttributes()), "\n";

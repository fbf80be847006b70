<?php
// IteratorAggregate and generators that echo when resumed; the value variable is never read.

class Team implements IteratorAggregate
{
    public function __construct(private array $members) {}

    public function getIterator(): Generator
    {
        foreach ($this->members as $i => $m) {
            echo "[yield $m]";
            yield $i => strtoupper($m);
        }
        echo "[done]";
    }
}

function gen(int $n)
{
    for ($i = 0; $i < $n; $i++) {
        echo "<resume $i>";
        $got = yield "k$i" => new ArrayObject([$i]);
        echo "<got " . var_export($got, true) . ">";
    }
    return 'ret';
}

function loopTeam(Team $t)
{
    $keys = [];
    foreach ($t as $k => $member) {
        $keys[] = $k;
    }
    echo "\n";
    return implode(',', $keys);
}

function loopGen()
{
    $g = gen(3);
    foreach ($g as $key => $value) {
        echo "($key)";
    }
    echo "\n";
    return $g->getReturn();
}

function breakGen()
{
    foreach (gen(5) as $k => $v) {
        if ($k === 'k1') {
            break;
        }
    }
    echo "\n";
    return $k;
}

function destructGen()
{
    $g = (function () {
        echo "start ";
        yield 1;
    })();
    foreach ($g as $unused) {
    }
    echo "\n";
    return 'gen done';
}

function yieldFrom()
{
    $inner = function () {
        yield 1;
        echo "{inner}";
        yield 2;
    };
    $outer = function () use ($inner) {
        yield from $inner();
        echo "{outer}";
        yield 3;
    };
    $n = 0;
    foreach ($outer() as $v) {
        $n++;
    }
    echo "\n";
    return $n;
}

echo loopTeam(new Team(['ann', 'bob'])), "\n";
echo loopGen(), "\n";
echo breakGen(), "\n";
echo destructGen(), "\n";
echo yieldFrom(), "\n";

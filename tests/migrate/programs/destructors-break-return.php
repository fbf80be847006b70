<?php
// break out of loops, return from inside loops, generators of destructible objects.

class T
{
    public function __construct(public int $n) {}
    public function __destruct() { echo "~{$this->n} "; }
}

function breakOut()
{
    $objs = [new T(1), new T(2), new T(3)];
    foreach ($objs as $i => $o) {
        if ($i === 1) {
            break;
        }
    }
    array_pop($objs);
    array_pop($objs);
    echo "| popped 2 | ";
    $objs = null;
    echo "| objs null | ";
    return 'end';
}

function returnFromLoop()
{
    $objs = [new T(10), new T(20)];
    foreach ($objs as $k => $o) {
        $objs = [];
        echo "| cleared in loop | ";
        return "returned at $k";
    }
    return 'unreachable';
}

function gen()
{
    for ($i = 100; $i < 103; $i++) {
        yield $i => new T($i);
        echo "<after yield $i> ";
    }
}

function loopGen()
{
    foreach (gen() as $k => $t) {
        echo "[$k] ";
    }
    echo "| gen done | ";
    return 'end';
}

function continueLoop()
{
    $list = [new T(7), new T(8)];
    foreach ($list as $x) {
        continue;
    }
    unset($list[0]);
    echo "| unset 0 | ";
    unset($list[1]);
    echo "| unset 1 | ";
    return 'end';
}

echo breakOut(), "\n";
echo returnFromLoop(), "\n";
echo loopGen(), "\n";
echo continueLoop(), "\n";

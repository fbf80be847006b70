<?php
// Arrays of objects with echoing __destruct, looped over with an unused value variable;
// the array is then unset/reassigned. The loop variable keeps the last element alive.

class D
{
    public function __construct(public string $name) {}
    public function __destruct() { echo "~{$this->name} "; }
}

function loopThenUnset()
{
    $list = [new D('a'), new D('b'), new D('c')];
    foreach ($list as $k => $v) {
        echo "k$k ";
    }
    unset($list);
    echo "| after unset | ";
    return 'end';
}

function loopThenReassign()
{
    $list = [new D('x'), new D('y')];
    foreach ($list as $item) {
    }
    $list = [];
    echo "| reassigned | ";
    return 'end';
}

function loopCountOnly()
{
    $n = 0;
    foreach ([new D('t1'), new D('t2')] as $o) {
        $n++;
    }
    echo "| n=$n | ";
    return 'end';
}

function nestedLoops()
{
    $outer = [[new D('p'), new D('q')], [new D('r')]];
    foreach ($outer as $inner) {
        foreach ($inner as $obj) {
            echo ". ";
        }
    }
    $outer = null;
    echo "| outer null | ";
    $inner = null;
    echo "| inner null | ";
    return 'end';
}

echo loopThenUnset(), "\n";
echo loopThenReassign(), "\n";
echo loopCountOnly(), "\n";
echo nestedLoops(), "\n";

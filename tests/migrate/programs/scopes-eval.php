<?php
// eval() reads (and writes) the function's local scope.

function evalRead(array $xs)
{
    foreach ($xs as $v) {
    }
    return eval('return $v;');
}

function evalSlot(array $pair)
{
    [$first, $second] = $pair;
    return eval('return $first . "-" . $second;');
}

function evalBuilt(array $xs, string $var)
{
    foreach ($xs as $k => $val) {
    }
    $code = 'return $' . $var . ';';
    return eval($code);
}

function evalDefinesFunction(array $xs)
{
    [$a, $b] = $xs;
    eval('function fromEval() { return "defined"; }');
    return fromEval();
}

function evalCompact(array $xs)
{
    foreach ($xs as $item) {
    }
    return eval('return compact("item");');
}

echo evalRead([7, 8, 9]), "\n";
echo evalSlot(['F', 'S']), "\n";
echo evalBuilt(['a' => 'A', 'b' => 'B'], 'val'), ' ', evalBuilt(['a' => 'A'], 'k'), "\n";
echo evalDefinesFunction([1, 2]), "\n";
print_r(evalCompact(['i1', 'i2']));

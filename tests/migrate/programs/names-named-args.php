<?php
// Keywords used as named-argument labels: class:, function:, list:, match:, fn:, enum: ...

function make(string $class = '', string $function = '', array $list = [], string $match = '', string $fn = '', string $enum = '', string $interface = '', string $trait = '')
{
    return "$class|$function|" . implode(',', $list) . "|$match|$fn|$enum|$interface|$trait";
}

function loopThenNamed(array $xs)
{
    foreach ($xs as $k => $v) {
        echo make(class: stdClass::class, list: [$k]), "\n";
    }
    return make(function: 'f', match: $v);
}

function slotThenNamed(array $pair)
{
    [$a, $b] = $pair;
    $r = make(enum: 'E', fn: 'x', list: [1, 2]);
    return $r . ' ' . $b;
}

function interfaceTrait(array $rows)
{
    foreach ($rows as [$name, $val]) {
        echo make(interface: $name, trait: 'T'), "\n";
    }
    return $val;
}

function unused(array $xs)
{
    $n = 0;
    foreach ($xs as $x) {
        $n += strlen(make(class: 'C', function: 'F'));
    }
    return $n;
}

echo loopThenNamed(['a' => 1, 'b' => 2]), "\n";
echo slotThenNamed(['left', 'right']), "\n";
echo interfaceTrait([['I1', 10], ['I2', 20]]), "\n";
echo unused([1, 2, 3]), "\n";

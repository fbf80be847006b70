<?php
// Unqualified compact()/extract()/get_defined_vars() inside a namespace fall back to the
// global functions; \get_defined_vars() is the fully qualified spelling.

namespace Shop\Cart;

function totals(array $items)
{
    $sum = 0;
    foreach ($items as $name => $price) {
        $sum += 1;
    }
    return compact('sum', 'name', 'price');
}

function fq(array $pair)
{
    [$first, $second] = $pair;
    $vars = \get_defined_vars();
    return implode(',', array_keys($vars)) . ' => ' . $vars['second'];
}

function unq(array $pair)
{
    [$only] = $pair;
    return count(get_defined_vars());
}

function ext(array $list)
{
    foreach ($list as $item) {
    }
    $count = extract(['item' => 'new', 'other' => 1], EXTR_SKIP);
    return "$count $item";
}

function qualified(array $list)
{
    foreach ($list as $k => $value) {
    }
    return \compact('k', 'value');
}

function nested(array $rows)
{
    foreach ($rows as [$a, [$b, $c]]) {
    }
    return \compact('a', 'b', 'c');
}

print_r(totals(['apple' => 3, 'pear' => 5]));
echo fq(['one', 'two']), "\n";
echo unq(['x', 'y']), "\n";
echo ext(['i1', 'i2']), "\n";
echo ext([]), "\n";
print_r(qualified(['p', 'q']));
print_r(nested([[1, [2, 3]], [4, [5, 6]]]));

<?php
// Scope-reading functions imported under other names with `use function ... as ...`.

namespace App;

use function compact as grab;
use function extract as ex;
use function get_defined_vars as vars;

function viaGrab(array $xs)
{
    foreach ($xs as $k => $v) {
    }
    return grab('k', 'v');
}

function viaVars(array $pair)
{
    [$left, $right] = $pair;
    $all = vars();
    ksort($all);
    return $all;
}

function viaEx(array $xs)
{
    foreach ($xs as $v) {
    }
    // EXTR_SKIP: the count depends on whether $v already exists
    $n = ex(['v' => 'fresh', 'w' => 'w'], EXTR_SKIP);
    return $n;
}

function viaExPrefix(array $pair)
{
    [$a, $b] = $pair;
    ex(['a' => 'X', 'c' => 'Y'], EXTR_PREFIX_SAME, 'dup');
    return grab('dup_a', 'c');
}

function slotGrab(array $rows)
{
    ['id' => $id, 'name' => $name] = $rows;
    return grab('name');
}

print_r(viaGrab(['a' => 1, 'b' => 2]));
print_r(viaVars(['L', 'R']));
echo viaEx([1, 2]), ' ', viaEx([]), "\n";
print_r(viaExPrefix([1, 2]));
print_r(slotGrab(['id' => 7, 'name' => 'seven']));

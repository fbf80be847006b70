<?php
// Function names are case-insensitive: COMPACT, Get_Defined_Vars, Extract, and aliases
// imported with odd casing.

namespace Odd;

use function COMPACT as Pack;
use function Get_Defined_Vars as Everything;

function upper(array $xs)
{
    foreach ($xs as $val) {
    }
    return COMPACT('val');
}

function mixed_(array $pair)
{
    [$x, $y] = $pair;
    return array_keys(Get_Defined_Vars());
}

function alias(array $xs)
{
    foreach ($xs as $key => $item) {
    }
    return pack('key', 'item') + ['n' => count(EVERYTHING())];
}

function extractCase(array $xs)
{
    foreach ($xs as $z) {
    }
    return \EXTRACT(['z' => 'new', 'q' => 1], \EXTR_SKIP);
}

print_r(upper([5, 6]));
print_r(mixed_([1, 2]));
print_r(alias(['a' => 'A', 'b' => 'B']));
echo extractCase([1]), ' ', extractCase([]), "\n";

<?php
// global and static variables written by foreach / destructuring and read elsewhere.

$g = 'initial';
$h = 'h-initial';

function writeGlobal(array $xs)
{
    global $g;
    foreach ($xs as $g) {
    }
}

function writeGlobalSlot(array $pair)
{
    global $h;
    [$unused, $h] = $pair;
}

function writeGlobalsArray(array $xs)
{
    foreach ($xs as $k => $GLOBALS['viaGlobals']) {
    }
}

function staticAcc(array $xs)
{
    static $last = 'none';
    $prev = $last;
    foreach ($xs as $last) {
    }
    return $prev;
}

function staticSlot(array $pair)
{
    static $s = 'start';
    $was = $s;
    [$s] = $pair;
    return $was;
}

writeGlobal(['g1', 'g2']);
echo $g, "\n";
writeGlobalSlot(['a', 'b']);
echo $h, "\n";
writeGlobalsArray(['x', 'y', 'z']);
echo $viaGlobals, "\n";
echo staticAcc([1, 2]), ' ', staticAcc([3]), ' ', staticAcc([]), "\n";
echo staticSlot(['P']), ' ', staticSlot(['Q']), "\n";

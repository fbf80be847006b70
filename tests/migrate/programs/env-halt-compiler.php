<?php
// __halt_compiler() with a data section that looks like PHP code containing rewritable
// loops; the data is read back via __COMPILER_HALT_OFFSET__ and file_get_contents(__FILE__).

function data(): string
{
    $all = file_get_contents(__FILE__);
    return substr($all, __COMPILER_HALT_OFFSET__);
}

function countLines(string $d)
{
    $n = 0;
    foreach (explode("\n", $d) as $line) {
        $n++;
    }
    return $n;
}

function keysOfData(string $d)
{
    [$first, $second] = explode("\n", ltrim($d), 2);
    return strlen($second);
}

$d = data();
echo "data:\n", $d, "\n--\n";
echo countLines($d), "\n";
echo keysOfData($d), "\n";
echo md5($d), "\n";
__halt_compiler();
function notCode(array $a) {
    foreach ($a as $k => $v) { echo $k; }
    [$x, $y] = $a;
    return $y;
}

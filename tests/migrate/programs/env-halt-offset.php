<?php
// Prints __COMPILER_HALT_OFFSET__ itself and the data after __halt_compiler(); the offset
// depends on the exact byte length of the code before it.

function loop(array $rows)
{
    $keys = [];
    foreach ($rows as $k => $unused) {
        $keys[] = $k;
    }
    [$a, $b] = [1, 2];
    return implode(',', $keys) . " $b";
}

function readData()
{
    $fp = fopen(__FILE__, 'r');
    fseek($fp, __COMPILER_HALT_OFFSET__);
    $data = stream_get_contents($fp);
    fclose($fp);
    return $data;
}

echo loop(['x' => 1, 'y' => 2]), "\n";
echo 'offset=', __COMPILER_HALT_OFFSET__, "\n";
echo 'data=', trim(readData()), "\n";
__halt_compiler();[$unused, $x] = [1, 2]; foreach ($a as $v) {}

<?php
// Prints filesize(__FILE__) and the line count; also contains rewritable code.

function size()
{
    clearstatcache();
    return filesize(__FILE__);
}

function lines()
{
    $n = 0;
    foreach (file(__FILE__) as $i => $line) {
        $n++;
    }
    return $n;
}

function unusedValues(array $xs)
{
    $keys = [];
    foreach ($xs as $k => $v) {
        $keys[] = $k;
    }
    [$first, $second] = $xs;
    return implode(',', $keys) . ' ' . $second;
}

echo unusedValues(['a', 'b', 'c']), "\n";
echo 'size=', size(), "\n";
echo 'lines=', lines(), "\n";

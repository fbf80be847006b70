<?php
// Prints md5_file(__FILE__) and sha1 of the source; also contains rewritable code.

function hashes()
{
    return md5_file(__FILE__) . ' ' . sha1(file_get_contents(__FILE__));
}

function count3(array $xs)
{
    $n = 0;
    foreach ($xs as $x) {
        $n++;
    }
    return $n;
}

function slot(array $p)
{
    [$a, $b] = $p;
    return $b;
}

echo count3([1, 2, 3]), ' ', slot(['A', 'B']), "\n";
echo hashes(), "\n";

<?php
// Safe rewrites: loops over array_keys()/explode()/range()/str_split() results with the
// value unused (array results: no iterator, no objects).

function overKeys(array $x)
{
    $out = [];
    foreach (array_keys($x) as $i => $k) {
        $out[] = $i;
    }
    return implode(',', $out);
}

function overExplode(string $csv)
{
    $n = 0;
    foreach (explode(',', $csv) as $part) {
        $n++;
    }
    return $n;
}

function overRange(int $hi)
{
    $idx = [];
    foreach (range(1, $hi) as $i => $value) {
        $idx[] = $i;
    }
    return implode(' ', $idx);
}

function overStrSplit(string $s)
{
    $positions = '';
    foreach (str_split($s, 2) as $pos => $chunk) {
        $positions .= $pos;
    }
    return $positions;
}

function overArrayValues(array $x)
{
    $c = 0;
    foreach (array_values($x) as $k => $v) {
        $c += $k;
    }
    return $c;
}

function destructExplode(string $line)
{
    [$user, $pass, $uid] = explode(':', $line);
    return "$user/$uid";
}

echo overKeys(['a' => 1, 'b' => 2, 'c' => 3]), "\n";
echo overExplode('a,b,,c'), "\n";
echo overRange(5), "\n";
echo overStrSplit('abcdefg'), "\n";
echo overArrayValues([5, 6, 7, 8]), "\n";
echo destructExplode('root:x:0'), "\n";

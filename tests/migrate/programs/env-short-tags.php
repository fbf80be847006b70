<?php
// Short open tag blocks: with short_open_tag=On they run, with Off they are printed as text.

function longTagLoop(array $xs)
{
    $keys = [];
    foreach ($xs as $k => $v) {
        $keys[] = $k;
    }
    return implode(',', $keys);
}

echo longTagLoop(['a' => 1, 'b' => 2]), "\n";
?>
Text between blocks.
<? function shortLoop(array $xs) { $n = 0; foreach ($xs as $v) { $n++; } return $n; } echo 'short: ', shortLoop([1, 2, 3]), "\n"; ?>
More text.
<?
function shortDestructure(array $p)
{
    [$a, $b] = $p;
    return $b;
}
echo 'short2: ', shortDestructure(['x', 'y']), "\n";
?>
<?php
function afterShort(array $xs)
{
    [$first, $second] = $xs;
    foreach ($xs as $i => $unused) {
        echo $i;
    }
    return " $second";
}
echo afterShort(['p', 'q']), "\n";
echo 'short_open_tag=', ini_get('short_open_tag') ? 'on' : 'off', "\n";

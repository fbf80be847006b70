<?php
// A foreach-heavy script that uses no discard: run with and without the extension loaded.
$packed = range(1, 200_000);
$hash = [];
foreach ($packed as $i) { $hash["k$i"] = $i; }
$rows = array_map(fn($i) => [$i, $i], range(1, 50_000));
$sum = 0;
for ($r = 0; $r < 10; $r++) {
    foreach ($packed as $v) { $sum += $v; }
    foreach ($hash as $k => $v) { $sum += $v; }
    foreach ($rows as [$a, $b]) { $sum += $a - $b; }
    foreach ($packed as $k => $v) { if ($k & 1) { continue; } $sum -= $v; }
}
echo $sum, "\n";

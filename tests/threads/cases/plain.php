<?php
// No discard at all: the prefilter lets it through untouched (a return type `void` only).
function total(array $xs): int { $t = 0; foreach ($xs as $k => $v) { $t += $k * $v; } return $t; }
function nothing(): void {}
class K { const VOID = 'const'; function void(): string { return 'method'; } }
nothing();
$s = "a string with void in it, and [void] and as void";
echo total(range(1, 50)), ' ', K::VOID, ' ', (new K)->void(), ' ', strlen($s), "\n";
$m = [];
for ($i = 0; $i < 200; $i++) { $m[$i % 7][] = $i; }
echo json_encode(array_map('count', $m)), "\n";
echo str_repeat('=', 10), "\n";

--TEST--
void_discard.mode: VoidDiscard\MODE is the effective mode; results are the same in every mode
--EXTENSIONS--
void_discard
--FILE--
<?php
// This test runs under every mode of scripts/test.sh; each run must print the same.
var_dump(in_array(VoidDiscard\MODE, ['vm', 'compat'], true));
var_dump(ini_get('void_discard.mode') === 'auto' || ini_get('void_discard.mode') === VoidDiscard\MODE);
$r = [];
foreach (['a' => 1, 'b' => 2] as $k => void) { $r[] = $k; }
echo implode(',', $r), "\n";
--EXPECT--
bool(true)
bool(true)
a,b

--TEST--
MSHUTDOWN puts back every compiler hook void_discard replaced (checked by the test-only neighbor, loaded before or after it)
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (!function_exists('vd_neighbor_counts')) die('skip the test-only vd_neighbor extension is loaded by scripts/test.sh'); ?>
--ENV--
VD_NEIGHBOR_CHECK=restored
--FILE--
<?php
foreach (['a' => 1] as $k => void) { echo $k, "\n"; }
echo eval('[void, $b] = [1, 2]; return $b;'), "\n";
--EXPECT--
a
2
vd_neighbor at shutdown: compiler hooks as expected

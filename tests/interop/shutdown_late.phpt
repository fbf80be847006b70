--TEST--
MSHUTDOWN leaves a compiler hook alone once another extension has replaced it after void_discard
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (!function_exists('vd_neighbor_counts')) die('skip the test-only vd_neighbor extension is loaded by scripts/test.sh'); ?>
--ENV--
VD_NEIGHBOR_CHECK=late
--FILE--
<?php
foreach (['a' => 1] as $k => void) { echo $k, "\n"; }
echo eval('[void, $b] = [1, 2]; return $b;'), "\n";
--EXPECT--
a
2
vd_neighbor at shutdown: compiler hooks as expected

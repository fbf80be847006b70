--TEST--
An unknown void_discard.prefilter is refused with a warning and the default (auto) stays in effect
--EXTENSIONS--
void_discard
--INI--
void_discard.prefilter=neon
--FILE--
<?php
var_dump(ini_get('void_discard.prefilter'));
ob_start();
phpinfo(INFO_MODULES);
var_dump(preg_match('/^Prefilter scan => (avx2|sse2|portable)$/m', ob_get_clean()));
foreach (['k' => 1] as $k => void) { echo $k, "\n"; }
--EXPECTF--
%AWarning: PHP Startup: void_discard.prefilter must be one of "auto", "avx2", "sse2" or "portable", "neon" given in Unknown on line 0
string(4) "auto"
int(1)
k

--TEST--
mode=vm forced with the JIT configured: opcache prints its documented warning and turns the JIT off; discards still work
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
if (!function_exists('opcache_get_status') || !opcache_get_status(false)) die('skip opcache is not enabled in this run');
if (ini_get('opcache.file_cache') !== '') die('skip the JIT is off under the file cache');
?>
--INI--
void_discard.mode=vm
opcache.jit=tracing
opcache.jit_buffer_size=16M
--FILE--
<?php
var_dump(VoidDiscard\MODE, opcache_get_status(false)['jit']['on']);
foreach (['k' => 1] as $k => void) { echo $k, "\n"; }
--EXPECTF--
%AJIT is incompatible with third party extensions that setup user opcode handlers. JIT disabled.%A
string(2) "vm"
bool(false)
k

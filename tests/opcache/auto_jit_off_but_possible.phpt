--TEST--
mode=auto with opcache.jit=off and a JIT buffer picks compat: the JIT could be switched on at run time, so no user opcode handler is installed and no "JIT disabled" warning appears
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (!function_exists('opcache_get_status') || !opcache_get_status(false)) die('skip opcache is not enabled in this run'); ?>
--INI--
void_discard.mode=auto
opcache.jit=off
opcache.jit_buffer_size=16M
--FILE--
<?php
var_dump(VoidDiscard\MODE, opcache_get_status(false)['jit']['enabled']);
foreach (['k' => 1] as $k => void) { echo $k, "\n"; }
--EXPECT--
string(6) "compat"
bool(true)
k

--TEST--
mode=auto with a JIT buffer but opcache.jit=disable picks vm: the JIT can never start in this process, so the user opcode handlers cost it nothing and no "JIT disabled" warning appears
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (!function_exists('opcache_get_status') || !opcache_get_status(false)) die('skip opcache is not enabled in this run'); ?>
--INI--
void_discard.mode=auto
opcache.jit=disable
opcache.jit_buffer_size=16M
--FILE--
<?php
var_dump(VoidDiscard\MODE, opcache_get_status(false)['jit']['enabled'] ?? false);
foreach (['k' => 1] as $k => void) { echo $k, "\n"; }
--EXPECT--
string(2) "vm"
bool(false)
k

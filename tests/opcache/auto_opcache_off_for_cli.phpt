--TEST--
mode=auto with opcache loaded and the JIT configured, but opcache.enable_cli=0 picks vm: opcache does not run in this process, so no JIT can start and no "JIT disabled" warning appears
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (!extension_loaded('Zend OPcache')) die('skip opcache is not loaded in this run'); ?>
--INI--
void_discard.mode=auto
opcache.enable_cli=0
opcache.jit=tracing
opcache.jit_buffer_size=16M
--FILE--
<?php
var_dump(VoidDiscard\MODE, opcache_get_status(false));
foreach (['k' => 1] as $k => void) { echo $k, "\n"; }
--EXPECT--
string(2) "vm"
bool(false)
k

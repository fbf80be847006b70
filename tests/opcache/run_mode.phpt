--TEST--
The configuration scripts/test.sh asked for is really the one this run has: opcache mode (Debian's make test silently drops opcache) and effective void_discard mode
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (getenv('VD_TEST_MODE') === false) die('skip only under scripts/test.sh, which sets VD_TEST_MODE'); ?>
--FILE--
<?php
$mode = getenv('VD_TEST_MODE');
$status = function_exists('opcache_get_status') ? opcache_get_status(false) : false;
$enabled = is_array($status) && $status['opcache_enabled'];
$ok = match ($mode) {
    // from PHP 8.5 opcache is built in: "off" is loaded but not enabled
    'off' => PHP_VERSION_ID >= 80500 ? !$enabled : !extension_loaded('Zend OPcache'),
    'xdebug-coverage' => extension_loaded('xdebug') && in_array('coverage', xdebug_info('mode'), true),
    'pcov' => extension_loaded('pcov') && ini_get('pcov.enabled'),
    'neighbor-first', 'neighbor-last' => function_exists('vd_neighbor_counts'),
    'valgrind' => getenv('USE_ZEND_ALLOC') === '0' && !extension_loaded('Zend OPcache'),
    'shm', 'shm-once' => $enabled && ini_get('opcache.file_cache') === '',
    'file-cold', 'file-warm' => $enabled && ini_get('opcache.file_cache') !== '',
    'preload' => $enabled && ini_get('opcache.preload') !== '' && isset($status['preload_statistics']),
    'jit' => $enabled && $status['jit']['enabled'] && $status['jit']['on'],
    default => false,
};
echo $ok ? "mode active\n" : "mode $mode is NOT active: " . json_encode($status) . "\n";
$expect = getenv('VD_EXPECT_MODE');
echo VoidDiscard\MODE === $expect ? "void_discard mode as expected\n" : 'void_discard mode is ' . VoidDiscard\MODE . ", not $expect\n";
--EXPECT--
mode active
void_discard mode as expected

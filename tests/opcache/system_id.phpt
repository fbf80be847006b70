--TEST--
The mode and the version are part of opcache's system id: a file cache written under one mode is never loaded under another, nor by PHP without the extension
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
if (!preg_match('/extension=(\S*void_discard\.so)/', (string) getenv('TEST_PHP_EXTRA_ARGS'))) die('skip needs run-tests.php with -d extension=…/void_discard.so');
// opcache is built in from PHP 8.5 on
if (PHP_VERSION_ID < 80500 && !is_file(ini_get('extension_dir') . '/opcache.so')) die('skip opcache.so not in extension_dir');
?>
--FILE--
<?php
preg_match('/extension=(\S*void_discard\.so)/', getenv('TEST_PHP_EXTRA_ARGS'), $m);
$so = $m[1];
$dir = sys_get_temp_dir() . '/vd_system_id_' . getmypid();
@mkdir($dir);
$script = "$dir/script.php";
file_put_contents($script, '<?php
class It implements Iterator {
    private $i = 0;
    function rewind(): void { $this->i = 0; }
    function valid(): bool { return $this->i < 2; }
    function current(): mixed { echo "current() called "; return 0; }
    function key(): mixed { return $this->i; }
    function next(): void { $this->i++; }
}
$k = [];
foreach (new It as $key => void) { $k[] = $key; }
echo VoidDiscard\MODE, ": ", implode(",", $k), "\n";
');
touch($script, time() - 60);
$php = escapeshellarg(PHP_BINARY);
$opcache = (PHP_VERSION_ID < 80500 ? '-d zend_extension=opcache.so ' : '') . "-d opcache.enable_cli=1 -d opcache.file_cache=$dir -d opcache.file_cache_only=1 -d opcache.jit_buffer_size=0";
$runs = [
    'vm' => "-d extension=$so -d void_discard.mode=vm",
    'compat' => "-d extension=$so -d void_discard.mode=compat",
    'none' => '',
];
foreach ([1, 2] as $pass) {
    foreach ($runs as $flags) {
        echo shell_exec("$php -n $flags $opcache " . escapeshellarg($script) . ' 2>&1');
    }
}
// PHP without the extension compiles the source itself (a parse error), never the cached
// bytecode of either mode; each mode has its own cache directory (system id)
echo count(glob("$dir/*", GLOB_ONLYDIR)), " cache directories\n";
exec('rm -rf ' . escapeshellarg($dir));
--EXPECTF--
vm: 0,1
compat: 0,1

Parse error: syntax error, unexpected token ")", expecting "->" or "?->" %s on line 11
vm: 0,1
compat: 0,1

Parse error: syntax error, unexpected token ")", expecting "->" or "?->" %s on line 11
2 cache directories

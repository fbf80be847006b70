--TEST--
With the JIT configured, the extension keeps it on: no "JIT disabled" warning, key-only loops still correct
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
if (!function_exists('opcache_get_status') || !opcache_get_status(false)) die('skip opcache is not enabled in this run');
if (ini_get('opcache.file_cache') !== '') die('skip the JIT is off under the file cache');
?>
--INI--
opcache.jit=tracing
opcache.jit_buffer_size=32M
opcache.jit_hot_loop=1
opcache.jit_hot_func=1
--FILE--
<?php
class It implements Iterator {
    private $i = 0;
    function rewind(): void { $this->i = 0; }
    function valid(): bool { return $this->i < 3; }
    function current(): mixed { echo "current called\n"; return $this->i; }
    function key(): mixed { return $this->i; }
    function next(): void { $this->i++; }
}
function hot(array $a): int { $s = 0; foreach ($a as $k => void) { $s += $k; } return $s; }
function hot_it(): int { $s = 0; foreach (new It as $k => void) { $s += $k; } return $s; }
$a = range(0, 99);
$sum = 0;
for ($i = 0; $i < 200; $i++) { $sum += hot($a) + hot_it(); }
$jit = opcache_get_status(false)['jit'];
var_dump($jit['enabled'], $jit['on'], $sum);
--EXPECT--
bool(true)
bool(true)
int(990600)

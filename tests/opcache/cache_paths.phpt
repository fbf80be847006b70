--TEST--
Key-only loops are converted on every compile path: cached include, blacklisted file, file too fresh to cache, opcache_compile_file(), eval()
--EXTENSIONS--
void_discard
--INI--
opcache.file_update_protection=2
opcache.blacklist_filename={PWD}/cache_paths.blacklist
--FILE--
<?php
// An unconverted loop (vm mode) or a loop without the key iterator (compat mode) would call
// current() and leave the discard variable behind: both are reported.
class Probe implements Iterator {
    private $i = 0;
    function rewind(): void { $this->i = 0; }
    function valid(): bool { return $this->i < 2; }
    function current(): mixed { echo "current() called\n"; return $this->i; }
    function key(): mixed { return "k$this->i"; }
    function next(): void { $this->i++; }
}
// The file's main code runs in the global scope, which every include shares: the variable check
// runs in a closure of its own.
$code = '<?php
$keys = [];
foreach (new Probe as $k => void) { $keys[] = $k; }
$vars = (function () use (&$keys) {
    foreach ([10 => "a", 20 => "b"] as $k => void) { $keys[] = $k; }
    foreach (new Probe as void) {}
    return array_keys(get_defined_vars());
})();
return implode(",", $keys) . (in_array("\0void", $vars, true) ? " MARKER VISIBLE" : "");
';
$tmp = sys_get_temp_dir();
$pid = getmypid();
$paths = [
    'cached include' => "$tmp/vd_cached_$pid.php",
    'blacklisted' => "$tmp/vd_blacklisted_$pid.php",
    'too fresh' => "$tmp/vd_fresh_$pid.php",
    'opcache_compile_file' => "$tmp/vd_compiled_$pid.php",
];
foreach ($paths as $name => $file) {
    file_put_contents($file, $code);
    if ($name !== 'too fresh') {
        touch($file, time() - 60);
    }
}
$opcache = function_exists('opcache_get_status') && opcache_get_status(false);
if ($opcache) {
    opcache_compile_file($paths['opcache_compile_file']);
}
foreach ($paths as $name => $file) {
    echo str_pad($name, 22), include $file, "\n";
}
echo str_pad('eval', 22), eval(substr($code, 5)), "\n";
if ($opcache) {
    $cached = fn($f) => opcache_is_script_cached($f);
    $ok = $cached($paths['cached include']) && $cached($paths['opcache_compile_file'])
        && !$cached($paths['blacklisted']) && !$cached($paths['too fresh']);
    if (!$ok && ini_get('opcache.file_cache_only') !== '1') {
        echo "the paths were not the ones intended\n";
    }
}
foreach ($paths as $file) {
    unlink($file);
}
--EXPECT--
cached include        k0,k1,10,20
blacklisted           k0,k1,10,20
too fresh             k0,k1,10,20
opcache_compile_file  k0,k1,10,20
eval                  k0,k1,10,20

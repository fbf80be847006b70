--TEST--
Included streams are opened once and failures reported once, as without the extension (user wrapper, php://filter, missing files)
--EXTENSIONS--
void_discard
--FILE--
<?php
// The compile hook reads an included file in PHP's place: every stream is opened once, every
// failure reported once, exactly as without the extension (the suite runs in every opcache mode).
class CountingWrapper {
    public static array $opens = [];
    public static array $files = [];
    public $context;
    private string $data = '';
    private int $pos = 0;
    public function stream_open($path, $mode, $options, &$opened_path) {
        self::$opens[$path] = (self::$opens[$path] ?? 0) + 1;
        if (!isset(self::$files[$path])) {
            return false;
        }
        $this->data = self::$files[$path];
        return true;
    }
    public function stream_read($count) {
        $chunk = substr($this->data, $this->pos, $count);
        $this->pos += strlen($chunk);
        return $chunk;
    }
    public function stream_eof() { return $this->pos >= strlen($this->data); }
    public function stream_stat() { return ['size' => strlen($this->data)]; }
    public function stream_set_option($option, $arg1, $arg2) { return false; }
    public function url_stat($path, $flags) { return isset(self::$files[$path]) ? ['size' => strlen(self::$files[$path])] : false; }
}
stream_wrapper_register('counting', 'CountingWrapper');
CountingWrapper::$files['counting://keys.php'] = '<?php $n = 0; foreach (["a" => 1, "b" => 2] as $k => void) { $n++; } return $n;';
CountingWrapper::$files['counting://plain.php'] = '<?php return "plain";';
set_error_handler(function (int $no, string $msg, string $file, int $line) {
    echo "handler: $msg (line $line)\n";
    return true;
});

foreach (['include', 'require', 'include_once', 'require_once'] as $how) {
    foreach (['counting://keys.php', 'counting://plain.php', 'counting://missing.php'] as $path) {
        CountingWrapper::$opens = [];
        try {
            $r = match ($how) {
                'include' => include $path,
                'require' => require $path,
                'include_once' => include_once $path,
                'require_once' => require_once $path,
            };
            echo "$how $path: ", var_export($r, true);
        } catch (Error $e) {
            echo "$how $path: ", get_class($e), ': ', $e->getMessage();
        }
        echo ', stream_open() ', CountingWrapper::$opens[$path] ?? 0, "x\n";
    }
}

echo "\n";
// a read that fails half-way: PHP reports the include as failed, once
class FailingFilter extends php_user_filter {
    public function filter($in, $out, &$consumed, bool $closing): int { return PSFS_ERR_FATAL; }
}
stream_filter_register('vd.failing', FailingFilter::class);
$r = include 'php://filter/read=vd.failing/resource=' . __FILE__;
var_dump($r);

$r = include __DIR__ . '/no-such-file.php';
var_dump($r);
try {
    require __DIR__ . '/no-such-file.php';
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECTF--
include counting://keys.php: 2, stream_open() 1x
include counting://plain.php: 'plain', stream_open() 1x
handler: include(%S): Failed to open stream: "CountingWrapper::stream_open" call failed (line 41)
handler: include(): Failed opening 'counting://missing.php' for inclusion (include_path='%s') (line 41)
include counting://missing.php: false, stream_open() 1x
require counting://keys.php: 2, stream_open() 1x
require counting://plain.php: 'plain', stream_open() 1x
handler: require(%S): Failed to open stream: "CountingWrapper::stream_open" call failed (line 42)
require counting://missing.php: Error: Failed opening required 'counting://missing.php' (include_path='%s'), stream_open() 1x
include_once counting://keys.php: true, stream_open() 1x
include_once counting://plain.php: true, stream_open() 1x
handler: include_once(%S): Failed to open stream: "CountingWrapper::stream_open" call failed (line 43)
handler: include_once(): Failed opening 'counting://missing.php' for inclusion (include_path='%s') (line 43)
include_once counting://missing.php: false, stream_open() 1x
require_once counting://keys.php: true, stream_open() 1x
require_once counting://plain.php: true, stream_open() 1x
handler: require_once(%S): Failed to open stream: "CountingWrapper::stream_open" call failed (line 44)
require_once counting://missing.php: Error: Failed opening required 'counting://missing.php' (include_path='%s'), stream_open() 1x

handler: include(): Unprocessed filter buckets remaining on input brigade (line 60)
handler: include(): Failed opening 'php://filter/read=vd.failing/resource=%s' for inclusion (include_path='%s') (line 60)
bool(false)
handler: include(%S): Failed to open stream: No such file or directory (line 63)
handler: include(): Failed opening '%sno-such-file.php' for inclusion (include_path='%s') (line 63)
bool(false)
handler: require(%S): Failed to open stream: No such file or directory (line 66)
Error: Failed opening required '%sno-such-file.php' (include_path='%s')

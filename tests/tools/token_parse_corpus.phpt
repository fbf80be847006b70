--TEST--
TOKEN_PARSE over every program in this repository (each test's --FILE-- section, every .php file) and PHP's own library files: the tokens stock PHP gives, mapped back where the pre-pass rewrote (tools/tokens.inc); a file without a discard gets exactly stock's tokens, a malformed one stock's ParseError
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
// a check of volume, not of memory: under a debug build (the sanitized run, where a PHP starts in
// 0.2 s) it outlasts run-tests' timeout; token_parse_forms and token_parse_errors run there
if (PHP_DEBUG) die('skip too slow for a debug build');
// tokenizing compiles nothing, so opcache cannot change what it gives: scripts/test.sh runs it in
// its opcache-off configurations only (token_parse_forms and token_parse_errors run in every one)
if ((getenv('VD_TEST_MODE') ?: 'off') !== 'off') die('skip runs in opcache-off runs');
// and in vm mode: in compat mode it runs no line or branch of the extension that it does not run
// in vm mode or that compat/off's other tests do not run (scripts/coverage-redundancy.sh)
if (getenv('VD_EXPECT_MODE') === 'compat') die('skip runs in vm mode (see scripts/coverage-redundancy.sh)');
?>
--FILE--
<?php
require __DIR__ . '/tokens.inc';
ini_set('memory_limit', '-1');
$top = dirname(__DIR__, 2);
$programs = [];
$files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($top, FilesystemIterator::SKIP_DOTS));
foreach ($files as $file) {
    $path = substr($file->getPathname(), strlen($top) + 1);
    if (preg_match('~^(\.git|\.build)/~', $path)) {
        continue;
    }
    if (str_ends_with($path, '.phpt') && preg_match('/^--FILE--\R(.*?)^--[A-Z_]+--\R/ms', file_get_contents($file), $m)) {
        $programs[$path] = $m[1];
    } elseif (str_ends_with($path, '.php') && !str_starts_with(basename($path), 'x.php')) {
        $programs[$path] = file_get_contents($file);
    }
}
ksort($programs);
$edited = count(array_filter($programs, fn ($code) => VoidDiscard\prepass($code) !== $code));
// a larger set without discards, where there is one (Debian's PHP libraries)
$library = [];
if (is_dir('/usr/share/php')) {
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator('/usr/share/php', FilesystemIterator::SKIP_DOTS)) as $file) {
        if (str_ends_with($file, '.php') && count($library) < 1500) {
            $library[(string) $file] = file_get_contents($file);
        }
    }
}
$bad = 0;
foreach (array_chunk($programs + $library, 50, true) as $chunk) {
    $bad += vd_check_tokens($chunk, true);
}
echo count($programs), " programs here, $edited of them rewritten; ", count($library), " library files\n";
echo $bad ? "$bad differ\n" : "all as expected\n";
var_dump(count($programs) > 100, $edited > 30);
?>
--EXPECTF--
%d programs here, %d of them rewritten; %d library files
all as expected
bool(true)
bool(true)

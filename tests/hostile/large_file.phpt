--TEST--
A 10 MB file full of discards compiles and runs, lines exact to the last one
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (getenv('USE_ZEND_ALLOC') === '0') die('skip compiling 10 MB under valgrind takes too long'); ?>
--INI--
memory_limit=-1
opcache.max_file_size=1048576
--FILE--
<?php
// opcache is told not to cache it: PHP 8.2's optimizer overflows its stack on a 10 MB script of
// loops, with or without this extension (its stock twin crashes the same way).
$file = sys_get_temp_dir() . '/vd_large_' . getmypid() . '.php';
$line = "foreach (\$a as \$k => void) { \$n++; } [void, \$x] = \$a; foreach (\$a as void) { \$m++; }\n";
$count = intdiv(10 * 1024 * 1024, strlen($line)) + 1;
file_put_contents($file, "<?php\n\$a = [1, 2];\n\$n = \$m = 0;\n" . str_repeat($line, $count) . "return [\$n, \$m, \$x, __LINE__];\n");
var_dump(filesize($file) > 10 * 1024 * 1024);
[$n, $m, $x, $last] = require $file;
var_dump($n === 2 * $count, $m === 2 * $count, $x, $last === $count + 4);
unlink($file);
--EXPECT--
bool(true)
bool(true)
bool(true)
int(2)
bool(true)

--TEST--
zend.multibyte=1: the pre-pass steps aside (the scanner may convert the script first); list discards still work, foreach discards are PHP's parse error
--EXTENSIONS--
void_discard
mbstring
--INI--
zend.multibyte=1
zend.script_encoding=ISO-8859-1
--FILE--
<?php
$file = sys_get_temp_dir() . '/vd_multibyte_' . getmypid();
file_put_contents("$file-list.php", "<?php\n[void, \$b] = ['a', \"\xe9\"];\nreturn bin2hex(\$b);\n");
var_dump(require "$file-list.php");
file_put_contents("$file-foreach.php", "<?php\nforeach ([1] as \$k => void) {}\n");
try {
    require "$file-foreach.php";
} catch (ParseError $e) {
    echo 'ParseError on line ', $e->getLine(), "\n";
}
unlink("$file-list.php");
unlink("$file-foreach.php");
--EXPECT--
string(4) "c3a9"
ParseError on line 2

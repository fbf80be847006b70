--TEST--
In a PHP whose engine compiles void itself (native/patches/), the extension stands aside: no hook, the mode is off whatever the setting, phpinfo() says so, and void is the engine's
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
ob_start();
phpinfo(INFO_MODULES);
if (!str_contains(ob_get_clean(), 'Native void (the engine compiles void itself) => yes')) {
    die('skip a stock PHP: the extension compiles void (scripts/native.sh builds the patched PHP)');
}
?>
--INI--
void_discard.mode=vm
--FILE--
<?php
ob_start();
phpinfo(INFO_MODULES);
preg_match('/^void discards => .*?Effective mode => \S+/ms', ob_get_clean(), $m);
echo preg_replace('/Version => \S+/', 'Version => X', $m[0]), "\n";
var_dump(VoidDiscard\MODE);
foreach (['a' => 1, 'b' => 2] as $k => void) {
    echo $k;
}
[void, $b] = [1, 2];
echo " $b\n";
// the compiled loop is the engine's own FE_FETCH_R without a value, not the extension's opcode
echo (new ReflectionFunction(function (void, $x) { return $x; }))->getParameters()[0]->getName(), "\n";
?>
--EXPECT--
void discards => native
Native void (the engine compiles void itself) => yes
Version => X
Effective mode => off
string(3) "off"
ab 2
void1

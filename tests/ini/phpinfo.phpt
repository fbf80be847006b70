--TEST--
phpinfo() shows the version and the effective mode; the INI entry is system-only
--EXTENSIONS--
void_discard
--INI--
pcre.jit=0
void_discard.mode=compat
--FILE--
<?php
ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();
preg_match('/^void_discard\n.*?void_discard\.mode[^\n]*/ms', $info, $m);
echo preg_replace('/Version => \S+/', 'Version => X', $m[0]), "\n";
var_dump(phpversion('void_discard') === (new ReflectionExtension('void_discard'))->getVersion());
var_dump(ini_get('void_discard.mode'), ini_set('void_discard.mode', 'off'), ini_get('void_discard.mode'));
--EXPECT--
void_discard

void discards => enabled
Version => X
Effective mode => compat

Directive => Local Value => Master Value
void_discard.mode => compat => compat
bool(true)
string(6) "compat"
bool(false)
string(6) "compat"

--TEST--
phpinfo() shows the version, that the engine does not compile void itself (native/patches/ makes it: tests/ini/native.phpt), the effective mode and the prefilter's scan; the INI entries are system-only
--EXTENSIONS--
void_discard
--INI--
pcre.jit=0
void_discard.mode=compat
void_discard.prefilter=portable
--FILE--
<?php
ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();
preg_match('/^void_discard\n.*?void_discard\.prefilter[^\n]*/ms', $info, $m);
echo preg_replace('/Version => \S+/', 'Version => X', $m[0]), "\n";
var_dump(phpversion('void_discard') === (new ReflectionExtension('void_discard'))->getVersion());
var_dump(ini_get('void_discard.mode'), ini_set('void_discard.mode', 'off'), ini_get('void_discard.mode'));
var_dump(ini_set('void_discard.prefilter', 'auto'), ini_get('void_discard.prefilter'));
--EXPECT--
void_discard

void discards => enabled
Native void (the engine compiles void itself) => no
Version => X
Effective mode => compat
Prefilter scan => portable

Directive => Local Value => Master Value
void_discard.mode => compat => compat
void_discard.prefilter => portable => portable
bool(true)
string(6) "compat"
bool(false)
string(6) "compat"
bool(false)
string(8) "portable"

--TEST--
With short_open_tag=1, discards after <? are rewritten and run; the pre-pass follows the setting as PHP's lexer does
--EXTENSIONS--
void_discard
--INI--
short_open_tag=1
--FILE--
<?php
var_dump(VoidDiscard\prepass('<? foreach ($a as $k => void) {} ?>'));
$file = sys_get_temp_dir() . '/vd_short_open_tag_' . getmypid() . '.php';
file_put_contents($file, "<? foreach (['s' => 1] as \$k => void) { echo \$k, \"\\n\"; } ?>\nas void) stays HTML\n");
include $file;
unlink($file);
--EXPECT--
string(42) "<? foreach ($a as $k => __discard()) {} ?>"
s
as void) stays HTML

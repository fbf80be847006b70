--TEST--
With short_open_tag=1, discards after <? are rewritten and run; the pre-pass follows the setting as PHP's lexer does
--EXTENSIONS--
void_discard
--INI--
short_open_tag=1
--FILE--
<?php
var_dump(VoidDiscard\prepass('<? foreach ($a as $k => void) {} ?>'));
$file = __DIR__ . '/short_open_tag.inc';
file_put_contents($file, "<? foreach (['s' => 1] as \$k => void) { echo \$k, \"\\n\"; } ?>\nas void) stays HTML\n");
include $file;
--CLEAN--
<?php @unlink(__DIR__ . '/short_open_tag.inc'); ?>
--EXPECT--
string(42) "<? foreach ($a as $k => __discard()) {} ?>"
s
as void) stays HTML

--TEST--
lower() prints nothing of what PHP's lexer and parser report on code that compiles (an octal escape over \377; PHP 8.5's deprecated cast names): compiling the code reports it, in its own file
--EXTENSIONS--
void_discard
--INI--
error_reporting=E_ALL
display_errors=1
--FILE--
<?php
$sources = [
    '<?php $s = "\400"; foreach ($a as $k => void) {}',
    '<?php $s = "\400";',
    "<?php\n\$b = (boolean) \$x; \$i = (integer) \$x; \$d = (double) \$x; \$s = (binary) \$x;\n[void, \$y] = \$z;",
    '<?php $b = (boolean) $x;',
];
foreach ($sources as $code) {
    echo VoidDiscard\lower($code), "\n";
}
// a ParseError is still thrown
try {
    VoidDiscard\lower('<?php $s = "\400"; foreach ($a as void) {');
} catch (ParseError $e) {
    echo get_class($e), "\n";
}
?>
--EXPECT--
<?php $s = "\400"; foreach ($a as $k => $__void) {}
<?php $s = "\400";
<?php
$b = (boolean) $x; $i = (integer) $x; $d = (double) $x; $s = (binary) $x;
[, $y] = $z;
<?php $b = (boolean) $x;
ParseError

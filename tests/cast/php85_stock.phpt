--TEST--
PHP 8.5+: `(void)` is PHP's own token; the extension leaves it alone, so every program with `(void)` outside a list prints what stock PHP of the same version prints (errors included), in every mode
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
if (PHP_VERSION_ID < 80500) die('skip PHP 8.5+: before, the extension emulates (void) (tests/cast/statement.phpt)');
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
?>
--FILE--
<?php
require __DIR__ . '/../stock.inc';
$programs = [
    // the statement
    'statement' => '<?php function f() { echo "f\n"; return 1; } (void) f(); ( VOID ) f(); (void) $a or print("or\n");',
    'for lists' => '<?php for ((void) $i = 0; $i < 2; (void) $i++) echo $i;',
    'no discard' => '<?php #[\NoDiscard] function f() { return 1; } (void) f(); f(); echo "done\n";',
    // where PHP rejects it (before 8.5 the extension's compile error)
    'argument' => "<?php\necho \"not reached\\n\";\nstrlen((void) 'abc');",
    'assigned' => "<?php\necho \"not reached\\n\";\n\$x = (void) f();",
    'echo' => "<?php\necho \"not reached\\n\";\necho (void) 1;",
    'for condition' => "<?php\necho \"not reached\\n\";\nfor (; (void) \$a; ) {}",
    'returned' => "<?php\necho \"not reached\\n\";\nreturn (void) 1;",
    // what was the constant void in parentheses before 8.5
    'call' => '<?php define("void", "strtoupper"); echo (void)("called"), "\n";',
    'offset' => '<?php define("void", "strtoupper"); echo (void)[0], "\n";',
    'argument constant' => '<?php function f($x) { return $x; } f(void);',
    'condition' => '<?php if (void) echo "x";',
    'after enum' => '<?php enum (void) Suit {}',
];
vd_same_as_stock($programs);
echo "with void_discard.mode=off:\n";
vd_same_as_stock(['statement' => $programs['statement']], ['void_discard.mode' => 'off']);
?>
--EXPECT--
statement: same as stock PHP
for lists: same as stock PHP
no discard: same as stock PHP
argument: same as stock PHP
assigned: same as stock PHP
echo: same as stock PHP
for condition: same as stock PHP
returned: same as stock PHP
call: same as stock PHP
offset: same as stock PHP
argument constant: same as stock PHP
condition: same as stock PHP
after enum: same as stock PHP
with void_discard.mode=off:
statement: same as stock PHP

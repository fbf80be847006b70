--TEST--
(void) keeps its stock meaning (the constant void in parentheses) wherever stock PHP parses it
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80500) die('skip PHP 8.5+ parses (void) itself: tests/cast/php85_stock.phpt'); ?>
--FILE--
<?php
define('void', 'strtoupper');
echo (void)('called'), "\n";            // a call through the constant
echo (void)[0], "\n";                   // an offset of the constant
echo (void) . '!', "\n";
if (void) echo "if (void) is a condition\n";
while (void) { echo "while (void) too\n"; break; }
echo strlen(void), "\n";                // an argument
$sources = [
    'call' => '<?php (void)($x);',
    'offset' => '<?php (void)[0];',
    'arithmetic' => '<?php (void) - 1; (void) + 1; (void) & $x;',
    'condition' => '<?php if (void) $x = 1; elseif (void) $y = 2; while (void) $z = 3;',
    'argument' => '<?php f(void); f(void, 1);',
    'line break inside' => "<?php (\nvoid) f();",
    'comment inside' => '<?php (/* */void) f();',
    'string' => '<?php echo "(void) f();", \'(void) $x\';',
    'comment' => "<?php // (void) f();\n/* (void) \$x; */",
    'glued to a word' => '<?php else(void) f(); return(void) $x; $f(void) $x; A\\(void) $x;',
    'member, class, variable name' => '<?php $o->(void) $x; $o?->(void) $x; A::(void) $x; new (void) $x; $(void) $x;',
    // `enum` is a name before `(` and the keyword before a name: a rewrite would change its token
    'after enum' => '<?php enum (void) Suit {} ENUM /* */ (void) $x;',
];
foreach ($sources as $name => $src) {
    echo $name, ': ', VoidDiscard\prepass($src) === $src ? 'unchanged' : 'CHANGED: ' . VoidDiscard\prepass($src), "\n";
}
--EXPECT--
CALLED
s
strtoupper!
if (void) is a condition
while (void) too
10
call: unchanged
offset: unchanged
arithmetic: unchanged
condition: unchanged
argument: unchanged
line break inside: unchanged
comment inside: unchanged
string: unchanged
comment: unchanged
glued to a word: unchanged
member, class, variable name: unchanged
after enum: unchanged

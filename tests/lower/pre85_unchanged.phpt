--TEST--
lower() before PHP 8.5 leaves `(void)` alone where it is the constant void in parentheses (from 8.5 on, PHP's lexer makes it a cast everywhere)
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (PHP_VERSION_ID >= 80500) die('skip PHP 8.5+ lexes (void) as a cast'); ?>
--FILE--
<?php
$sources = [
    'constant argument' => '<?php f(void); f(void, 1);',
    'stock (void)' => '<?php (void)($x); (void)[0]; (void) - 1; if (void) $x = 1; f(void);',
];
foreach ($sources as $name => $src) {
    $lowered = VoidDiscard\lower($src);
    echo $name, ': ', $lowered === $src ? 'unchanged' : 'CHANGED: ' . $lowered, "\n";
}
?>
--EXPECT--
constant argument: unchanged
stock (void): unchanged

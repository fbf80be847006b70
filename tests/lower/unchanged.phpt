--TEST--
lower() leaves code without discards byte for byte, and everything around the discards it rewrites
--EXTENSIONS--
void_discard
--FILE--
<?php
// `(void)` as a constant in parentheses, before PHP 8.5: tests/lower/pre85_unchanged.phpt
$sources = [
    'return types' => '<?php function f(): void {} $g = fn(): void => null; class C { function m(): void {} }',
    'names' => '<?php class C { const void = 1; public $void; function void() {} } $c->void(); C::void; $void = 1; \void(); namespace\void;',
    'constant' => '<?php echo void; [void, 1]; $f & VOID; fn() => void; $x = [void];',
    'strings' => '<?php echo "foreach (\$a as \$k => void)", \'as void)\', "=> &void, (void) f();";',
    'heredoc' => "<?php echo <<<EOT\n  foreach (\$a as \$k => void)\n  [void, \$a] = \$b;\n  EOT;\n",
    'comments' => "<?php // foreach (\$a as \$k => void)\n# [void, \$a] = \$b;\n/* (void) f(); */\n",
    'inline html' => "foreach (\$a as \$k => void) <?php echo 1; ?> [void, \$a] = \$b;",
    'after halt' => "<?php foreach (\$a as void) {} __halt_compiler(); foreach (\$a as \$k => void) {} [void, \$a] = \$b;",
    'array literals' => '<?php $a = [$x, [$y]]; f([1, 2]); $m[0] = [void]; $s = "x"[0];',
    'not a target' => '<?php [void, $a]; f([void, $a]); [void, $a] == $b;',
    'empty' => '',
];
foreach ($sources as $name => $src) {
    $lowered = VoidDiscard\lower($src);
    echo $name, ': ', $lowered === $src ? 'unchanged' : 'CHANGED: ' . $lowered, "\n";
}
--EXPECT--
return types: unchanged
names: unchanged
constant: unchanged
strings: unchanged
heredoc: unchanged
comments: unchanged
inline html: unchanged
after halt: CHANGED: <?php foreach ($a as $__void) {} __halt_compiler(); foreach ($a as $k => void) {} [void, $a] = $b;
array literals: unchanged
not a target: unchanged
empty: unchanged

--TEST--
The pre-pass leaves void alone in strings, heredoc, nowdoc, comments, inline HTML, after __halt_compiler, and in every valid stock use
--EXTENSIONS--
void_discard
--INI--
short_open_tag=0
--FILE--
<?php
$sources = [
    'return types' => '<?php function f(): void {} $g = fn(): void => null; class C { function m(): void {} }',
    'names' => '<?php class C { const void = 1; public $void; function void() {} } $c->void(); C::void; $void = 1; $o->void; \void(); namespace\void;',
    'constant' => '<?php define("void", 1); echo void; [void, 1]; $f & VOID; ($f & void); [$f & void, 1]; fn() => void; f(as: void);',
    'strings' => '<?php echo "foreach (\$a as \$k => void)", \'as void)\', "=> &void,";',
    'interpolation' => '<?php echo "{$a[\'as\']} as void) ${b} => void)";',
    'heredoc' => "<?php echo <<<EOT\n  foreach (\$a as \$k => void)\n  => &void)\n  EOT;\n",
    'nowdoc' => "<?php echo <<<'EOT'\nas void) => void) [&void,\nEOT;\n",
    'comments' => "<?php // foreach (\$a as \$k => void)\n# as void)\n/* => void) */ /** as &void) */\n",
    'inline html' => "foreach (\$a as \$k => void) <?php echo 1; ?> as void) => &void,",
    'after halt' => "<?php __halt_compiler(); foreach (\$a as \$k => void) {}",
    'short tags off' => "<? foreach (\$a as \$k => void) {} ?>",
    'attribute' => '<?php #[Attr(as: void)] function f() {}',
    'list with &' => '<?php [$a & void, $b] = $x; f(&$x, void);',
    'foreach header expression' => '<?php foreach (f(fn() => void) as $k => $v) {} foreach ($a as $k => $v[void]) {}',
    'unterminated string' => "<?php echo 'as void)",
    'empty' => '',
];
foreach ($sources as $name => $src) {
    echo $name, ': ', VoidDiscard\prepass($src) === $src ? 'unchanged' : 'CHANGED: ' . VoidDiscard\prepass($src), "\n";
}
--EXPECT--
return types: unchanged
names: unchanged
constant: unchanged
strings: unchanged
interpolation: unchanged
heredoc: unchanged
nowdoc: unchanged
comments: unchanged
inline html: unchanged
after halt: unchanged
short tags off: unchanged
attribute: unchanged
list with &: unchanged
foreach header expression: unchanged
unterminated string: unchanged
empty: unchanged

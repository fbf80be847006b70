--TEST--
The pre-pass lexes up to its last flagged `void` and still decides it by the token after it: a foreach target's `)` or `=>`, a list element's `,`
--EXTENSIONS--
void_discard
--FILE--
<?php
foreach ([
    // the last flagged `void` is followed by comments before its next token
    "<?php foreach (\$a as \$k => void\n/* c */ /** d */ # e\n) {}",
    "<?php foreach (\$a as void /* c */ => \$v) {}",
    "<?php [&void /* c */ , \$x] = \$y;",
    // ... or by a token that leaves it alone, or by nothing
    "<?php foreach (\$a as void + 1) {}",
    "<?php foreach (\$a as void",
    // a flagged `void` in a string after the last real one: lexed that far, still a string
    "<?php foreach (\$a as void) {} \$s = 'as void)';",
    // a `void` the prefilter does not flag (a return type) after the last flagged one
    "<?php foreach (\$a as void) {} function f(): void {}",
] as $code) {
    echo json_encode(VoidDiscard\prepass($code)), "\n";
}
?>
--EXPECT--
"<?php foreach ($a as $k => __discard()\n\/* c *\/ \/** d *\/ # e\n) {}"
"<?php foreach ($a as __discard() \/* c *\/ => $v) {}"
"<?php [&__discard() \/* c *\/ , $x] = $y;"
"<?php foreach ($a as void + 1) {}"
"<?php foreach ($a as void"
"<?php foreach ($a as __discard()) {} $s = 'as void)';"
"<?php foreach ($a as __discard()) {} function f(): void {}"

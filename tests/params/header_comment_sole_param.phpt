--TEST--
Discarded parameters: a sole `void` after a comment or line break between the function's name (or `fn`) and its `(` is a parameter, never a `(void)` cast (PHP 8.5 lexes it as its cast token there); the finding's shape, `function __ #…` then `(void) f();`, is the same parse error at the same line on every version
--EXTENSIONS--
void_discard
--FILE--
<?php
function g # a comment to the end of the line
(void) { return __LINE__; }
function h /* a comment */ (VOID): int { return __LINE__; }
function
k
( void )
{ return __LINE__; }
$f = fn /* */ (void) => __LINE__;
echo g(1), ' ', h(2), ' ', k(3), ' ', $f(4), "\n";
try {
    eval("function __ # the rest of the line\n(void) f('statement');");
} catch (ParseError $e) {
    echo $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
?>
--EXPECT--
3 4 8 9
syntax error, unexpected identifier "f", expecting "{" on line 2

--TEST--
void used as a value keeps its stock meaning: a constant lookup
--EXTENSIONS--
void_discard
--FILE--
<?php
function f($x) { return $x; }
// `f(void)`, which PHP 8.5+ lexes as a cast: tests/errors/stock_twin.phpt
foreach (['$x = void;', '$v = [void, 1];', 'return VOID;'] as $code) {
    try {
        eval($code);
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
--EXPECT--
Error: Undefined constant "void"
Error: Undefined constant "void"
Error: Undefined constant "VOID"

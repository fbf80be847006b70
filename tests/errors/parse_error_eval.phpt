--TEST--
A parse error in eval() code that uses discards is a ParseError at the stock line
--EXTENSIONS--
void_discard
--FILE--
<?php
try {
    eval("foreach ([1] as \$k => void) {}\nforeach ([1] as \$k => void\n{}");
} catch (ParseError $e) {
    echo $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
try {
    eval("\$x = [void, ];\n [void void] = 1;");
} catch (ParseError $e) {
    echo $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
--EXPECT--
syntax error, unexpected token "}" on line 3
syntax error, unexpected identifier "void", expecting "]" on line 2

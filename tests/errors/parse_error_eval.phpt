--TEST--
A parse error in eval() code that uses discards is PHP's own ParseError, at the stock line
--EXTENSIONS--
void_discard
--FILE--
<?php
$pairs = [
    ["foreach ([1] as \$k => void) {}\nforeach ([1] as \$k => void\n{}", "foreach ([1] as \$k => \$_) {}\nforeach ([1] as \$k => void\n{}"],
    ["[void, \$a] = [1, 2];\n[void void] = 1;", "[, \$a] = [1, 2];\n[void void] = 1;"],
    ["foreach (\$a as void) {}\nforeach (\$a as void", "foreach (\$a as \$_) {}\nforeach (\$a as void"],
];
foreach ($pairs as [$void, $stock]) {
    $errors = [];
    foreach ([$void, $stock] as $code) {
        try {
            eval($code);
            $errors[] = 'no error';
        } catch (ParseError $e) {
            $errors[] = $e->getMessage() . ' on line ' . $e->getLine();
        }
    }
    echo $errors[0] === $errors[1] ? 'same: line ' . substr(strrchr($errors[0], ' '), 1) : "DIFFERENT:\n  $errors[0]\n  $errors[1]", "\n";
}
--EXPECT--
same: line 3
same: line 2
same: line 2

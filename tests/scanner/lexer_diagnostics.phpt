--TEST--
Lexer diagnostics in a file that uses discards are reported once, exactly as stock PHP reports them
--EXTENSIONS--
void_discard
--FILE--
<?php
$file = __DIR__ . '/lexer_diagnostics.inc';
file_put_contents($file, "<?php\nforeach ([1] as \$k => void) { echo \"loop\\n\"; }\necho \"\\400\\n\";\n");
include $file;
file_put_contents($file, "<?php\nforeach ([1] as \$k => void) { echo \"loop\\n\"; }\necho \"\\400\\n\";\n/* unterminated");
try {
    include $file;
} catch (ParseError $e) {
    echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
file_put_contents($file, "<?php\nforeach ([1] as \$k => void) { echo 1_000_; }\n");
try {
    include $file;
} catch (ParseError $e) {
    echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
var_dump(error_get_last()['message']);
echo "done\n";
--CLEAN--
<?php @unlink(__DIR__ . '/lexer_diagnostics.inc'); ?>
--EXPECTF--
Warning: Octal escape sequence overflow \400 is greater than \377 in %s on line 3
loop
%s

Warning: Octal escape sequence overflow \400 is greater than \377 in %s on line 3
ParseError: Unterminated comment starting line 4 on line 4
ParseError: syntax error, unexpected identifier "_", expecting "," or ";" on line 2
string(56) "Octal escape sequence overflow \400 is greater than \377"
done

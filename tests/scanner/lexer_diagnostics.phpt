--TEST--
Lexer diagnostics in a file that uses discards are reported once, exactly as stock PHP reports them
--EXTENSIONS--
void_discard
--FILE--
<?php
// A new file each time: opcache may not look at a rewritten file in the same second.
$file = fn($n) => sys_get_temp_dir() . '/vd_lexer_diagnostics_' . getmypid() . "_$n.php";
file_put_contents($file(1), "<?php\nforeach ([1] as \$k => void) { echo \"loop\\n\"; }\necho \"\\400\\n\";\n");
include $file(1);
file_put_contents($file(2), "<?php\nforeach ([1] as \$k => void) { echo \"loop\\n\"; }\necho \"\\400\\n\";\n/* unterminated");
try {
    include $file(2);
} catch (ParseError $e) {
    echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
file_put_contents($file(3), "<?php\nforeach ([1] as \$k => void) { echo 1_000_; }\n");
try {
    include $file(3);
} catch (ParseError $e) {
    echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
var_dump(error_get_last()['message']);
array_map(fn($n) => unlink($file($n)), [1, 2, 3]);
echo "done\n";
--EXPECTF--
Warning: Octal escape sequence overflow \400 is greater than \377 in %s on line 3
loop
%s

Warning: Octal escape sequence overflow \400 is greater than \377 in %s on line 3
ParseError: Unterminated comment starting line 4 on line 4
ParseError: syntax error, unexpected identifier "_", expecting "," or ";" on line 2
string(56) "Octal escape sequence overflow \400 is greater than \377"
done

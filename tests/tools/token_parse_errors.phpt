--TEST--
TOKEN_PARSE and a real syntax error next to discards: stock PHP's ParseError for the sentinel spelling, message and line (as include reports it); without TOKEN_PARSE token_get_all() and PhpToken::tokenize() are stock's for the code as written
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php'); ?>
--FILE--
<?php
require __DIR__ . '/tokens.inc';
$programs = [
    'after a discard' => "<?php\nforeach (\$a as \$k => void) {}\n\$x = ;\n",
    'before a discard' => "<?php\n\$x = ;\nforeach (\$a as \$k => void) {}\n",
    'malformed foreach' => "<?php\nforeach ([1] as \$k => void) {}\nforeach ([1] as \$k => void {\n}\n",
    'void not a target' => "<?php\nforeach (\$a as void \$x) {}\n",
    'unclosed' => "<?php\nforeach (\$a as void) {\n(void) f();\n",
    // a ParseError from 8.5 on, where `(void)` is PHP's own statement; before, the pre-pass's (include rejects it later)
    'cast as value' => "<?php\n\$x = (void) f();\nforeach (\$a as void) {}\n",
];
$bad = vd_check_tokens($programs);
// without TOKEN_PARSE: stock's tokens for the code as written
$plain = base64_encode(serialize($programs));
$stock = vd_run_stock("<?php\n\$out = [];\nforeach (unserialize(base64_decode('$plain')) as \$n => \$c) {\n"
    . "    \$out[\$n] = [token_get_all(\$c), array_map(fn (\$t) => [\$t->id, \$t->text, \$t->line, \$t->pos], PhpToken::tokenize(\$c))];\n}\n"
    . "echo serialize(\$out);", ['tokenizer']);
$stock = unserialize($stock);
foreach ($programs as $name => $code) {
    $mine = [token_get_all($code), array_map(fn ($t) => [$t->id, $t->text, $t->line, $t->pos], PhpToken::tokenize($code))];
    echo "$name without TOKEN_PARSE: ", $mine === $stock[$name] ? 'same as stock PHP' : 'DIFFERS', "\n";
}
echo $bad ? "$bad differ\n" : "all as expected\n";
?>
--EXPECTF--
after a discard: as expected (ParseError: syntax error, unexpected token ";", line 3)
before a discard: as expected (ParseError: syntax error, unexpected token ";", line 2)
malformed foreach: as expected (ParseError: %s, line %d)
void not a target: as expected (no edit) (ParseError: %s, line 2)
unclosed: as expected (ParseError: %s, line %d)
cast as value: as expected%S
after a discard without TOKEN_PARSE: same as stock PHP
before a discard without TOKEN_PARSE: same as stock PHP
malformed foreach without TOKEN_PARSE: same as stock PHP
void not a target without TOKEN_PARSE: same as stock PHP
unclosed without TOKEN_PARSE: same as stock PHP
cast as value without TOKEN_PARSE: same as stock PHP
all as expected

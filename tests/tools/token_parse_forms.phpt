--TEST--
token_get_all() and PhpToken::tokenize() with TOKEN_PARSE accept every discard form and give the tokens as written: stock PHP's tokens for the sentinel spelling, with each discard's own bytes lexed on their own (void a name, at its line and offset)
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php
if (getenv('VD_TEST_MODE') === 'valgrind') die('skip under valgrind: the rest of the suite runs every line and branch of the extension this test does, and auto/off checks its output (scripts/coverage-redundancy.sh)');
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php'); ?>
--FILE--
<?php
require __DIR__ . '/tokens.inc';
$forms = [
    'key only' => 'foreach ($a as $k => void) {}',
    'no key, value discarded' => 'foreach ($a as void) {}',
    'key discarded' => 'foreach ($a as void => $v) {}',
    'both discarded' => 'foreach ($a as void => void) {}',
    'case' => 'foreach ($a as $k => VOID) {} foreach ($a as Void) {}',
    'alternative syntax' => "foreach (\$a as \$k => void):\n    echo \$k;\nendforeach;",
    'no blanks' => 'foreach($a as$k=>void){}',
    'newlines around' => "foreach (\$a as \$k\n    =>\n    void\n) {}",
    'comments around' => 'foreach ($a as $k => /* c */ void /* d */) {}',
    'list slot' => '[void, void, $a] = $row;',
    'list()' => 'list(void, $b) = $row;',
    'list() spacing' => "list( void , \$b) = \$row; list(\tVOID\t, \$c) = \$row;",
    'nested' => '[[void, $x], void, [$y]] = $nested;',
    'keyed' => "['id' => void, 'name' => \$n] = \$row;",
    'foreach list targets' => 'foreach ($pairs as [void, $b]) {} foreach ($rows as $k => [$a, void]) {}',
    'all void' => '[void, void] = f();',
    'by-ref slot' => '[void, &$b] = $arr;',
    '&void' => 'foreach ($a as $k => &void) {} foreach ($a as &void) {} [&void, $b] = $c;',
    'sentinel written' => 'foreach ($a as $k => __discard()) {} [__discard, $x] = $y;',
    'several on a line' => 'foreach ($a as void) {} foreach ($b as $k => void) {} [void, $c] = $d;',
    'halt compiler after' => "foreach (\$a as void) {}\n__halt_compiler(); foreach (\$a as void) {}",
    'heredoc before' => "\$h = <<<EOT\nvoid as void\nEOT;\nforeach (\$a as \$k => void) {}",
    'void elsewhere' => 'function f(): void {} foreach ($a as $k => void) {} $x = VOID_X;',
    'cast statement' => '(void) f();',
    'cast blanks' => "( void ) f(); (\tVOID) \$x; (void)\$y;",
    'cast then newline' => "(void)\n    f();",
    'cast in for' => 'for ((void) $a = f(); $i < 3; (void) $i++) {}',
    'cast and discards' => "(void) f(); foreach (\$a as \$k => void) { (void) g(\$k); }",
    'cast in block' => "if (\$x) { (void) f(); } else (void) g();",
    'list(void) alone' => 'list(void) = [1]; list( void ) = [1]; list(VOID, $a) = [1, 2];',
    'parameters' => 'function f(void, $b, VOID) {} $g = fn(int void, ?A void, A|B void) => 1;',
    'parameters in methods' => 'class C { public function m(void, $b) {} abstract static function n(#[A] void); }',
    'sole parameter' => "function g(void) {} function &h( Void ) {} \$c = function (\tvoid\t) {};",
    'parameters around a closure' => 'array_walk($a, function (void, $k) use ($x) { foreach ($k as void) {} });',
    'parameter, newlines and comments' => "fn(\n    /* c */ void /* d */,\n    \$line\n) => \$line;",
    'parameter and a file\'s own $__discard' => 'function f(void, $__discard) {} foreach ($a as $k => void) {}',
];
$programs = [];
foreach ($forms as $name => $code) {
    $programs[$name] = "<?php\n$code\n";
}
$programs['demo'] = file_get_contents(__DIR__ . '/../../examples/demo.php');
$bad = vd_check_tokens($programs);
echo $bad ? "$bad differ\n" : "all as expected\n";
?>
--EXPECTF--
%A
all as expected

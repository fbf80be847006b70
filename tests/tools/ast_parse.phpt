--TEST--
php-ast: ast\parse_code() and ast\parse_file() accept every discard form; the tree is stock PHP's for the documented representation (docs/internals.md, "What tools see"), at the original lines, whichever of ast and void_discard is loaded first
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
// the test loads php-ast itself, in both orders
if (!is_file(ini_get('extension_dir') . '/ast.so')) die('skip php-ast is not installed (Debian: php8.2-ast)');
?>
--FILE--
<?php
require __DIR__ . '/tokens.inc';
// each form as written, and as the tree shows it: stock PHP parses the second
$cast = PHP_VERSION_ID >= 80500 ? '(void) ' : '__discard_cast() or ';
$forms = [
    'key only' => ['foreach ($a as $k => void) {}', 'foreach ($a as $k => __discard()) {}'],
    'value only' => ["foreach (\$a as\n  void) {}", "foreach (\$a as\n  __discard()) {}"],
    'key discarded' => ['foreach ($a as VOID => $v) {}', 'foreach ($a as __discard() => $v) {}'],
    'alternative syntax' => ["foreach (\$a as \$k => void):\nendforeach;", "foreach (\$a as \$k => __discard()):\nendforeach;"],
    'list slots' => ['[void, $a, [void, $b]] = $x; list(void, $c) = $x;', null],
    'list(void) alone' => ['list(void) = $x; list( Void ) = $x;', 'list(void) = $x; list( Void ) = $x;'],
    'keyed' => ["['id' => void, 'n' => \$n] = \$row;", null],
    'foreach list target' => ['foreach ($a as $k => [void, $x]) {}', null],
    '&void' => ['foreach ($a as &void) {} [&void, $b] = $c;', 'foreach ($a as &__discard()) {} [&__discard(), $b] = $c;'],
    'cast' => ["(void) f();\nfor ((void) \$a = 1; \$a < 2; (void) \$a++) {}", "{$cast}f();\nfor ({$cast}\$a = 1; \$a < 2; {$cast}\$a++) {}"],
    'syntax error' => ["foreach (\$a as void) {}\n\$x = ;", "foreach (\$a as __discard()) {}\n\$x = ;"],
    // a discarded parameter: a parameter named as the pre-pass writes it, every one of the file alike
    'parameters' => ["function f(void, \$b,\n  VOID) {}\n\$g = fn(int void) => 1;",
        "function f(\$__discard, \$b,\n  \$__discard) {}\n\$g = fn(int \$__discard) => 1;"],
    'sole parameter, a file with its own $__discard' => ['class C { function m( void ) { return $__discard; } }',
        'class C { function m( $__discard_2 ) { return $__discard; } }'],
];
if (PHP_VERSION_ID < 80500) {
    // before 8.5 `list(void)` is `list` and a name already
    $forms['list(void) alone'][1] = null;
}
$dump = function (array $programs): string {
    return "<?php\n\$out = [];\n"
        . "foreach (unserialize(base64_decode('" . base64_encode(serialize($programs)) . "')) as \$n => \$c) {\n"
        . "    try { \$out[\$n] = json_encode(ast\\parse_code(\$c, 90, 'f.php')); }\n"
        . "    catch (ParseError \$e) { \$out[\$n] = [\$e->getMessage(), \$e->getLine(), \$e->getFile()]; }\n"
        . "}\n"
        . "\$file = tempnam(sys_get_temp_dir(), 'vdast');\n"
        . "file_put_contents(\$file, \$c);\n"
        . "foreach (unserialize(base64_decode('" . base64_encode(serialize($programs)) . "')) as \$n => \$c) {\n"
        . "    file_put_contents(\$file, \$c);\n"
        . "    try { \$r = json_encode(ast\\parse_file(\$file, 90)); } catch (ParseError \$e) { \$r = [\$e->getMessage(), \$e->getLine(), \$e->getFile() === \$file ? 'f.php' : \$e->getFile()]; }\n"
        . "    if (\$r !== \$out[\$n]) { \$out[\$n] = 'parse_file differs from parse_code'; }\n"
        . "}\n"
        . "unlink(\$file);\n"
        . "echo serialize(\$out);";
};
$void = $stock = [];
foreach ($forms as $name => [$written, $shown]) {
    $void[$name] = "<?php\n$written\n";
    $stock[$name] = "<?php\n" . ($shown ?? $written) . "\n";
}
$expected = unserialize(vd_run_stock($dump($stock), ['ast']));
// both load orders, in processes of this run's configuration
$extra = preg_replace('/-d\s*([\'"]?)extension=(\S*\/)?ast(\.so)?\1(?=\s|$)/', '', (string) getenv('TEST_PHP_EXTRA_ARGS'));
foreach (['ast first' => "-d extension=ast $extra", 'ast last' => "$extra -d extension=ast"] as $order => $args) {
    $file = tempnam(sys_get_temp_dir(), 'vd') . '.php';
    file_put_contents($file, $dump($void));
    $raw = (string) shell_exec(escapeshellarg(getenv('TEST_PHP_EXECUTABLE')) . " -n $args " . escapeshellarg($file) . ' 2>&1');
    $got = unserialize($raw) ?: $raw;
    unlink($file);
    unlink(substr($file, 0, -4));
    foreach ($forms as $name => $_) {
        echo "$order, $name: ", isset($got[$name]) && $got[$name] === $expected[$name] ? 'same as stock PHP' : "DIFFERS\n" . var_export($got[$name] ?? $got, true) . "\n" . var_export($expected[$name], true), "\n";
    }
}
?>
--EXPECT--
ast first, key only: same as stock PHP
ast first, value only: same as stock PHP
ast first, key discarded: same as stock PHP
ast first, alternative syntax: same as stock PHP
ast first, list slots: same as stock PHP
ast first, list(void) alone: same as stock PHP
ast first, keyed: same as stock PHP
ast first, foreach list target: same as stock PHP
ast first, &void: same as stock PHP
ast first, cast: same as stock PHP
ast first, syntax error: same as stock PHP
ast first, parameters: same as stock PHP
ast first, sole parameter, a file with its own $__discard: same as stock PHP
ast last, key only: same as stock PHP
ast last, value only: same as stock PHP
ast last, key discarded: same as stock PHP
ast last, alternative syntax: same as stock PHP
ast last, list slots: same as stock PHP
ast last, list(void) alone: same as stock PHP
ast last, keyed: same as stock PHP
ast last, foreach list target: same as stock PHP
ast last, &void: same as stock PHP
ast last, cast: same as stock PHP
ast last, syntax error: same as stock PHP
ast last, parameters: same as stock PHP
ast last, sole parameter, a file with its own $__discard: same as stock PHP

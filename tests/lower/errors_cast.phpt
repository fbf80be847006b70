--TEST--
lower() rejects a `(void)` that cannot stand where it stands with the error compiling gives, at the same line, on every PHP version (the extension's compile error before 8.5, PHP's parse error from 8.5 on)
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
require __DIR__ . '/skipif.inc';
if (getenv('VD_TEST_MODE') === 'valgrind') die('skip under valgrind: the rest of the suite runs every line and branch of the extension this test does, and auto/off checks its output (scripts/coverage-redundancy.sh)');
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php'); ?>
--FILE--
<?php
require __DIR__ . '/../stock.inc';
$sources = [
    'assigned' => "<?php\n\n\$x = (void) f();",
    'for condition' => "<?php\nfor (; (void) \$a; ) {}",
    'argument' => "<?php\nstrlen((void) 'abc');",
    'returned' => "<?php\n\n\nreturn (void) 1;",
];
foreach ($sources as $name => $src) {
    try {
        VoidDiscard\lower($src);
        echo "$name: no error\n";
        continue;
    } catch (CompileError $e) {
        $lowered = $e->getMessage();
        $line = $e->getLine();
    }
    // compiling the same source prints "<kind> error: <message> in FILE on line N"
    $compiled = vd_run($src, true);
    $same = preg_match('/error: (.*?),? in FILE on line (\d+)/', $compiled, $m)
        && str_starts_with($lowered, rtrim($m[1], ',')) && (int) $m[2] === ($e instanceof ParseError ? $line : (int) preg_replace('/.* on line (\d+)$/', '$1', $lowered));
    echo $name, ': ', $same ? 'same error and line as compiling' : "DIFFERS: lower(): $lowered (line $line); compiling: $compiled", "\n";
}
?>
--EXPECT--
assigned: same error and line as compiling
for condition: same error and line as compiling
argument: same error and line as compiling
returned: same error and line as compiling

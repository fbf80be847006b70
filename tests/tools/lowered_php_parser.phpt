--TEST--
The analysers' route (PHPStan, Psalm, Rector: nikic/PHP-Parser): every program here that uses discards, lowered by lower(), parses with Debian's PHP-Parser of this PHP (4.x on bookworm, 5.x on trixie and sid), and its statements are the sentinel spelling's, at the original lines
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php
if (!is_file('/usr/share/php/PhpParser/autoload.php')) die('skip needs Debian\'s php-parser');
// parsing compiles nothing: one opcache mode of scripts/test.sh's is enough
if ((getenv('VD_TEST_MODE') ?: 'off') !== 'off') die('skip runs in opcache-off runs');
?>
--FILE--
<?php
require '/usr/share/php/PhpParser/autoload.php';
$factory = new PhpParser\ParserFactory();
$parser = method_exists($factory, 'createForHostVersion')
    ? $factory->createForHostVersion()                          // 5.x
    : $factory->create(PhpParser\ParserFactory::PREFER_PHP7);   // 4.x
$finder = new PhpParser\NodeFinder();
// every statement: its kind and where it starts and ends
$statements = function (string $code) use ($parser, $finder): array {
    return array_map(
        fn ($s) => $s->getType() . '@' . $s->getStartLine() . '-' . $s->getEndLine(),
        $finder->findInstanceOf($parser->parse($code), PhpParser\Node\Stmt::class)
    );
};
$programs = [];
$root = dirname(__DIR__, 2);
foreach (glob("$root/tests/*/*.phpt") as $file) {
    if (preg_match('/^--FILE--\R(.*?)^--[A-Z_]+--\R/ms', file_get_contents($file), $m)) {
        $programs[substr($file, strlen($root) + 1)] = $m[1];
    }
}
foreach (glob("$root/examples/{,*/}*.php", GLOB_BRACE) as $file) {
    $programs[substr($file, strlen($root) + 1)] = file_get_contents($file);
}
ksort($programs);
$lowered = $rejected = $bad = 0;
foreach ($programs as $name => $code) {
    try {
        $low = VoidDiscard\lower($code);
    } catch (ParseError|CompileError) {
        $rejected++;    // what the extension rejects, lower() rejects: tests of errors
        continue;
    }
    if ($low === $code) {
        continue;
    }
    $lowered++;
    try {
        $got = $statements($low);
        $want = $statements(VoidDiscard\prepass($code));
    } catch (PhpParser\Error $e) {
        $bad++;
        echo "$name: PHP-Parser rejects it: ", $e->getMessage(), "\n";
        continue;
    }
    if ($got !== $want) {
        $bad++;
        echo "$name: statements differ\n", implode(' ', array_diff_assoc($got, $want)), "\n", implode(' ', array_diff_assoc($want, $got)), "\n";
    }
}
echo "PHP-Parser ", method_exists($factory, 'createForHostVersion') ? 5 : 4, ": $lowered lowered programs, $bad differ; $rejected rejected by lower()\n";
var_dump($lowered > 40);
?>
--EXPECTF--
PHP-Parser %d: %d lowered programs, 0 differ; %d rejected by lower()
bool(true)

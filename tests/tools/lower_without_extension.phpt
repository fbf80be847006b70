--TEST--
void-discard-lower without the extension (Cli\Lowerer through tools/src/Reading.php, in a PHP without void_discard) writes what VoidDiscard\lower() writes, byte for byte, over every program of this repository, the hand-written edge inputs and seeded mutants of them, and rejects what it rejects, at the same line; with the extension's own message where it finds a `(void)` cast used as a value or `&__discard()`
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
// lowering compiles nothing: one opcache mode of scripts/test.sh's is enough
if ((getenv('VD_TEST_MODE') ?: 'off') !== 'off') die('skip runs in opcache-off runs');
?>
--INI--
pcre.jit=0
--FILE--
<?php
require __DIR__ . '/reading.inc';
require __DIR__ . '/tokens.inc';
ini_set('memory_limit', '-1');
$inputs = ReadingCheck::programs(dirname(__DIR__, 2)) + ReadingCheck::edgeInputs();
foreach ($inputs as $name => $code) {
    foreach (ReadingCheck::mutants($code, crc32($name), 3) as $k => $mutant) {
        $inputs["$name (mutant $k)"] = $mutant;
    }
}
// [lowered, null, null] or [null, message, line], as the command takes them
$take = static function (Closure $lower): array {
    try {
        return [$lower(), null, null];
    } catch (VoidDiscard\Tools\Cli\Rejected $e) {
        return [null, $e->getMessage(), $e->lineNumber];
    }
};
$c = [];
$lowerer = VoidDiscard\Tools\Cli\Lowerer::best();
var_dump($lowerer->extension);
foreach ($inputs as $name => $code) {
    $c[$name] = $take(fn () => $lowerer->lower($code));
}
// the PHP path, in a PHP without the extension (whose parser would read `void` otherwise)
$data = tempnam(sys_get_temp_dir(), 'vd');
file_put_contents($data, serialize($inputs));
$raw = (vd_run_stock('<?php
spl_autoload_register(static function (string $class): void {
    if (str_starts_with($class, "VoidDiscard\\\\Tools\\\\")) {
        require ' . var_export(dirname(__DIR__, 2) . '/tools/src/', true) . ' . strtr(substr($class, 18), "\\\\", "/") . ".php";
    }
});
$lowerer = VoidDiscard\Tools\Cli\Lowerer::best();
$out = ["extension" => $lowerer->extension];
foreach (unserialize(file_get_contents(' . var_export($data, true) . ')) as $name => $code) {
    try {
        $out[$name] = [$lowerer->lower($code), null, null];
    } catch (VoidDiscard\Tools\Cli\Rejected $e) {
        $out[$name] = [null, $e->getMessage(), $e->lineNumber];
    }
}
echo serialize($out);
', ['tokenizer']));
$reading = @unserialize($raw);
unlink($data);
if (!is_array($reading)) {
    die("the PHP path failed: " . substr($raw, 0, 600) . "\n");
}
var_dump($reading['extension']);
$counts = ['same bytes' => 0, 'both reject, same line' => 0, 'both reject, another line' => 0];
// the AST check's messages the PHP path gives itself (Lowering::rejection())
$own = static fn (?string $message): bool => in_array($message, [VoidDiscard\Tools\Lowering::CAST_AS_VALUE,
    VoidDiscard\Tools\Lowering::BY_REFERENCE], true);
$mismatches = [];
foreach ($inputs as $name => $code) {
    [$cLowered, $cMessage, $cLine] = $c[$name];
    [$pLowered, $pMessage, $pLine] = $reading[$name];
    if ($cLowered !== null && $cLowered === $pLowered) {
        $counts['same bytes']++;
    } elseif ($cLowered === null && $pLowered === null && (!$own($cMessage) && !$own($pMessage)
            || $cMessage === $pMessage && $cLine === $pLine)) {
        $counts[$cLine === $pLine ? 'both reject, same line' : 'both reject, another line']++;
    } else {
        $mismatches[] = "$name: " . ($cLowered === null ? "C rejects ($cMessage, line $cLine)" : 'C lowers')
            . ', the PHP path ' . ($pLowered === null ? "rejects ($pMessage, line $pLine)" : ($cLowered === null ? 'lowers' : 'lowers otherwise'));
    }
}
printf("%d inputs: %d lowered to the same bytes, %d rejected by both at the same line, %d at another\n",
    count($inputs), $counts['same bytes'], $counts['both reject, same line'], $counts['both reject, another line']);
var_dump($counts['same bytes'] > 1000, $counts['both reject, same line'] > 1000);
foreach (array_slice($mismatches, 0, 40) as $mismatch) {
    echo $mismatch, "\n";
}
echo 'mismatches: ', count($mismatches), "\n";
?>
--EXPECTF--
bool(true)
bool(false)
%d inputs: %d lowered to the same bytes, %d rejected by both at the same line, %d at another
bool(true)
bool(true)
mismatches: 0

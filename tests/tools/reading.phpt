--TEST--
tools/src/Reading.php, the PHP reading of the token rules, gives what VoidDiscard\prepass() and VoidDiscard\lower() give, byte for byte, over every program of this repository, the hand-written edge inputs and seeded mutants of them all; where lower() throws, the reading neither throws nor warns (tools/reading.inc)
--EXTENSIONS--
void_discard
tokenizer
--INI--
pcre.jit=0
--FILE--
<?php
// pcre.jit=0: PCRE's JIT reads past a subject's end by design, which the suite's valgrind run reports
require __DIR__ . '/reading.inc';
ini_set('memory_limit', '-1');
$programs = ReadingCheck::programs(dirname(__DIR__, 2));
$edge = ReadingCheck::edgeInputs();
$check = new ReadingCheck();
foreach ($programs + $edge as $name => $code) {
    $check->compare($name, $code);
}
// random insertions of `void`, `(void)`, brackets, commas, arrows, ampersands, `list(` …: the
// divergences hand-written inputs miss (scripts/reading-check.php --mutants N runs more)
$mutants = 0;
foreach ($programs + $edge as $name => $code) {
    foreach (ReadingCheck::mutants($code, crc32($name), 3) as $k => $mutant) {
        $check->compare("$name (mutant $k)", $mutant);
        $mutants++;
    }
}
printf("%d programs, %d edge inputs, %d mutants: the pre-pass rewrote %d, lower() changed %d and rejected %d\n",
    count($programs), count($edge), $mutants, $check->rewritten, $check->lowered, $check->rejected);
var_dump(count($programs) > 100, $check->rewritten > 100, $check->lowered > 100, $check->rejected > 100);
$check->report();
?>
--EXPECTF--
%d programs, %d edge inputs, %d mutants: the pre-pass rewrote %d, lower() changed %d and rejected %d
bool(true)
bool(true)
bool(true)
bool(true)
mismatches: 0

--TEST--
void_discard.prefilter: every scan this CPU runs gives the pre-pass the same answers; one it cannot run is refused
--EXTENSIONS--
void_discard
--FILE--
<?php
require __DIR__ . '/../stock.inc';
// A child process per scan prints its effective scan and the pre-pass's output for each source:
// discards and near misses at each offset around the SIMD scans' steps (64 and 128 bytes) and their
// tails, in both spellings, and this folder's tests as whole files.
$child = <<<'PHP'
<?php
ob_start();
phpinfo(INFO_MODULES);
preg_match('/^Prefilter scan => (\S+)$/m', ob_get_clean(), $m);
echo $m[1], "\n";
$forms = ['foreach ($a as $k => void) {}', 'foreach ($a as VOID) {}', '[void, $b] = $x;', '(void) f();',
    '$x = __discard();', 'function f(): void {}', '$avoid = $void_x; // void', 'f(__DISCARD, __discar);'];
$sources = glob(DIR . '/*.phpt');
foreach ($forms as $form) {
    for ($pad = 0; $pad < 140; $pad++) {
        $sources[] = '<?php ' . str_repeat(' ', $pad) . $form;
        $sources[] = '<?php ' . str_repeat('_', $pad) . $form . str_repeat('o', $pad % 7);
    }
}
$digest = '';
foreach ($sources as $source) {
    $code = is_file($source) ? file_get_contents($source) : $source;
    $digest = md5($digest . VoidDiscard\prepass($code));
}
echo count($sources), ' sources: ', $digest, "\n";
PHP;
$child = str_replace('DIR', var_export(__DIR__, true), $child);
// the child's scan and answers, after any startup warning
function scan(string $path): array
{
    $out = vd_run($GLOBALS['child'], true, ['void_discard.prefilter' => $path]);
    preg_match('/^(avx2|sse2|portable)\n(.*)\z/ms', $out, $m) or die("no answer:\n$out");
    return [$m[1], $m[2], str_contains($out, "void_discard.prefilter=$path: this CPU or build has no such scan")];
}
[$scan, $answers] = scan('portable');
echo "portable: $scan\n";
foreach (['sse2', 'avx2', 'auto'] as $path) {
    [$scan, $rest, $refused] = scan($path);
    // refused: the default (auto) runs instead
    $expected = $path === 'auto' || $refused ? in_array($scan, ['avx2', 'sse2', 'portable'], true) : $scan === $path;
    echo "$path: ", $refused ? 'refused, auto runs' : 'runs', $expected ? '' : " $scan", ', ',
        $rest === $answers ? 'same answers' : "DIFFERS\n$rest", "\n";
}
--EXPECTF--
portable: portable
sse2: %s, same answers
avx2: %s, same answers
auto: runs, same answers

--TEST--
void-discard-migrate: on programs whose variables look unused but are observable, default mode keeps every output; --risky changes are listed
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
// 67 programs, each run three times per spelling: the tool compiles detached (no opcache), so
// once per version is enough (the discards themselves are tested in every mode)
if ((getenv('VD_TEST_MODE') ?: 'off') !== 'off') die('skip runs in the off mode');
// and in vm mode: in compat mode it runs no line or branch of the extension that it does not run
// in vm mode or that compat/off's other tests do not run (scripts/coverage-redundancy.sh)
if (getenv('VD_EXPECT_MODE') === 'compat') die('skip runs in vm mode (see scripts/coverage-redundancy.sh)');
// 300 PHP processes, a minute of CPU on the debug ASan PHP: there stats_agree.phpt and the rest of
// the suite run every line and branch of the extension this test does
if (getenv('VD_SANITIZED')) die('skip under the sanitizers: the rest of the suite runs every line and branch of the extension this test does, and auto/off checks its output (scripts/coverage-redundancy.sh)');
--FILE--
<?php
require __DIR__ . '/migrate.inc';

/** Runs every program of $dir from $dir: stdout, stderr and exit status, by file name. */
function run_programs(string $dir): array
{
    $php = escapeshellarg(getenv('TEST_PHP_EXECUTABLE')) . ' ' . getenv('TEST_PHP_EXTRA_ARGS');
    $runs = [];
    foreach (glob("$dir/*.php") as $file) {
        $proc = proc_open("$php " . escapeshellarg(basename($file)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, $dir);
        $out = stream_get_contents($pipes[1]);
        $err = stream_get_contents($pipes[2]);
        fclose($pipes[1]);
        fclose($pipes[2]);
        // warnings name the file: the copies live in different directories
        $runs[basename($file)] = [str_replace($dir, 'DIR', $out), str_replace($dir, 'DIR', $err), proc_close($proc)];
    }
    return $runs;
}

/** Lines (FILE:LINE) that differ between two copies of the programs. */
function changed_lines(string $a, string $b): array
{
    $lines = [];
    foreach (glob("$a/*.php") as $file) {
        $old = explode("\n", file_get_contents($file));
        foreach (explode("\n", file_get_contents("$b/" . basename($file))) as $n => $line) {
            if ($line !== $old[$n]) {
                $lines[] = basename($file) . ':' . ($n + 1);
            }
        }
    }
    return $lines;
}

function copy_programs(string $to): void
{
    mkdir($to);
    foreach (glob(__DIR__ . '/programs/*.php') as $file) {
        copy($file, "$to/" . basename($file));
    }
}

$base = vd_tmpdir();
copy_programs("$base/original");
$original = run_programs("$base/original");
$categories = array_unique(array_map(fn($f) => strstr($f, '-', true), array_keys($original)));
echo count($original), " programs in ", count($categories), " categories\n";

foreach (['void' => '', 'sentinel' => '--sentinel'] as $spelling => $option) {
    echo "== $spelling: default mode\n";
    $dir = "$base/$spelling";
    copy_programs($dir);
    vd_migrate("--write $option " . escapeshellarg($dir), $status, $err);
    echo "exit $status\n";
    $listed = [];
    foreach (explode("\n", $err) as $line) {
        if (preg_match('#/([^/:]+):(\d+): risky, not written \(--risky writes it\): #', $line, $m)) {
            $listed[] = "$m[1]:$m[2]";
        }
    }
    $changed = array_unique(array_map(fn($l) => strstr($l, ':', true), changed_lines("$base/original", $dir)));
    $differ = [];
    foreach (run_programs($dir) as $name => $run) {
        if ($run !== $original[$name]) {
            $differ[] = $name;
        }
    }
    echo count($changed) > 3 ? "several programs changed\n" : "too few programs changed: " . implode(' ', $changed) . "\n";
    echo $differ ? "output differs: " . implode(' ', $differ) . "\n" : "every program prints, warns and exits as before\n";
    echo "a second run changes nothing: ";
    vd_migrate("--check $option " . escapeshellarg($dir), $status);
    echo $status === 0 ? "yes\n" : "no ($status)\n";

    echo "== $spelling: --risky\n";
    $risky = "$base/$spelling-risky";
    copy_programs($risky);
    vd_migrate("--write --risky $option " . escapeshellarg($risky), $status, $err);
    echo "exit $status\n";
    $default = changed_lines("$base/original", $dir);
    $unlisted = array_diff(changed_lines("$base/original", $risky), $default, $listed);
    echo $unlisted ? "written but not listed: " . implode(' ', $unlisted) . "\n" : "each further change was listed with its reason\n";
    $differ = [];
    foreach (run_programs($risky) as $name => $run) {
        if ($run !== $original[$name]) {
            $differ[] = strstr($name, '-', true);
        }
    }
    // what --risky is for: these categories are where a discard is observable
    echo "output differs in: ", implode(' ', array_unique($differ)), "\n";
}
?>
--EXPECT--
67 programs in 12 categories
== void: default mode
exit 0
several programs changed
every program prints, warns and exits as before
a second run changes nothing: yes
== void: --risky
exit 0
each further change was listed with its reason
output differs in: destructors env iterators keys objects params warnings
== sentinel: default mode
exit 0
several programs changed
every program prints, warns and exits as before
a second run changes nothing: yes
== sentinel: --risky
exit 0
each further change was listed with its reason
output differs in: destructors env iterators keys objects warnings

--TEST--
void-discard-migrate --stats: on every program here (also each in a namespace) and every example, file by file and as a tree, its numbers are what --write changes in each mode and what the dry run lists
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php');
// some 70 files, each migrated twice or four times: the tool compiles detached (no opcache), so
// once per version is enough
if ((getenv('VD_TEST_MODE') ?: 'off') !== 'off') die('skip runs in the off mode');
// and in vm mode: in compat mode it runs no line or branch of the extension that it does not run
// in vm mode or that compat/off's other tests do not run (scripts/coverage-redundancy.sh)
if (getenv('VD_EXPECT_MODE') === 'compat') die('skip runs in vm mode (see scripts/coverage-redundancy.sh)');
--FILE--
<?php
require __DIR__ . '/migrate.inc';

/** The PHP files below a directory, or the file. */
function php_files_in(string $path): array
{
    if (!is_dir($path)) {
        return [$path];
    }
    $files = [];
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($path, FilesystemIterator::SKIP_DOTS)) as $f) {
        if ($f->getExtension() === 'php') {
            $files[] = $f->getPathname();
        }
    }
    sort($files);
    return $files;
}

/**
 * What --stats says a run writes: [files, loops, slots, destructurings, parameters]. `default` is what the
 * default run writes, `risky` what only --risky adds; for array_keys loops, --array-keys and
 * --array-keys --risky. The files --array-keys changes the census does not count: of one file, it
 * is the one if anything is written in it; of a tree, null (not compared).
 */
function expected(array $s, bool $risky, bool $arrayKeys, bool $tree): array
{
    $n = fn(string $key): int => $s[$key]['default'] + ($risky ? $s[$key]['risky'] : 0);
    $loops = $n('unused_value_loops') + ($arrayKeys ? $n('array_keys_loops') : 0);
    $destructurings = $n('destructurings');
    $files = !$arrayKeys ? $n('changed_files') : ($tree ? null : (int) ($loops + $destructurings > 0));
    return [$files, $loops, $n('unused_slots'), $destructurings, $n('params')];
}

/**
 * What --write with $option changes in a copy of $path, from the tool's own output: [files, loops,
 * slots, destructurings, parameters] (its summary, and the slots as the `void`s it wrote that are
 * no loop's or parameter's).
 */
function written(string $path, string $option, bool $tree): array
{
    $copy = vd_tmpdir();
    exec('cp -r ' . escapeshellarg($path) . ' ' . escapeshellarg($copy));
    $copy .= '/' . basename($path);
    $voids = function () use ($copy): int {
        $n = 0;
        foreach (php_files_in($copy) as $file) {
            $n += preg_match_all('/(?<![$\w])void\b/', file_get_contents($file));
        }
        return $n;
    };
    $before = $voids();
    $out = vd_migrate("--write $option " . escapeshellarg($copy), $status, $err);
    if ($status !== 0 || !preg_match('/^(\d+) files?, (\d+) loops?, (\d+) destructurings?(?:, (\d+) parameters?)?( \(.*\))?$/',
        trim($out), $m)) {
        return ["exit $status: $out$err"];
    }
    // each rewrite writes one `void`: a loop's value (or array_keys' ` => void`), a slot or a parameter
    $params = (int) ($m[4] ?? 0);
    return [$tree && str_contains($option, '--array-keys') ? null : (int) $m[1], (int) $m[2],
        $voids() - $before - (int) $m[2] - $params, (int) $m[3], $params];
}

// None of the programs has a foreach (array_keys(E) as $k) loop: tests/migrate/array_keys.phpt's.
$extra = vd_tmpdir() . '/array-keys';
mkdir($extra);
file_put_contents("$extra/global.php", <<<'PHP'
<?php
function f(array $rows, $o) {
    foreach (array_keys($rows) as $id) { echo $id; }
    foreach (\array_keys( $o->rows() ) as $k) { echo $k; }
    foreach (array_keys($rows, 1) as $k) { echo $k; }
    foreach (array_keys($rows) as $unused) {}
    foreach (array_keys(array: $rows) as $n) { echo $n; }
    [$a, $b] = [1, 2];
    return $a;
}
function g(array $rows) {
    foreach (array_keys($rows) as $id) { echo $id; }
}
PHP);
file_put_contents("$extra/namespace.php", <<<'PHP'
<?php
namespace App;
function array_keys($a) { return new \ArrayIterator(\array_keys($a)); }
function h(array $rows) {
    foreach (array_keys($rows) as $k) { echo $k; }
    foreach (\array_keys($rows) as $k) { echo $k; }
}
PHP);
file_put_contents("$extra/only-array-keys.php", "<?php\nfunction k(array \$r) {\n    foreach (array_keys(\$r) as \$k) { echo \$k; }\n}\n");

// The programs again, each in a namespace (`namespace Held;` as its first statement, on its first
// line of code, so no line moves): namespaced code is counted and listed as global code is
$held = vd_tmpdir() . '/namespaced';
mkdir($held);
foreach (glob(__DIR__ . '/programs/*.php') as $program) {
    $code = file_get_contents($program);
    $tokens = token_get_all($code);
    $at = null;
    $offset = 0;
    foreach ($tokens as $i => $token) {
        $text = is_array($token) ? $token[1] : $token;
        if ($at === null && is_array($token) && $token[0] === T_OPEN_TAG) {
            $at = $offset + strlen($text);
        } elseif ($at !== null && is_array($token) && $token[0] === T_DECLARE) {
            $at = strpos($code, ';', $offset) + 1;
            break;
        } elseif ($at !== null && !(is_array($token) && in_array($token[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true))) {
            break;
        }
        $offset += strlen($text);
    }
    if ($at === null || preg_match('/^\s*namespace\b/mi', $code)) {
        continue;
    }
    $code = substr($code, 0, $at) . ' namespace Held; ' . substr($code, $at);
    try {
        VoidDiscard\analyze($code, $program, 'vd_none_', null);
    } catch (Error) {
        continue; // `Generator` in a namespace names another class, which a generator's return type cannot be
    }
    file_put_contents("$held/" . basename($program), $code);
}

$files = array_merge(glob(__DIR__ . '/programs/*.php'), php_files_in(__DIR__ . '/../../examples'), php_files_in($extra),
    php_files_in($held));
$trees = [__DIR__ . '/programs', __DIR__ . '/../../examples', $extra, $held];
$modes = ['default' => ['', false, false], '--risky' => ['--risky', true, false],
    '--array-keys' => ['--array-keys', false, true], '--array-keys --risky' => ['--array-keys --risky', true, true]];
$differ = [];
$seen = array_fill_keys(['unused_value_loops', 'array_keys_loops', 'unused_slots', 'params'], ['default' => 0, 'risky' => 0]);
foreach (array_merge($files, $trees) as $path) {
    $tree = is_dir($path);
    $name = basename(dirname($path)) . '/' . basename($path);
    $stats = json_decode(vd_migrate('--stats --json ' . escapeshellarg($path), $status, $err), true);
    if (!is_array($stats) || $status !== 0 || $err !== '') {
        $differ[] = "$name: --stats: exit $status: $err";
        continue;
    }
    if (!$tree) {
        foreach ($seen as $key => $_) {
            $seen[$key]['default'] += $stats[$key]['default'];
            $seen[$key]['risky'] += $stats[$key]['risky'];
        }
    }
    // the default dry run lists every spot only --risky writes, and suggests every array_keys() loop
    vd_migrate(escapeshellarg($path), $status, $err);
    $listed = [preg_match_all('/: risky, not written /', $err), preg_match_all('/: suggestion: /', $err)];
    $counted = [$stats['unused_value_loops']['risky'] + $stats['unused_slots']['risky'] + $stats['params']['risky'],
        array_sum($stats['array_keys_loops'])];
    if ($listed !== $counted) {
        $differ[] = sprintf('%s: --stats says [risky spots, suggestions] = %s, the dry run listed %s', $name,
            json_encode($counted), json_encode($listed));
    }
    foreach ($modes as $label => [$option, $risky, $arrayKeys]) {
        // --array-keys changes what the other modes change, and the array_keys loops: file by
        // file where there are any, and on each tree as a whole (so nowhere else)
        if ($arrayKeys && !$tree && !array_sum($stats['array_keys_loops'])) {
            continue;
        }
        $expected = expected($stats, $risky, $arrayKeys, $tree);
        $written = written($path, $option, $tree);
        if ($written !== $expected) {
            $differ[] = sprintf('%s: %s: --stats says [files, loops, slots, destructurings, parameters] = %s, --write wrote %s',
                $name, $label, json_encode($expected), json_encode($written));
        }
    }
}
echo count($files), " files, then the four directories\n";
$namespaced = json_decode(vd_migrate('--stats --json ' . escapeshellarg($held)), true)['risky_reasons'] ?? [];
printf("in a namespace: %d loops, %d slots, %d array_keys() loops, %d parameters listed for an unqualified call\n",
    $namespaced['unused_value_loops']['subject-namespace'], $namespaced['unused_slots']['source-namespace'],
    $namespaced['array_keys_loops']['array-keys-namespace'], $namespaced['params']['param-namespace']);
echo $differ ? implode("\n", $differ) . "\n" : "--stats agrees with --write in every mode on each, and with the dry run's list\n";
// not a vacuous agreement: each kind of rewrite occurs in each mode
foreach ($seen as $key => $counts) {
    echo "$key: ", $counts['default'] > 0 ? 'some' : 'none', ' by default, ', $counts['risky'] > 0 ? 'some' : 'none',
        " only with --risky\n";
}
?>
--EXPECT--
133 files, then the four directories
in a namespace: 12 loops, 5 slots, 0 array_keys() loops, 14 parameters listed for an unqualified call
--stats agrees with --write in every mode on each, and with the dry run's list
unused_value_loops: some by default, some only with --risky
array_keys_loops: some by default, some only with --risky
unused_slots: some by default, some only with --risky
params: some by default, some only with --risky

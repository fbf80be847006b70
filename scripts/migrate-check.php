<?php
// SPDX-License-Identifier: MIT
// Helpers of scripts/migrate-check.sh.
//   as PHPUnit's --bootstrap: PSR-4 autoloading from VD_MIGRATE_PSR4 (JSON: prefix => directory
//       or list of directories) and the files of VD_MIGRATE_FILES (':'-separated). Debian builds
//       classmaps with phpab for its own runs; the code is PSR-4, so this needs no tool.
//   php migrate-check.php junit BEFORE.xml AFTER.xml
//       compares two PHPUnit JUnit logs test by test (outcome and assertion count); prints
//       "tests T, assertions A, failures F, errors E, skipped S" for each and exits 1 if they differ
//   php migrate-check.php wrap LIST SRC DEST
//       for each path of LIST (relative to SRC), writes DEST/path: the file with its namespace,
//       use and declare statements blanked (same bytes count, same lines) inside `if (0) { … }`,
//       so that including it compiles everything and runs and declares nothing
//   php migrate-check.php compile LIST
//       includes every file of LIST and prints the nanoseconds it took
//   php migrate-check.php programs TESTS WORK MIGRATE PHP [PHP-ARGS...]
//       php-src's own tests as programs the tool has never seen: the --FILE-- section of every
//       test under TESTS that needs nothing else (no --INI--, --SKIPIF--, --ARGS--, --STDIN--, …),
//       migrated in default mode and with --risky; each changed program runs before and after at
//       the same path (stdout, stderr, exit status compared). Exits 1 if a default-mode rewrite
//       changes what a program prints
//   php migrate-check.php stats STATS.json DEFAULT.err RISKY.out RISKY.err ORIG MIGRATED
//       whether `void-discard-migrate --stats --json` (STATS.json) agrees with the runs over the same
//       paths: the default dry run's summary on its stderr (DEFAULT.err: files, loops,
//       destructurings, risky spots not written, and its per-file errors), `--write --risky`'s
//       summary (RISKY.out) and its array_keys() suggestions (RISKY.err); prints what agreed, or
//       each difference and exits 1

if (PHP_SAPI !== 'cli' || realpath($_SERVER['argv'][0] ?? '') !== __FILE__) {
    $psr4 = json_decode((string) getenv('VD_MIGRATE_PSR4'), true) ?: [];
    spl_autoload_register(function (string $class) use ($psr4): void {
        foreach ($psr4 as $prefix => $dirs) {
            if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
                continue;
            }
            foreach ((array) $dirs as $dir) {
                $file = $dir . '/' . strtr(substr($class, strlen($prefix)), '\\', '/') . '.php';
                if (is_file($file)) {
                    require $file;
                    return;
                }
            }
        }
    });
    foreach (array_filter(explode(':', (string) getenv('VD_MIGRATE_FILES'))) as $file) {
        require_once $file;
    }
    return;
}

/** @return array{array<string, array{string, int}>, array<string, int>} */
function junit(string $file): array
{
    $xml = @simplexml_load_file($file);
    if ($xml === false) {
        fwrite(STDERR, "cannot read the JUnit log $file\n");
        exit(2);
    }
    $cases = [];
    $totals = ['tests' => 0, 'assertions' => 0, 'failures' => 0, 'errors' => 0, 'skipped' => 0];
    foreach ($xml->xpath('//testcase') as $case) {
        $name = ($case['class'] ?? $case['file']) . '::' . $case['name'];
        $outcome = 'passed';
        foreach (['failure', 'error', 'skipped', 'warning'] as $kind) {
            if (isset($case->$kind)) {
                $outcome = $kind;
                break;
            }
        }
        // a data provider may yield the same name twice: number the repeats
        for ($key = $name, $n = 2; isset($cases[$key]); $n++) {
            $key = "$name #$n";
        }
        $cases[$key] = [$outcome, (int) $case['assertions']];
        $totals['tests']++;
        $totals['assertions'] += (int) $case['assertions'];
        $totals[['passed' => null, 'failure' => 'failures', 'error' => 'errors', 'skipped' => 'skipped',
            'warning' => 'failures'][$outcome] ?? 'tests'] += $outcome === 'passed' ? 0 : 1;
    }
    return [$cases, $totals];
}

function totals(array $t): string
{
    return "tests {$t['tests']}, assertions {$t['assertions']}, failures {$t['failures']}, errors {$t['errors']}, skipped {$t['skipped']}";
}

/** Blanks namespace, use and declare statements (bytes become spaces, newlines stay). */
function wrap(string $code): ?string
{
    $tokens = token_get_all($code);
    $out = '';
    $blank = false;
    $depth = 0;
    $braces = [];
    foreach ($tokens as $i => $t) {
        [$type, $text] = is_array($t) ? $t : [$t, $t];
        if ($type === T_HALT_COMPILER) {
            return null;
        }
        // depth counts braces, except those of a braced namespace (its body is the top level)
        if ($type === '{' || $type === T_CURLY_OPEN || $type === T_DOLLAR_OPEN_CURLY_BRACES) {
            $braces[] = $blank ? 'namespace' : 'block';
            $depth += $blank ? 0 : 1;
        } elseif ($type === '}') {
            $depth -= array_pop($braces) === 'block' ? 1 : 0;
        }
        // top-level `use` imports; a closure's `use` and a trait `use` are inside braces or after `)`
        $prev = null;
        for ($j = $i - 1; $j >= 0 && is_array($tokens[$j]) && in_array($tokens[$j][0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true); $j--);
        $prev = $j >= 0 ? (is_array($tokens[$j]) ? $tokens[$j][0] : $tokens[$j]) : null;
        if (!$blank && (($type === T_NAMESPACE && $depth === 0 && !in_array(is_array($tokens[$i + 1] ?? null) ? $tokens[$i + 1][0] : null, [T_NS_SEPARATOR], true))
                || ($type === T_USE && $depth === 0 && $prev !== ')')
                || ($type === T_DECLARE && $depth === 0))) {
            $blank = true;
        }
        if ($blank) {
            $out .= preg_replace('/[^\n]/', ' ', $text);
            if ($type === ';' || $type === '{') {
                $blank = false;
                if ($type === '{') {
                    $out = substr($out, 0, -1) . '{'; // a braced namespace: its body becomes a block
                }
            }
            continue;
        }
        $out .= $text;
    }
    $last = end($tokens);
    $html = is_array($last) && in_array($last[0], [T_INLINE_HTML, T_CLOSE_TAG], true);
    return 'if (0) { ?>' . $out . ($html ? '<?php }' : "\n}");
}

$cmd = $argv[1] ?? '';
if ($cmd === 'junit') {
    [$before, $tb] = junit($argv[2]);
    [$after, $ta] = junit($argv[3]);
    echo 'before: ', totals($tb), "\nafter:  ", totals($ta), "\n";
    $diff = 0;
    foreach ($before + $after as $name => $_) {
        $b = $before[$name] ?? ['absent', 0];
        $a = $after[$name] ?? ['absent', 0];
        if ($a !== $b) {
            if (++$diff <= 20) {
                echo "differs: $name: {$b[0]} ({$b[1]} assertions) before, {$a[0]} ({$a[1]} assertions) after\n";
            }
        }
    }
    echo $diff ? "$diff tests differ\n" : "same tests, outcomes and assertions\n";
    exit($diff || !$tb['tests'] ? 1 : 0);
}
if ($cmd === 'wrap') {
    [, , $list, $src, $dest] = $argv;
    $n = 0;
    foreach (file($list, FILE_IGNORE_NEW_LINES) as $path) {
        $code = wrap(file_get_contents("$src/$path"));
        if ($code === null) {
            continue;
        }
        @mkdir(dirname("$dest/$path"), 0777, true);
        file_put_contents("$dest/$path", "<?php $code");
        $n++;
    }
    echo "$n\n";
    exit(0);
}
if ($cmd === 'compile') {
    $files = file($argv[2], FILE_IGNORE_NEW_LINES);
    $t = hrtime(true);
    foreach ($files as $file) {
        include $file;
    }
    echo hrtime(true) - $t, "\n";
    exit(0);
}
if ($cmd === 'programs') {
    [, , $tests, $work, $migrate] = $argv;
    $php = implode(' ', array_map('escapeshellarg', array_slice($argv, 5)));
    $special = array_flip(['ARGS', 'STDIN', 'POST', 'POST_RAW', 'GET', 'COOKIE', 'ENV', 'CGI', 'INI', 'SKIPIF',
        'EXTENSIONS', 'CONFLICTS', 'REDIRECTTEST', 'CAPTURE_STDIO', 'FILE_EXTERNAL', 'FILEEOF', 'PHPDBG']);
    exec('rm -rf ' . escapeshellarg($work));
    mkdir("$work/files", 0777, true);
    $n = 0;
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($tests, FilesystemIterator::SKIP_DOTS)) as $file) {
        if ($file->getExtension() !== 'phpt') {
            continue;
        }
        $sections = [];
        $name = null;
        foreach (preg_split('/(?<=\n)/', file_get_contents($file->getPathname())) as $line) {
            if (preg_match('/^--([A-Z_]+)--\s*$/', $line, $m)) {
                $name = $m[1];
                $sections[$name] = '';
            } elseif ($name !== null) {
                $sections[$name] .= $line;
            }
        }
        if (isset($sections['FILE']) && !array_intersect_key($sections, $special)) {
            $path = substr($file->getPathname(), strlen($tests) + 1, -5);
            file_put_contents("$work/files/" . strtr($path, '/', '~') . '.php', $sections['FILE']);
            $n++;
        }
    }
    $run = function (string $dir, string $file) use ($php): array {
        $proc = proc_open("timeout 20 $php " . escapeshellarg($file), [0 => ['file', '/dev/null', 'r'],
            1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, $dir);
        $out = stream_get_contents($pipes[1]);
        $err = stream_get_contents($pipes[2]);
        fclose($pipes[1]);
        fclose($pipes[2]);
        return [$out, $err, proc_close($proc)];
    };
    $status = 0;
    foreach (['default mode' => '', '--risky' => '--risky'] as $label => $option) {
        $dir = "$work/" . ($option ?: 'default');
        exec('cp -r ' . escapeshellarg("$work/files") . ' ' . escapeshellarg($dir));
        $summary = exec("$php " . escapeshellarg($migrate) . " --write $option " . escapeshellarg($dir) . ' 2>/dev/null');
        $changed = $differ = [];
        foreach (glob("$dir/*.php") as $migrated) {
            $original = "$work/files/" . basename($migrated);
            if (file_get_contents($original) === file_get_contents($migrated)) {
                continue;
            }
            $changed[] = basename($migrated);
            // the same path before and after: warnings name the file
            $new = file_get_contents($migrated);
            copy($original, $migrated);
            $before = $run($dir, basename($migrated));
            file_put_contents($migrated, $new);
            if ($run($dir, basename($migrated)) !== $before) {
                $differ[] = strtr(basename($migrated, '.php'), '~', '/');
            }
        }
        printf("%s: %d of %d programs changed (%s), %d print, warn or exit differently%s\n", $label, count($changed), $n,
            $summary, count($differ), $differ ? ': ' . implode(' ', array_slice($differ, 0, 10)) : '');
        if ($option === '' && ($differ || !$changed)) {
            $status = 1;
        }
    }
    exit($status);
}
if ($cmd === 'stats') {
    [, , $json, $defaultErr, $riskyOut, $riskyErr, $orig, $migrated] = $argv;
    $stats = json_decode((string) file_get_contents($json), true);
    $default = (string) file_get_contents($defaultErr);
    $summary = '(\d+) files?, (\d+) loops?, (\d+) destructurings?(?:, (\d+) parameters?)?(?: \((\d+) risky spots? not written)?';
    if (!is_array($stats) || !preg_match("/^would change: $summary/m", $default, $d)
            || !preg_match("/^$summary/m", (string) file_get_contents($riskyOut), $r)) {
        echo "no census or no summary to compare\n";
        exit(1);
    }
    $n = fn(string $key, bool $risky = false): int => $stats[$key]['default'] + ($risky ? $stats[$key]['risky'] : 0);
    $run = (string) file_get_contents($riskyErr);
    $checks = [
        'default: files' => [$n('changed_files'), (int) $d[1]],
        'default: loops' => [$n('unused_value_loops'), (int) $d[2]],
        'default: destructurings' => [$n('destructurings'), (int) $d[3]],
        'default: parameters' => [$n('params'), (int) ($d[4] ?? 0)],
        'default: risky spots not written' => [$stats['unused_value_loops']['risky'] + $stats['unused_slots']['risky']
            + $stats['params']['risky'], (int) ($d[5] ?? 0)],
        // the dry run's per-file errors: "void-discard-migrate: FILE:LINE: …" (a symbolic link
        // found in a directory is reported so too, and counts as no error: there are none here)
        'files not handled' => [$stats['errors'], preg_match_all('/^void-discard-migrate: /m', $default)],
        '--risky: files' => [$n('changed_files', true), (int) $r[1]],
        '--risky: loops' => [$n('unused_value_loops', true), (int) $r[2]],
        '--risky: destructurings' => [$n('destructurings', true), (int) $r[3]],
        '--risky: parameters' => [$n('params', true), (int) ($r[4] ?? 0)],
        'array_keys() suggestions' => [$n('array_keys_loops', true), preg_match_all('/: suggestion: /', $run)],
    ];
    // file by file: the `void` words --write --risky added to each file (MIGRATED against ORIG), one
    // a value, a slot or a parameter, are what the census says it writes there
    $voids = fn(string $file): int => is_file($file) ? preg_match_all('/(?<![$\w])void\b/i', file_get_contents($file)) : 0;
    $changed = [];
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($migrated, FilesystemIterator::SKIP_DOTS)) as $f) {
        $file = substr($f->getPathname(), strlen($migrated) + 1);
        if ($f->isFile() && !$f->isLink() && md5_file($f->getPathname()) !== @md5_file("$orig/$file")) {
            $changed[] = $file;
        }
    }
    foreach (array_unique(array_merge($changed, array_keys($stats['by_file']))) as $file) {
        $census = array_sum($stats['by_file'][$file] ?? []);
        $written = $voids("$migrated/$file") - $voids("$orig/$file");
        if ($census !== $written) {
            $checks["$file: values and slots written"] = [$census, $written];
        }
    }
    $differ = array_filter($checks, fn(array $c): bool => $c[0] !== $c[1]);
    foreach ($differ as $what => [$census, $ran]) {
        echo "$what: --stats $census, the run $ran\n";
    }
    if (!$differ) {
        printf("%d files, %d foreach loops; default %d loops, %d destructurings (%d risky spots); --risky %d loops, "
            . "%d destructurings; %d array_keys() loops; each of the %d files changed as counted\n", $stats['files'],
            $stats['foreach'], $d[2], $d[3], $d[5] ?? 0, $r[2], $r[3], $n('array_keys_loops', true), count($changed));
    }
    exit($differ ? 1 : 0);
}
fwrite(STDERR, "usage: migrate-check.php junit BEFORE AFTER | wrap LIST SRC DEST | compile LIST | programs TESTS WORK MIGRATE PHP [ARGS]\n"
    . "       | stats STATS.json DEFAULT.err RISKY.out RISKY.err ORIG MIGRATED\n");
exit(2);

<?php
// SPDX-License-Identifier: MIT
// Lowering, checked with real tools over every PHP file of the project: each phpt's --FILE--
// section in tests/ and each .php file in examples/. For each file that compiles with the
// extension, VoidDiscard\lower() must give code that
//   - has as many lines, and differs from the original only on lines that use discards,
//   - parses with nikic/PHP-Parser (Debian's php-parser), which rejects most of the originals,
//   - lints with `php -n -l` (no extension loaded),
//   - run by `php -n`, prints what the original prints with the extension — except where the
//     file observes what lowering cannot keep (docs/lowering.md), listed below with the reason.
// Files the extension rejects must be rejected by lower() as well, or still fail to lint.
//   php -n -d extension=tokenizer -d extension=EXT scripts/lower-check.php PHP EXT WORKDIR
// PHP is the binary to lint and run with (the same PHP version), EXT the void_discard.so to load.
$top = dirname(__DIR__);
[, $php, $ext, $work] = $argv + [null, null, null, null];
if ($work === null || !function_exists('VoidDiscard\lower')) {
    fwrite(STDERR, "usage: php -d extension=EXT scripts/lower-check.php PHP EXT WORKDIR\n");
    exit(2);
}
// Debian's PHP-Parser of each version's system checks the output: 4.x with 8.2 (bookworm), 5.x in
// the chroots (trixie, sid); skipped where none is installed.
$parser = null;
if (is_file('/usr/share/php/PhpParser/autoload.php')) {
    require '/usr/share/php/PhpParser/autoload.php';
    $factory = new PhpParser\ParserFactory();
    $parser = method_exists($factory, 'createForHostVersion')
        ? $factory->createForHostVersion()
        : $factory->create(PhpParser\ParserFactory::ONLY_PHP7);
}

// What a lowered program may do differently at run time, by design.
$differs = [
    'tests/foreach/iterator_no_current.phpt' => 'observes current() calls',
    'tests/foreach/iterator_aggregate.phpt' => 'observes current() calls',
    'tests/foreach/generators.phpt' => 'observes when a yielded value is released',
    'tests/foreach/no_hidden_variable.phpt' => 'observes the loop variable (get_defined_vars(), destructor timing)',
    'tests/foreach/exits.phpt' => 'observes destructor timing',
    'tests/foreach/value_freed_at_once.phpt' => 'observes destructor timing',
    'tests/foreach/back_edge.phpt' => 'observes current() calls',
    'tests/foreach/internal_iterators.phpt' => 'observes current() calls',
    'tests/foreach/internal_wrappers.phpt' => 'observes current() calls',
    'tests/foreach/spl_file_object.phpt' => 'observes current() calls',
    'tests/list/all_void.phpt' => 'observes get_defined_vars()',
    'examples/demo.php' => 'observes current() calls (its iterator throws there)',
    // lowering rewrites source files, not code held in strings for eval()
    'tests/cast/statement.phpt' => 'evaluates a (void) cast held in a string',
    'tests/errors/eval_ref.phpt' => 'evaluates a discard held in a string',
    'tests/errors/parse_error.phpt' => 'evaluates discards held in strings',
    'tests/errors/parse_error_eval.phpt' => 'evaluates discards held in strings',
    'tests/hostile/bytes.phpt' => 'evaluates discards held in strings',
    'tests/hostile/deep_nesting.phpt' => 'evaluates discards held in strings',
    'tests/hostile/unterminated.phpt' => 'evaluates discards held in strings',
    'tests/scanner/eval_position.phpt' => 'evaluates discards held in strings',
    'tests/params/header_comment_sole_param.phpt' => 'evaluates discards held in strings',
    'tests/scanner/lexer_diagnostics.phpt' => 'evaluates discards held in strings',
    'tests/interop/eval_include.phpt' => 'evaluates and includes discards it writes from strings',
    'tests/lines/included.phpt' => 'includes a file with discards it writes from a string',
    'tests/interop/include_stream_once.phpt' => 'includes discards a stream wrapper serves from a string',
    'tests/list/foreach_targets.phpt' => 'observes current() calls',
    'tests/foreach/key_discarded.phpt' => 'observes current() calls (`void => void`)',
    'tests/params/required.phpt' => 'observes a discarded parameter (its name in Reflection and messages, get_defined_vars(), named arguments)',
    'tests/params/variable_name.phpt' => 'observes a discarded parameter (get_defined_vars())',
    'tests/params/get_defined_vars_calls.phpt' => 'observes a discarded parameter (get_defined_vars())',
    'tests/params/code_generators.phpt' => 'observes a discarded parameter (its public name in Reflection)',
    'tests/params/variable_debugger_name.phpt' => "observes a discarded parameter (its variable, by the name a debugger lists it by)",
];

/** @return array<string, string> section name => text */
function phpt_sections(string $file): array
{
    $sections = [];
    $name = null;
    foreach (preg_split('/(?<=\n)/', file_get_contents($file)) as $line) {
        if (preg_match('/^--([A-Z_]+)--\s*$/', $line, $m)) {
            $name = $m[1];
            $sections[$name] = '';
        } elseif ($name !== null) {
            $sections[$name] .= $line;
        }
    }
    return $sections;
}

function run(string $cmd, ?int &$status = null): string
{
    exec($cmd . ' 2>&1', $out, $status);
    return implode("\n", $out);
}

$sources = [];
$iterator = new RecursiveIteratorIterator(new RecursiveDirectoryIterator("$top/tests", FilesystemIterator::SKIP_DOTS));
foreach ($iterator as $file) {
    if ($file->getExtension() === 'phpt') {
        $s = phpt_sections($file->getPathname());
        $sources[substr($file->getPathname(), strlen($top) + 1)] = [
            'code' => $s['FILE'] ?? '',
            'ini' => array_filter(array_map('trim', explode("\n", $s['INI'] ?? ''))),
            // environments the plain run below does not reproduce
            'plain' => !isset($s['SKIPIF']) && !isset($s['ARGS']) && !isset($s['STDIN']) && !isset($s['ENV'])
                && !preg_match('/^(void_discard|opcache|zend\.multibyte)/m', $s['INI'] ?? ''),
        ];
    }
}
$iterator = new RecursiveIteratorIterator(new RecursiveDirectoryIterator("$top/examples", FilesystemIterator::SKIP_DOTS));
foreach ($iterator as $file) {
    if ($file->getExtension() === 'php') {
        $sources[substr($file->getPathname(), strlen($top) + 1)] = ['code' => file_get_contents($file->getPathname()), 'ini' => [], 'plain' => false];
    }
}
$sources['examples/demo.php']['plain'] = true;
ksort($sources);

$count = ['files' => 0, 'rejected' => 0, 'lowered' => 0, 'changed' => 0, 'parser rejects original' => 0,
    'parse' => 0, 'lint' => 0, 'same output' => 0, 'not run' => 0, 'differ by design' => 0];
$failures = [];
$with = "$php -n -d extension=" . escapeshellarg($ext);
$without = "$php -n";
foreach ($sources as $name => $source) {
    $count['files']++;
    $code = $source['code'];
    // Same base name in two directories, so that messages naming the file compare equal.
    $base = preg_replace('/[^a-z0-9]+/i', '_', $name) . '.php';
    @mkdir("$work/original", 0777, true);
    @mkdir("$work/lowered", 0777, true);
    file_put_contents($original = "$work/original/$base", $code);
    run("$with -l " . escapeshellarg($original), $status);
    if ($status !== 0) {
        // the extension rejects it: lowering must not make it valid
        try {
            $lowered = VoidDiscard\lower($code);
            file_put_contents($l = "$work/lowered/$base", $lowered);
            run("$without -l " . escapeshellarg($l), $lintStatus);
            if ($lintStatus === 0) {
                $failures[] = "$name: the extension rejects it, its lowered form lints";
                continue;
            }
        } catch (CompileError) {
        }
        $count['rejected']++;
        continue;
    }
    try {
        $lowered = VoidDiscard\lower($code);
    } catch (Throwable $e) {
        $failures[] = "$name: lower() threw " . get_class($e) . ': ' . $e->getMessage();
        continue;
    }
    $count['lowered']++;
    file_put_contents($lowered_file = "$work/lowered/$base", $lowered);

    $before = explode("\n", $code);
    $after = explode("\n", $lowered);
    if (count($before) !== count($after)) {
        $failures[] = "$name: " . count($before) . ' lines became ' . count($after);
        continue;
    }
    if ($lowered !== $code) {
        $count['changed']++;
        foreach ($after as $i => $line) {
            if ($line !== $before[$i] && !preg_match('/void|__discard/i', $before[$i])) {
                $failures[] = "$name: line " . ($i + 1) . ' changed but holds no discard';
            }
        }
        try {
            $parser?->parse($code);
        } catch (PhpParser\Error) {
            $count['parser rejects original']++;
        }
    }
    try {
        if ($parser) {
            $parser->parse($lowered);
            $count['parse']++;
        }
    } catch (PhpParser\Error $e) {
        $failures[] = "$name: PHP-Parser: " . $e->getMessage();
        continue;
    }
    $lint = run("$without -l " . escapeshellarg($lowered_file), $status);
    if ($status !== 0) {
        $failures[] = "$name: php -n -l: $lint";
        continue;
    }
    $count['lint']++;

    if (!$source['plain'] || preg_match('/VoidDiscard\\\\|TEST_PHP_EXECUTABLE|opcache_|ini_get\(\'void_discard/', $code)) {
        $count['not run']++;    // needs run-tests.php's settings, or the extension's own API
        $notRun[] = $name;
        continue;
    }
    $ini = implode(' ', array_map(fn($setting) => '-d ' . escapeshellarg($setting), $source['ini']));
    $expected = str_replace("$work/original/", 'DIR/', run("cd $work/original && $with -d display_errors=1 $ini " . escapeshellarg($base)));
    $actual = str_replace("$work/lowered/", 'DIR/', run("cd $work/lowered && $without -d display_errors=1 $ini " . escapeshellarg($base)));
    if (isset($differs[$name])) {
        $count['differ by design']++;
    } elseif ($expected === $actual) {
        $count['same output']++;
    } else {
        $failures[] = "$name: output differs when lowered\n--- with the extension\n$expected\n--- lowered, without it\n$actual";
    }
}

echo "lowering on PHP ", PHP_MAJOR_VERSION, '.', PHP_MINOR_VERSION, ": {$count['files']} files (tests' --FILE-- sections and examples/): ",
    "{$count['rejected']} rejected by the extension and by lower() alike; {$count['lowered']} lowered ({$count['changed']} changed",
    $parser ? ", of which PHP-Parser rejects {$count['parser rejects original']} as written); {$count['parse']} parse with PHP-Parser, " : '); ',
    "{$count['lint']} lint with php -n; ",
    "run without the extension: {$count['same output']} print the same as with it, ",
    "{$count['differ by design']} observe what lowering changes (current(), destructor timing), ",
    "{$count['not run']} need run-tests.php or the extension's API\n";
if (getenv('VERBOSE')) {
    echo "not run: ", implode(' ', $notRun ?? []), "\n";
}
foreach ($failures as $f) {
    echo "FAIL  $f\n";
}
exit($failures ? 1 : 0);

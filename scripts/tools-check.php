<?php
// SPDX-License-Identifier: MIT
// A PHP team's formatters and style checkers on code that uses discards (scripts/tools-check.sh
// prepares the directories and runs this with PHP 8.2 and the extension loaded):
//   PHP-CS-Fixer (`fix`, @PSR12, @Symfony, @PhpCsFixer) and phpcbf (PSR12) on every test and
//   example program that uses discards, against the same programs in the sentinel spelling
//   (VoidDiscard\prepass(): stock PHP syntax, fixed by a PHP without the extension): the same exit
//   status, every discard kept, and each fixed program prints what the fixed sentinel spelling
//   prints; phpcs (PSR12) reports the same, but on lines holding a discard, where only sniffs
//   listed below may differ;
//   the same tools on the Twig and Symfony files bin/void-discard-migrate changed
//   (scripts/migrate-check.sh): their changes to the migrated file are their changes to the
//   original, token for token, apart from the migrated spots (`$row` there, `void` here), and
//   phpcs reports the same apart from those lines.
// Prints "ok"/"FAIL" lines and the figures; the caller counts them.
//   php -n -d extension=tokenizer -d extension=EXT scripts/tools-check.php WORK VOID_INI STOCK_INI [MIGRATE_WORK]
// VOID_INI / STOCK_INI: the php.ini the tools run with, with and without the extension.
$top = dirname(__DIR__);
require __DIR__ . '/programs.php';
require "$top/tools/autoload.php";
[, $work, $voidIni, $stockIni, $migrated] = $argv + [null, null, null, null, null];
if ($stockIni === null || !function_exists('VoidDiscard\prepass')) {
    fwrite(STDERR, "usage: php -d extension=EXT scripts/tools-check.php WORK VOID_INI STOCK_INI [MIGRATE_WORK]\n");
    exit(2);
}
$fixer = "$top/scripts/vendor/php-cs-fixer/php-cs-fixer.phar";
$ruleSets = ['@PSR12', '@Symfony', '@PhpCsFixer'];
// phpcs sniffs that may report differently on a line holding a discard, and why
$discardLineSniffs = [
    // the sentinel spelling is longer than `void`
    'Generic.Files.LineLength.TooLong' => 'line length',
    'Generic.Files.LineLength.MaxExceeded' => 'line length',
    // a discarded parameter: phpcs reads its `void` as a type with no variable after it (expecting
    // one space between them), and the `|` of a union type before it (`int|string void`) as an
    // operator; phpcbf then writes `void ,` and `int | string void`
    'Squiz.Functions.FunctionDeclarationArgumentSpacing.SpacingAfterHint' => 'a discarded parameter read as a type',
    'PSR12.Operators.OperatorSpacing.NoSpaceBefore' => 'a union type before a discarded parameter read as an operator',
    'PSR12.Operators.OperatorSpacing.NoSpaceAfter' => 'a union type before a discarded parameter read as an operator',
];
if (PHP_VERSION_ID < 80500) {
    // phpcs lexes without TOKEN_PARSE: `if (…) (void) f();` is a condition followed by a
    // parenthesised name, which it reads as a call's parentheses after a space
    $discardLineSniffs['PSR2.Methods.FunctionCallSignature.SpaceBeforeOpenBracket'] = '`(void)` after a condition (no cast token before 8.5)';
}

function nok(string $what): void { echo "FAIL  $what\n"; }

/** One check: "ok" and $what, or "FAIL", $failure and the first problems. */
function check(bool $ok, string $what, string $failure, array $problems): void
{
    global $passed, $failed;
    if ($ok && !$problems) {
        echo "ok    $what\n";
        $passed++;
        return;
    }
    nok($failure);
    echo $problems ? implode("\n", array_slice($problems, 0, 10)) . "\n" : '';
    $failed++;
}

/** Runs a command; its exit status in $status, stdout and stderr together. */
function run(string $cmd, ?int &$status = null): string
{
    exec($cmd . ' 2>&1', $out, $status);
    return implode("\n", $out);
}

function ini_php(string $ini): string
{
    return 'PHPRC=' . escapeshellarg($ini) . ' PHP_INI_SCAN_DIR= ' . escapeshellarg(PHP_BINARY);
}

/** Copies $files (name => code) into a fresh directory. */
function tree(string $dir, array $files): string
{
    run('rm -rf ' . escapeshellarg($dir));
    foreach ($files as $name => $code) {
        @mkdir(dirname("$dir/$name"), 0777, true);
        file_put_contents("$dir/$name", $code);
    }
    return $dir;
}

/** @return array<string, string> name => code of every file under $dir */
function read_tree(string $dir): array
{
    $files = [];
    $it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS));
    foreach ($it as $file) {
        $files[substr($file->getPathname(), strlen($dir) + 1)] = file_get_contents($file->getPathname());
    }
    ksort($files);
    return $files;
}

function fixer(string $ini, string $rules, string $dir, ?int &$status): void
{
    global $fixer;
    run(ini_php($ini) . ' ' . escapeshellarg($fixer) . ' fix --rules=' . escapeshellarg($rules)
        . ' --using-cache=no --no-interaction --show-progress=none ' . escapeshellarg($dir), $status);
}

/** Runs a tool on copies of $stock (by PHP without the extension) and of $void (with it) under
 * $dir: [its exit status on each, the directories of the fixed copies, each side's fixed files]. */
function fix_both(callable $fix, string $dir, array $stock, array $void): array
{
    global $stockIni, $voidIni;
    $stockDir = tree("$dir/stock", $stock);
    $voidDir = tree("$dir/void", $void);
    $fix($stockIni, $stockDir, $stockStatus);
    $fix($voidIni, $voidDir, $voidStatus);
    return [$stockStatus, $voidStatus, $stockDir, $voidDir, read_tree($stockDir), read_tree($voidDir)];
}

function phpcbf(string $ini, string $dir, ?int &$status): void
{
    run(ini_php($ini) . ' /usr/bin/phpcbf --standard=PSR12 --no-colors ' . escapeshellarg($dir), $status);
}

/** phpcs's PSR12 messages per file (relative name): [line, column, sniff] each. */
function phpcs(string $dir): array
{
    global $voidIni;
    $report = json_decode(run(ini_php($voidIni) . ' /usr/bin/phpcs --standard=PSR12 --report=json ' . escapeshellarg($dir)), true);
    $out = [];
    foreach ($report['files'] ?? [] as $file => $r) {
        $out[substr($file, strlen($dir) + 1)] = array_map(fn ($m) => [$m['line'], $m['column'], $m['source']], $r['messages']);
    }
    return $out;
}

/** The messages of two phpcs reports of one file that are not in both, as "line:column sniff";
 * on $loose lines the column does not count (the two spellings differ there). */
function phpcs_diff(array $a, array $b, array $loose): array
{
    $keys = fn (array $messages) => array_map(fn ($m) => "$m[0]:" . (isset($loose[$m[0]]) ? '*' : $m[1]) . " $m[2]", $messages);
    $count = fn (array $messages) => array_count_values($keys($messages));
    $x = $count($a);
    $y = $count($b);
    $diff = [];
    foreach ($x + $y as $key => $_) {
        if (($x[$key] ?? 0) !== ($y[$key] ?? 0)) {
            $diff[] = $key;
        }
    }
    return $diff;
}

/** The discards in code, counted on its tokens: the word `void` (any case; before 8.5 also
 * inside `(void)`), 8.5's `(void)` token and the sentinel `__discard`. */
function discards(string $code): array
{
    $count = ['void' => 0, '(void)' => 0, '__discard' => 0];
    foreach (token_get_all($code) as $t) {
        if (is_array($t) && $t[0] === T_STRING && isset($count[strtolower($t[1])])) {
            $count[strtolower($t[1])]++;
        } elseif (is_array($t) && defined('T_VOID_CAST') && $t[0] === T_VOID_CAST) {
            $count['(void)']++;
        }
    }
    return $count;
}

/** What a program prints, run with the extension, in a form that does not depend on its lines
 * (a formatter moves them) or its directory. */
function output(string $dir, string $name, string $ext, string $code): string
{
    $out = run('cd ' . escapeshellarg($dir) . ' && timeout 30 ' . escapeshellarg(PHP_BINARY)
        . ' -n -d extension=tokenizer -d extension=' . escapeshellarg($ext) . ' ' . escapeshellarg($name));
    $out = str_replace($dir, 'DIR', $out);
    // a program that prints its own lines or offsets: every number
    $own = preg_match('/__LINE__|getLine\(|getTrace|debug_backtrace|__COMPILER_HALT_OFFSET__/', $code);
    // (`.php N - N`: the lines a Reflection object's __toString() prints)
    return preg_replace($own ? '/\d+/' : '/(?<=\bline |\.php:|\.php\(|\.php |\d - )\d+/', 'N', $out);
}

/** Token ids and texts; `void` (any case) as a name. */
function tokens(string $code): array
{
    return array_map(fn ($t) => is_array($t) ? [$t[0], $t[1]] : [0, $t], token_get_all($code));
}

/* A doc comment without its `@param` tags, its blanks each one space: a tool that writes a tag for
 * each parameter (PHP-CS-Fixer's phpdoc_add_missing_param_annotation) names a discarded one by its
 * token's text, `void`, once for all of a list, and aligns the other tags to those it wrote. */
function doc_without_param_names(string $doc): string
{
    return (string) preg_replace(['/^[ \t]*\*[ \t]*@param\b.*\n/m', '/[ \t]+/'], ['', ' '], $doc);
}

/** The migrated spots between $orig and $migrated: null unless the token lists differ only where
 * $orig has a variable and $migrated `void` (and, in doc comments, in `@param` names). With
 * $blanks, whitespace is left out of both first (phpcbf spaces a discarded parameter as a type:
 * `void ,`). */
function spots(string $orig, string $migrated, bool $blanks = false): ?array
{
    $a = tokens($orig);
    $b = tokens($migrated);
    if ($blanks) {
        // lines stay counted: a blank token is replaced by its line breaks alone
        $a = array_values(array_filter(array_map(fn ($t) => $t[0] === T_WHITESPACE ? [T_WHITESPACE, str_repeat("\n", substr_count($t[1], "\n"))] : $t, $a), fn ($t) => $t[1] !== ''));
        $b = array_values(array_filter(array_map(fn ($t) => $t[0] === T_WHITESPACE ? [T_WHITESPACE, str_repeat("\n", substr_count($t[1], "\n"))] : $t, $b), fn ($t) => $t[1] !== ''));
    }
    if (count($a) !== count($b)) {
        return null;
    }
    $lines = [];
    $line = 1;
    foreach ($a as $k => [$id, $text]) {
        if ($id === T_DOC_COMMENT && $b[$k][0] === T_DOC_COMMENT && doc_without_param_names($text) === doc_without_param_names($b[$k][1])) {
            $line += substr_count($text, "\n");
            continue;
        }
        if ($b[$k] !== [$id, $text]) {
            if ($id !== T_VARIABLE || $b[$k][0] !== T_STRING || strcasecmp($b[$k][1], 'void') !== 0) {
                return null;
            }
            $lines[] = $line;
        }
        $line += substr_count($text, "\n");
    }
    return $lines;
}

/**
 * The sentinel spelling of $code: the pre-pass's output (VoidDiscard\prepass()), stock PHP syntax,
 * which runs as $code does with the extension; but a discarded parameter, which has no sentinel
 * and which the pre-pass writes as one variable for the whole file (the AST pass names them
 * apart), becomes a variable of its own, `$S_1`, `$S_2` … (S occurs nowhere in $code): a named
 * parameter, as a team writes it without the extension.
 */
function sentinel_spelling(string $code): string
{
    $param = VoidDiscard\Tools\Reading::unusedVariable($code, '__discard');
    $out = '';
    $n = 0;
    foreach (token_get_all(VoidDiscard\prepass($code)) as $t) {
        $out .= is_array($t) ? ($t[0] === T_VARIABLE && $t[1] === $param ? $param . '_' . ++$n : $t[1]) : $t;
    }
    return $out;
}

$extPath = getenv('VD_EXT') ?: '';
$passed = $failed = 0;
// the tools themselves, or every comparison below would hold with nothing run
foreach (['PHP-CS-Fixer' => escapeshellarg($fixer), 'phpcs' => '/usr/bin/phpcs', 'phpcbf' => '/usr/bin/phpcbf'] as $tool => $command) {
    $version = run(ini_php($stockIni) . " $command --version", $status);
    if ($status !== 0) {
        nok("$tool does not run: $version");
        exit(1);
    }
    echo '      tools: ', strtok($version, "\n"), "\n";
}

// --- the programs that use discards --------------------------------------------------------------
$programs = vd_programs($top);
$void = $sentinel = [];
foreach ($programs as $name => $code) {
    try {
        $uses = VoidDiscard\lower($code) !== $code;    // what the extension rejects: tests of errors
    } catch (ParseError|CompileError) {
        continue;
    }
    if ($uses) {
        $void[$name] = $code;
        $sentinel[$name] = sentinel_spelling($code);
    }
}
echo "      tools: ", count($void), " programs use discards (tests' --FILE-- sections and examples/)\n";

$tools = [];
foreach ($ruleSets as $rules) {
    $tools["PHP-CS-Fixer $rules"] = fn (string $ini, string $dir, ?int &$status) => fixer($ini, $rules, $dir, $status);
}
$tools['phpcbf PSR12'] = 'phpcbf';
$before = [];   // what each program prints before any tool ran (sentinel spelling)
// The programs whose sentinel spelling cannot print what they print: they observe a discarded
// parameter (its name in Reflection or an error message, get_defined_vars()), which the sentinel
// spelling names. Once fixed, each prints what it printed before.
$observes = [];
foreach ($void as $name => $code) {
    $before[$name] = output(tree("$work/programs/before/$name.d", [$name => $sentinel[$name]]), $name, $extPath, $code);
    $own = output(tree("$work/programs/before-void/$name.d", [$name => $code]), $name, $extPath, $code);
    if ($own !== $before[$name]) {
        $observes[$name] = $own;
    }
}
echo '      tools: ', count($observes), ' programs print what their sentinel spelling cannot (they observe a discarded parameter: ',
    implode(', ', array_keys($observes)), ")\n";
foreach ($tools as $tool => $fix) {
    [$stockStatus, $voidStatus, $sentinelDir, $voidDir, , $fixedVoid] = fix_both($fix, "$work/programs/$tool", $sentinel, $void);
    $problems = [];
    $changed = $differs = 0;
    foreach ($void as $name => $code) {
        $changed += $fixedVoid[$name] !== $code;
        if (discards($fixedVoid[$name]) !== discards($code)) {
            $problems[] = "$name: discards " . json_encode(discards($code)) . ' became ' . json_encode(discards($fixedVoid[$name]));
        }
        $got = output($voidDir, $name, $extPath, $code);
        if (isset($observes[$name])) {
            if ($got !== $observes[$name]) {
                $problems[] = "$name: prints differently once fixed (it observes a discarded parameter)";
            }
            continue;
        }
        $want = output($sentinelDir, $name, $extPath, $code);
        if ($got !== $want) {
            $problems[] = "$name: prints differently from the fixed sentinel spelling";
        }
        $differs += $want !== $before[$name];
    }
    $what = "$tool on " . count($void) . " programs: exit $voidStatus (sentinel spelling, stock PHP: $stockStatus), $changed changed, every discard kept, each prints what the fixed sentinel spelling prints"
        . ($observes ? ' (' . count($observes) . ' that observe a discarded parameter: what they printed before)' : '')
        . ($differs ? " ($differs print differently once fixed, in both spellings: the rule set changes what they do)" : '');
    check($voidStatus === $stockStatus && $changed, $what, "$tool on the programs: exit $voidStatus, stock $stockStatus, $changed changed", $problems);
}

// phpcs: the same report, but on lines holding a discard
$a = phpcs(tree("$work/programs/phpcs/void", $void));
$b = phpcs(tree("$work/programs/phpcs/sentinel", $sentinel));
$problems = [];
$allowed = 0;
foreach ($void as $name => $code) {
    $twin = explode("\n", $sentinel[$name]);
    $discardLines = [];
    foreach (explode("\n", $code) as $i => $text) {
        if ($twin[$i] !== $text) {
            $discardLines[$i + 1] = true;
        }
    }
    foreach (phpcs_diff($a[$name] ?? [], $b[$name] ?? [], $discardLines) as $key) {
        [$at, $sniff] = explode(' ', $key);
        if (isset($discardLines[(int) $at], $discardLineSniffs[$sniff])) {
            $allowed++;
            continue;
        }
        $problems[] = "$name:$key";
    }
}
check(array_sum(array_map('count', $a)) > 0, 'phpcs PSR12 on ' . count($void) . " programs: the same report in both spellings but on lines holding a discard ($allowed messages there: "
    . implode(', ', array_unique(array_values($discardLineSniffs))) . ')', 'phpcs PSR12 reports differently on the programs:', $problems);

// --- the Twig and Symfony files the migration changed --------------------------------------------
foreach ($migrated === null ? [] : ['twig', 'symfony'] as $project) {
    // the files the migration changed; with VD_TOOLS_FILES=all (by hand: minutes), every file of
    // the migrated paths, changed or not
    $list = "$migrated/logs/$project-" . (getenv('VD_TOOLS_FILES') === 'all' ? 'files' : 'changed');
    if (!is_file($list)) {
        nok("$project: no list of the files the migration changed ($list)");
        $failed++;
        continue;
    }
    $orig = $mig = $spots = [];
    foreach (file($list, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $file) {
        $orig[$file] = file_get_contents("$migrated/orig/$project/$file");
        $mig[$file] = file_get_contents("$migrated/migrated/$project/$file");
        $spots[$file] = spots($orig[$file], $mig[$file]) ?? [];
    }
    $count = array_sum(array_map('count', $spots));
    $what = count($mig) . ' files ' . (getenv('VD_TOOLS_FILES') === 'all' ? 'of the migrated paths' : 'the migration changed') . " ($count spots)";
    foreach ($tools as $tool => $fix) {
        [$origStatus, $migStatus, , , $fixedOrig, $fixedMig] = fix_both($fix, "$work/$project/$tool", $orig, $mig);
        $problems = [];
        $changed = 0;
        foreach ($mig as $file => $code) {
            $changed += $fixedOrig[$file] !== $orig[$file];
            $after = spots($fixedOrig[$file], $fixedMig[$file], $tool === 'phpcbf PSR12');
            if ($after === null || count($after) !== count($spots[$file])) {
                $problems[] = "$file: " . ($after === null ? 'fixed differently' : count($spots[$file]) . ' spots became ' . count($after));
            }
        }
        check($origStatus === $migStatus && $count, "$project: $tool on the $what: exit $migStatus as on the originals; its changes ($changed files) are the same, token for token, apart from the spots",
            "$project: $tool on the $what: exit $migStatus (originals: $origStatus)", $problems);
    }
    $a = phpcs(tree("$work/$project/phpcs/orig", $orig));
    $b = phpcs(tree("$work/$project/phpcs/migrated", $mig));
    $problems = [];
    $messages = $allowed = 0;
    foreach ($mig as $file => $code) {
        $messages += count($a[$file] ?? []);
        foreach (phpcs_diff($a[$file] ?? [], $b[$file] ?? [], array_fill_keys($spots[$file], true)) as $key) {
            [$at, $sniff] = explode(' ', $key);
            if (in_array((int) $at, $spots[$file], true) && isset($discardLineSniffs[$sniff])) {
                $allowed++;
                continue;
            }
            $problems[] = "$file:$key";
        }
    }
    check($count && $messages, "$project: phpcs PSR12 on the $what: the same $messages messages (on a spot's line, at a column the spot may move; $allowed there as on the programs)",
        "$project: phpcs PSR12 reports differently on the $what:", $problems);
}

echo "tools: $passed passed, $failed failed\n";
exit($failed ? 1 : 0);

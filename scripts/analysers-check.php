<?php
// SPDX-License-Identifier: MIT
// The comparisons of scripts/analysers-check.sh and scripts/migrate-check.sh's Rector step:
//   rector-totals JSON            Rector's --output-format=json: 0 errors, else exit 1; prints its totals
//   rector-twins V L JV JL        Rector over the programs (V, its report JV) did what it did over
//                                 their stock twins (L, JL): see the case below
//   discards TREE-A TREE-B        every *.php under TREE-A holds the same discards (each form counted
//                                 on its tokens) as the same file under TREE-B; prints the totals
//   phpstan A ROOT-A B ROOT-B [TWINS]
//                                 two PHPStan --error-format=json reports, paths relative to their
//                                 roots: the same findings, file by file and line by line; with
//                                 TWINS, A's programs are the stock twins (lowered) of B's and of
//                                 TWINS (the same programs), and A's findings caused by a discarded
//                                 parameter are left out: see twin_parameter_finding()
//   lowering JSON ROOT TWINS      a PHPStan report on the stock twins (lowered) of the programs in
//                                 TWINS: some findings, none about the lowering (its variable `$U`,
//                                 a side of `||` or `or` always false, as `false or f()` was); a
//                                 discarded parameter, `$U_<position>` there, is a parameter
//   loops TREE-A TREE-B LIST      the foreach loops written `=> void` / `as void` (file, line) are the
//                                 same in both trees, over the files LIST names
//   programs DIR-VOID DIR-LOWER   writes each test and example program that uses discards (the
//                                 extension loaded: VoidDiscard\lower() decides) and its lowered form
// Exit status 0 when the comparison holds; what differs is printed.
declare(strict_types=1);

$top = dirname(__DIR__);
require __DIR__ . '/programs.php';
require "$top/tools/autoload.php";

// Programs Rector treats differently from their stock twins, by design, and why.
const RECTOR_DIFFERS = [
    'tests_interop_scopes.phpt.php' => 'the twin\'s `$__void` is never read: tools/\'s rule writes `void` there',
    'tests_lines_halt_compiler.phpt.php' => 'the twin\'s `$__void = strlen(\'x\')` is an assignment overwritten at once, which'
        . ' the dead-code set removes; `(void) strlen(\'x\')` stays',
    'tests_list_all_void.phpt.php' => 'the twin\'s `$__void = f()` is an unused assignment, which the dead-code set makes'
        . ' `f();`; `[void, void] = f();` stays',
    'tests_list_sentinel.phpt.php' => 'Rector 1.2 cannot process a call in a destructuring slot (`[__discard(), $b]`):'
        . ' "Scope not available"; the twin has a hole there',
];

/** The discards in code, by form: the word `void` (any case) as a foreach target or key, or a list
 * slot; `(void)` (8.5's token, or its three tokens before); the sentinel `__discard`. */
/* The parameters of the file's function headers: variables, discarded ones (`void`) and, on 8.5+,
 * a lone `(void)`. */
function param_count(string $code): int
{
    $n = 0;
    $header = false;
    $depth = 0;
    $tokens = array_values(array_filter(PhpToken::tokenize($code), fn($t) => !$t->isIgnorable()));
    foreach ($tokens as $i => $t) {
        if ($depth > 0) {
            if (in_array($t->text, ['(', '[', '{'], true) || $t->id === T_ATTRIBUTE) {
                $depth++;
            } elseif (in_array($t->text, [')', ']', '}'], true)) {
                $depth--;
            } elseif ($depth === 1 && ($t->id === T_VARIABLE || ($t->id === T_STRING && strtolower($t->text) === 'void'
                    && in_array($tokens[$i + 1]->text ?? '', [',', ')', '='], true)))) {
                $n++;
            }
            continue;
        }
        if (($t->id === T_FUNCTION || $t->id === T_FN) && ($tokens[$i - 1]->id ?? 0) !== T_PAAMAYIM_NEKUDOTAYIM) {
            $header = true;
        } elseif ($header && $t->text === '(') {
            $depth = 1;
            $header = false;
        } elseif ($header && defined('T_VOID_CAST') && $t->id === T_VOID_CAST) {
            $n++;
            $header = false;
        } elseif ($header && !in_array($t->text, ['&'], true) && !preg_match('/^[A-Za-z_\x80-\xff]/', $t->text)) {
            $header = false;
        }
    }
    return $n;
}

function discards(string $code): array
{
    $count = ['void' => 0, '(void)' => 0, '__discard' => 0];
    $prev = [];
    foreach (PhpToken::tokenize($code) as $t) {
        if ($t->isIgnorable()) {
            continue;
        }
        $word = strtolower($t->text);
        if ($t->id === T_STRING && $word === 'void') {
            $before = array_slice($prev, -1)[0] ?? '';
            if (in_array($before, ['=>', '[', ',', 'as'], true)
                || ($before === '(' && in_array(strtolower(array_slice($prev, -2)[0] ?? ''), ['list', 'foreach'], true))) {
                $count['void']++;
            } elseif ($before === '(') {
                $count['(void)']++;  // `(void)` before 8.5: counted once, at its word
            }
        } elseif (defined('T_VOID_CAST') && $t->id === T_VOID_CAST) {
            $count['(void)']++;
        } elseif ($t->id === T_STRING && $word === '__discard') {
            $count['__discard']++;
        }
        $prev[] = $t->text;
        if (count($prev) > 2) {
            array_shift($prev);
        }
    }
    return $count;
}

function php_files(string $dir): array
{
    $files = [];
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS)) as $f) {
        if (str_ends_with((string) $f, '.php')) {
            $files[] = substr((string) $f, strlen($dir) + 1);
        }
    }
    sort($files);
    return $files;
}

/**
 * Whether a finding on a stock twin is caused by a parameter the program discards, which the
 * twin names `$U_<position>` (U: the lowering's variable in that program, which occurs nowhere in
 * it): PHPStan's level-6 "has parameter $x with no type specified" and "… with no value type
 * specified in iterable type array" (a discarded parameter can get no type from `@param`; tools/
 * gives an untyped one `mixed`, an `array` one `array<mixed>`) and its unused constructor
 * parameter (the body cannot read it). Every other finding about the parameter stays.
 */
function twin_parameter_finding(string $message, string $u): bool
{
    $param = '\\$' . preg_quote($u, '/') . '_[0-9]+';
    return (bool) preg_match("/ has parameter $param with no (?:value )?type specified(?: in iterable type \\S+)?\\.$"
        . "|^Constructor of .* has an unused parameter $param\\.$/", $message);
}

/** @return list<string> "path:line: message", sorted */
/*
 * Findings before (in $orig) about a parameter the migration discarded, whose variable the line no
 * longer holds in $migrated, and the same finding after under the discard's name: both left out,
 * and counted.
 *
 * @return array{list<string>, list<string>, int}
 */
function discarded_parameter_findings(array $before, array $after, string $orig, string $migrated): array
{
    $lines = [];
    $line = function (string $root, string $file, int $n) use (&$lines): string {
        $lines[$root][$file] ??= file("$root/$file") ?: [];
        return $lines[$root][$file][$n - 1] ?? '';
    };
    $dropped = 0;
    foreach ($before as $i => $f) {
        if (!preg_match('/^(.+?):(\d+): (.*\bparameter )\$(\w+)\b(.*)$/', $f, $m)
                || !str_contains($line($orig, $m[1], (int) $m[2]), '$' . $m[4])
                || preg_match('/\$' . $m[4] . '\b/', $line($migrated, $m[1], (int) $m[2]))) {
            continue;
        }
        unset($before[$i]);
        $dropped++;
        $twin = '/^' . preg_quote("$m[1]:$m[2]: $m[3]", '/') . '\$__void_\d+' . preg_quote($m[5], '/') . '$/';
        foreach ($after as $j => $g) {
            if (preg_match($twin, $g)) {
                unset($after[$j]);
                break;
            }
        }
    }
    return [array_values($before), array_values($after), $dropped];
}

function phpstan_findings(string $json, string $root, ?string $twins = null, int &$dropped = 0): array
{
    $report = json_decode(file_get_contents($json), true, flags: JSON_THROW_ON_ERROR);
    $out = [];
    foreach ($report['files'] as $file => $data) {
        foreach ($data['messages'] as $m) {
            if ($twins !== null) {
                $source = "$twins/" . substr($file, strlen(rtrim($root, '/')) + 1);
                if (twin_parameter_finding($m['message'], substr(VoidDiscard\Tools\Reading::unusedVariable((string) file_get_contents($source)), 1))) {
                    $dropped++;
                    continue;
                }
            }
            // an anonymous class's name holds its path
            $out[] = substr($file, strlen(rtrim($root, '/')) + 1) . ':' . ($m['line'] ?? '-') . ': '
                . str_replace(rtrim($root, '/') . '/', '', $m['message']);
        }
    }
    foreach ($report['errors'] as $e) {
        $out[] = 'error: ' . str_replace(rtrim($root, '/') . '/', '', $e);
    }
    sort($out);
    return $out;
}

/** @return list<string> "path:line" of each foreach whose value (or key) is the word void */
function void_loops(string $file, string $rel): array
{
    $out = [];
    $tokens = array_values(array_filter(PhpToken::tokenize(file_get_contents($file)), fn($t) => !$t->isIgnorable()));
    foreach ($tokens as $i => $t) {
        if ($t->id === T_STRING && strtolower($t->text) === 'void' && $i > 0
            && in_array($tokens[$i - 1]->text, ['=>', 'as'], true) && in_array($tokens[$i + 1]->text ?? '', [')', '=>'], true)) {
            $out[] = "$rel:{$t->line}";
        }
    }
    return $out;
}

$command = $argv[1] ?? '';
switch ($command) {
    case 'rector-totals':
        $report = json_decode((string) file_get_contents($argv[2]), true);
        if (!is_array($report)) {
            echo "no JSON report\n";
            exit(1);
        }
        $errors = $report['errors'] ?? [];
        foreach (array_slice($errors, 0, 10) as $e) {
            echo ($e['file'] ?? '?'), ': ', $e['message'] ?? json_encode($e), "\n";
        }
        echo "{$report['totals']['changed_files']} files changed, " . count($errors) . " errors\n";
        exit($errors ? 1 : 0);

    case 'rector-twins':
        // rector-twins DIR-VOID DIR-LOWERED JSON-VOID JSON-LOWERED (the extension loaded): Rector over
        // the programs and over their stock twins did the same: the same files it could not process,
        // and each processed program, lowered, is its processed twin, lowered (so every discard is
        // kept where the twin keeps its variable or hole, and the two run alike)
        [, , $voidDir, $lowDir, $voidJson, $lowJson] = $argv;
        $failed = [];
        foreach ([$voidJson, $lowJson] as $i => $json) {
            $report = json_decode((string) file_get_contents($json), true);
            if (!is_array($report)) {
                echo "$json: no JSON report\n";
                exit(1);
            }
            $failed[$i] = array_unique(array_map(fn($e) => basename($e['file'] ?? '?'), $report['errors'] ?? []));
            sort($failed[$i]);
        }
        $bad = 0;
        foreach (array_diff($failed[0], $failed[1]) as $name) {
            if (!isset(RECTOR_DIFFERS[$name])) {
                $bad++;
                echo "  $name: Rector could not process it, but could its twin\n";
            }
        }
        foreach (array_diff($failed[1], $failed[0]) as $name) {
            $bad++;
            echo "  $name: Rector could not process its twin only\n";
        }
        $same = 0;
        $broken = [];
        // a file's lowered form, or the error lower() throws on it (at its line); the lowering's
        // names (`$__void`, `$__void_2`, `$__void_<position>` …) as one: a twin holds the names its
        // own lowering wrote, and where Rector wrote `void` for a parameter there (the package's
        // UnusedParameterToVoidRector) its second lowering picks another variable
        $lowered = static function (string $file): array {
            try {
                return [true, (string) preg_replace('/\$__void(?:_\d+)*/', '$__VOID', VoidDiscard\lower((string) file_get_contents($file)))];
            } catch (ParseError|CompileError $e) {
                return [false, get_class($e) . ": {$e->getMessage()} on line {$e->getLine()}"];
            }
        };
        foreach (php_files($voidDir) as $name) {
            if (in_array($name, $failed[0], true) || in_array($name, $failed[1], true)) {
                continue;
            }
            $void = $lowered("$voidDir/$name");
            $twin = $lowered("$lowDir/$name");
            if ($void === $twin && !$void[0]) {
                // Rector made it code PHP does not parse, in both spellings alike (its own: over
                // tests/params/required, `compact("void\0" . "0")` became an array whose variable
                // had a NUL byte in its name, while a discarded parameter's variable was so named)
                $broken[] = $name;
            } elseif ($void === $twin) {
                $same++;
            } elseif (!isset(RECTOR_DIFFERS[$name])) {
                $bad++;
                echo "  $name: processed, it is not its processed twin\n";
            }
        }
        echo "$same programs processed as their stock twins, ", count(RECTOR_DIFFERS), " differ as listed, ",
            count($failed[1]), " twins Rector cannot process (" . implode(', ', $failed[1]) . ")",
            $broken ? ', ' . count($broken) . ' processed into code PHP cannot parse, as their twins (' . implode(', ', $broken) . ')' : '', "\n";
        exit($bad ? 1 : 0);

    case 'discards':
        // with the original tree and Rector's output of it (ORIG ORIG_RECTOR): where Rector removes
        // unused parameters from a file, as many as it removes from the original, discarded ones
        // among them, the discards it removed are not counted as dropped
        [, , $a, $b] = $argv;
        [$c, $d] = [$argv[4] ?? null, $argv[5] ?? null];
        $bad = $files = $removed = 0;
        $total = ['void' => 0, '(void)' => 0, '__discard' => 0];
        foreach (php_files($a) as $rel) {
            $x = discards(file_get_contents("$a/$rel"));
            $y = is_file("$b/$rel") ? discards(file_get_contents("$b/$rel")) : null;
            if (array_sum($x)) {
                $files++;
                foreach ($x as $form => $n) {
                    $total[$form] += $n;
                }
            }
            if ($x !== $y && $y !== null && $c !== null && is_file("$c/$rel") && is_file("$d/$rel")) {
                $gone = param_count(file_get_contents("$a/$rel")) - param_count(file_get_contents("$b/$rel"));
                $twin = param_count(file_get_contents("$c/$rel")) - param_count(file_get_contents("$d/$rel"));
                $lost = array_sum($x) - array_sum($y);
                if ($gone > 0 && $gone === $twin && $lost > 0 && $lost <= $gone && min(array_map(fn($k) => $x[$k] - $y[$k], array_keys($x))) >= 0) {
                    $removed += $lost;
                    continue;
                }
            }
            if ($x !== $y) {
                $bad++;
                echo "$rel: ", json_encode($x), ' before, ', json_encode($y), " after\n";
            }
        }
        echo "$files files with {$total['void']} void, {$total['(void)']} (void), {$total['__discard']} __discard; $bad differ",
            $removed ? "; $removed discarded parameters removed as dead code, as Rector removed their stock twins" : '', "\n";
        exit($bad ? 1 : 0);

    case 'phpstan':
        [, , $a, $ra, $b, $rb] = $argv;
        $dropped = 0;
        $params = ($argv[6] ?? null) === '--discarded-parameters';
        $x = phpstan_findings($a, $ra, $params ? null : $argv[6] ?? null, $dropped);
        $y = phpstan_findings($b, $rb);
        if ($params) {
            // the originals against the migrated trees: a finding about a parameter the migration
            // discarded is the twin's finding under the discard's name (`$__void_<position>`,
            // what PHPStan reads) where its type is written, and none where it is not
            [$x, $y, $dropped] = discarded_parameter_findings($x, $y, $ra, $rb);
        }
        $gone = array_diff($x, $y);
        $new = array_diff($y, $x);
        foreach (array_slice($gone, 0, 10) as $l) {
            echo "  only before: $l\n";
        }
        foreach (array_slice($new, 0, 10) as $l) {
            echo "  only after:  $l\n";
        }
        echo count($x), ' findings before', isset($argv[6]) ? " (and $dropped about a discarded parameter)" : '',
            ', ', count($y), ' after, ', count($gone) + count($new), " differ\n";
        exit($gone || $new || !$x ? 1 : 0);

    case 'lowering':
        [, , $json, $root, $twins] = $argv;
        $report = json_decode((string) file_get_contents($json), true, flags: JSON_THROW_ON_ERROR);
        $findings = $bad = 0;
        foreach ($report['files'] as $file => $data) {
            $rel = substr($file, strlen(rtrim($root, '/')) + 1);
            $u = preg_quote(substr(VoidDiscard\Tools\Reading::unusedVariable((string) file_get_contents("$twins/$rel")), 1), '/');
            foreach ($data['messages'] as $m) {
                $findings++;
                if (preg_match("/\\\$$u(?!_[0-9])\\b|(Left|Right) side of .* is always/", $m['message'])) {
                    $bad++;
                    echo "  $rel:", $m['line'] ?? '-', ": {$m['message']}\n";
                }
            }
        }
        echo "$findings findings, $bad about the lowering\n";
        exit($bad || !$findings ? 1 : 0);

    case 'loops':
        [, , $a, $b, $list] = $argv;
        $x = $y = [];
        foreach (file($list, FILE_IGNORE_NEW_LINES) as $rel) {
            $x = array_merge($x, void_loops("$a/$rel", $rel));
            $y = array_merge($y, void_loops("$b/$rel", $rel));
        }
        foreach (array_diff($x, $y) as $l) {
            echo "  only in the first: $l\n";
        }
        foreach (array_diff($y, $x) as $l) {
            echo "  only in the second: $l\n";
        }
        echo count($x), ' loops and ', count($y), ", the same: ", $x === $y ? 'yes' : 'no', "\n";
        exit($x === $y && $x ? 0 : 1);

    case 'programs':
        [, , $voidDir, $lowerDir] = $argv;
        $programs = vd_programs($top);
        @mkdir($voidDir, 0777, true);
        @mkdir($lowerDir, 0777, true);
        $n = 0;
        foreach ($programs as $name => $code) {
            try {
                $lowered = VoidDiscard\lower($code);
            } catch (ParseError|CompileError) {
                continue;   // what the extension rejects: tests of errors
            }
            if ($lowered !== $code) {
                file_put_contents("$voidDir/$name", $code);
                file_put_contents("$lowerDir/$name", $lowered);
                $n++;
            }
        }
        echo "$n programs use discards\n";
        exit($n ? 0 : 1);
}
fwrite(STDERR, "usage: analysers-check.php rector-totals|discards|phpstan|loops|programs ARGS...\n");
exit(2);

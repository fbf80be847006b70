<?php
// SPDX-License-Identifier: MIT
// Differential property of the pre-pass, on PHP sources as they are and mutated:
//   token_get_all(prepass($x)) is token_get_all($x) except that some `void` tokens became
//   `__discard ( )` or a variable the input does not hold (`$__discard`, `$__discard_2`, …: a
//   discarded parameter), and some `(void)` casts `__discard_cast ( ) or` (on PHP 8.5+, the cast
//   token in `list(void)` became `( __discard )`, and after a function header `( $__discard )`),
//   every token keeps its line (an ampersand before such a variable lexes as one followed by a
//   variable),
//   and prepass() of the result changes nothing more. And lower() keeps every line (check_lower()).
// Usage: php -d extension=void_discard.so -d extension=tokenizer prepass_property.php SEED RUNS FILE...
// Checks every FILE as it is (the --FILE-- section of a .phpt), in name order, then RUNS mutations
// of them drawn from SEED (mt_srand; 1 to 2147483647): the same seed and files give the same
// inputs, on any machine. RUNS 0 replays the files alone: a saved finding, say.
// Prints "N seeds, then N mutations from seed S: N of the N rewritten, no finding"; a finding goes
// to stderr as "finding N in INPUT: PROBLEM", where INPUT is the seed's FILE, or for a mutation the
// file it is saved as (PREFIXN.php; PREFIX: $VD_FUZZ_FINDINGS, else findings/prepass- beside this
// file), and makes the exit status 1.
if ($argc < 4 || !preg_match('/^[1-9][0-9]{0,9}$/D', $argv[1]) || (int) $argv[1] > 2147483647 || !preg_match('/^[0-9]{1,10}$/D', $argv[2])) {
    fwrite(STDERR, "usage: prepass_property.php SEED RUNS FILE... (SEED: 1 to 2147483647)\n");
    exit(2);
}
[, $seed, $runs] = $argv;
$seed = (int) $seed;
$runs = (int) $runs;
$findingsPrefix = getenv("VD_FUZZ_FINDINGS") ?: __DIR__ . "/findings/prepass-";
$files = array_slice($argv, 3);
sort($files, SORT_STRING);
$seeds = [];
foreach ($files as $file) {
    $text = file_get_contents($file);
    if (str_ends_with($file, '.phpt') && preg_match('/^--FILE--\n(.*?)^--[A-Z]+--$/ms', $text, $m)) {
        $text = $m[1];
    }
    $seeds[$file] = $text;
}
$pieces = [' void', 'void', 'VOID', ' as ', ' => ', '=>', '&', ' & ', '(', ')', '[', ']', ',', "'", '"', '/*', '*/',
    '(void) ', '( VOID )', "(\tvoid)", ' f();', ' $x;', ' or ', ';',
    '//', '#', "\n", "\r\n", '<?php ', '?>', '<?= ', "<<<EOT\n", "\nEOT;\n", "<<<'N'\n", "\nN;\n", 'foreach (', 'list(',
    '__halt_compiler();', '$k', '$v', ' as $k => void)', ' as void)', '[&void,', '{$', '}', '${', '`', '\\', "\0", "\xff", ' ', "\t",
    'function f(', 'function (', 'fn(', 'fn&(', ' use (', '...', 'int ', '?', '|', '#[A] ', 'private ', '= 1', '$__discard'];
mt_srand($seed);
$inputs = $rewritten = $findings = 0;
@mkdir(dirname($findingsPrefix . 'x'), 0777, true);

// Up to the first __halt_compiler: token_get_all() stops lexing there, the parser only where it
// is a statement (it may also be a method name), and the pre-pass follows the parser.
function lines_and_tokens(string $code): array
{
    $out = [];
    foreach (@token_get_all($code) as $t) {
        if (is_array($t) && $t[0] === T_HALT_COMPILER) {
            break;
        }
        $out[] = is_array($t) ? [$t[0], $t[1], $t[2]] : [$t, $t, null];
    }
    return $out;
}

// The text after a __halt_compiler statement is never touched.
function after_halt(string $code): ?string
{
    $prev = null;
    $offset = 0;
    foreach (@token_get_all($code) as $t) {
        $text = is_array($t) ? $t[1] : $t;
        if (is_array($t) && $t[0] === T_HALT_COMPILER) {
            return in_array($prev, [null, ';', '{', '}', T_OPEN_TAG], true) ? substr($code, $offset) : null;
        }
        if (!is_array($t) || !in_array($t[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) {
            $prev = is_array($t) ? $t[0] : $t;
        }
        $offset += strlen($text);
    }
    return null;
}

/* The variable the pre-pass writes discarded parameters as: `$` and the first of `__discard`,
 * `__discard_2`, … that occurs nowhere in the input. */
function param_variable(string $in): string
{
    $name = '__discard';
    for ($n = 2; str_contains($in, $name); $n++) {
        $name = '__discard_' . $n;
    }
    return '$' . $name;
}

function next_significant_text(array $tokens, int $i): ?string
{
    for ($i++; isset($tokens[$i]); $i++) {
        if (!in_array($tokens[$i][0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) {
            return $tokens[$i][1];
        }
    }
    return null;
}

function previous_significant(array $tokens, int $i): int|string|null
{
    while (--$i >= 0) {
        if (!in_array($tokens[$i][0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) {
            return $tokens[$i][0];
        }
    }
    return null;
}

function check(string $in): ?string
{
    $out = VoidDiscard\prepass($in);
    if ($out === $in) {
        return null;
    }
    $tail = after_halt($in);
    if ($tail !== null && !str_ends_with($out, $tail)) {
        return 'text after __halt_compiler changed';
    }
    if (VoidDiscard\prepass($out) !== $out) {
        return 'not idempotent';
    }
    $a = lines_and_tokens($in);
    $b = lines_and_tokens($out);
    $blank = fn($t) => $t !== null && $t[0] === T_WHITESPACE && strspn($t[1], " \t") === strlen($t[1]);
    for ($i = 0, $j = 0; $i < count($a); $i++) {
        $t = $a[$i];
        if (!isset($b[$j])) {
            return "output ends early at input token $i";
        }
        if ($t == $b[$j]) {
            $j++;
            continue;
        }
        if ($t[0] === T_STRING && strcasecmp($t[1], 'void') === 0
                && $b[$j][0] === T_STRING && $b[$j][1] === '__discard' && $b[$j][2] === $t[2]
                && ($b[$j + 1][1] ?? null) === '(' && ($b[$j + 2][1] ?? null) === ')') {
            $j += 3;
            continue;
        }
        // an ampersand before a discarded parameter (`&void`, a compile error) lexes as one followed
        // by a variable once the word is one
        if ($t[0] === T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG && $b[$j][0] === T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG
                && $b[$j][2] === $t[2] && next_significant_text($b, $j) === param_variable($in)) {
            $j++;
            continue;
        }
        // a discarded parameter: one variable, the first `$__discard…` name the input does not hold
        if ($t[0] === T_STRING && strcasecmp($t[1], 'void') === 0 && $b[$j][0] === T_VARIABLE
                && $b[$j][1] === param_variable($in) && $b[$j][2] === $t[2]) {
            $j++;
            continue;
        }
        // PHP 8.5+: `list(void)` is `list` and a cast token, whose word became `__discard`; after a
        // function header, the parameter's variable
        if (defined('T_VOID_CAST') && $t[0] === T_VOID_CAST) {
            $want = preg_replace('/void/i', previous_significant($a, $i) === T_LIST ? '__discard' : param_variable($in), $t[1], 1);
            for ($text = '', $n = 0; strlen($text) < strlen($want) && isset($b[$j + $n]); $n++) {
                $text .= $b[$j + $n][1];
            }
            if ($text === $want && ($b[$j + $n - 1][0] ?? null) === ')') {
                $j += $n;
                continue;
            }
        }
        // `(void)`, only spaces and tabs inside, became `__discard_cast() or ` on its line
        $k = $i + 1;
        $k += $blank($a[$k] ?? null) ? 1 : 0;
        $void = ($a[$k][0] ?? null) === T_STRING && strcasecmp($a[$k][1], 'void') === 0;
        $k++;
        $k += $blank($a[$k] ?? null) ? 1 : 0;
        if ($t[1] === '(' && $void && ($a[$k][1] ?? null) === ')'
                && array_column(array_slice($b, $j, 5), 1) === ['__discard_cast', '(', ')', ' ', 'or']
                && ($b[$j][2] ?? null) !== null) {
            $j += 5;
            // the pre-pass's trailing space, alone or merged into the whitespace that followed
            if (($b[$j][0] ?? null) !== T_WHITESPACE || $b[$j][1][0] !== ' ') {
                return "no space after the cast sentinel at input token $i";
            }
            $b[$j][1] = substr($b[$j][1], 1);
            if ($b[$j][1] === '') {
                $j++;
            }
            $i = $k;
            continue;
        }
        return "token $i differs: " . json_encode([$t, $b[$j]], JSON_INVALID_UTF8_SUBSTITUTE);
    }
    return $j === count($b) ? null : 'output has extra tokens';
}

// lower(): lines never move, and code without `void` or a sentinel comes back byte for byte;
// anything it cannot lower is a ParseError or a CompileError. (A removed keyed entry takes its
// key with it, which may stand on earlier lines.)
function check_lower(string $in): ?string
{
    try {
        $out = VoidDiscard\lower($in);
    } catch (ParseError | CompileError) {
        return null;
    }
    if (substr_count($out, "\n") !== substr_count($in, "\n") || substr_count($out, "\r") !== substr_count($in, "\r")) {
        return 'lower() moved lines';
    }
    if ($out !== $in && stripos($in, 'void') === false && stripos($in, '__discard') === false) {
        return 'lower() changed code without void';
    }
    return null;
}

// $file: the seed's file, for a seed as it is; null for a mutation, which is saved if it fails.
function examine(string $x, ?string $file = null): void
{
    global $inputs, $rewritten, $findings, $findingsPrefix;
    $inputs++;
    if (VoidDiscard\prepass($x) !== $x) {
        $rewritten++;
    }
    $problem = check($x) ?? check_lower($x);
    if ($problem !== null) {
        $findings++;
        if ($file === null) {
            $file = "$findingsPrefix$findings.php";
            file_put_contents($file, $x);
        }
        fwrite(STDERR, "finding $findings in $file: $problem\n");
    }
}

// Every seed as it is first (fuzz/corpus/ keeps the inputs of past findings), then mutations.
foreach ($seeds as $file => $x) {
    examine($x, $file);
}
$seeds = array_values($seeds);
for ($run = 0; $run < $runs && $seeds; $run++) {
    $x = $seeds[mt_rand(0, count($seeds) - 1)];
    for ($edits = mt_rand(1, 8); $edits > 0; $edits--) {
        $at = mt_rand(0, strlen($x));
        switch (mt_rand(0, 3)) {
            case 0:
            case 1:
                $x = substr($x, 0, $at) . $pieces[mt_rand(0, count($pieces) - 1)] . substr($x, $at);
                break;
            case 2:
                $x = substr($x, 0, $at) . substr($x, $at + mt_rand(1, 12));
                break;
            case 3:
                $from = mt_rand(0, strlen($x));
                $x = substr($x, 0, $at) . substr($x, $from, mt_rand(1, 40)) . substr($x, $at);
                break;
        }
    }
    examine($x);
}
echo count($seeds), " seeds, then $run mutations from seed $seed: $rewritten of the $inputs rewritten, ", $findings ? "$findings findings" : "no finding", "\n";
exit($findings ? 1 : 0);

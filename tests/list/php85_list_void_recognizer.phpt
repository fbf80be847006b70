--TEST--
The list(void) recognizer (PHP 8.5+, where `(void)` is a cast token): over generated spellings, the pre-pass turns exactly the word inside `list(…)` into `__discard` and nothing else, and the code runs
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (PHP_VERSION_ID < 80500) die("skip before PHP 8.5 `list(void)` is `list` and a name: tests/list/list_void_spacing.phpt"); ?>
--FILE--
<?php
mt_srand(20261205);
$blank = fn () => [' ', "\t", '', '  ', " \t"][mt_rand(0, 4)];
$word = fn () => implode('', array_map(fn ($c) => mt_rand(0, 1) ? strtoupper($c) : $c, str_split('void')));
$bad = 0;
for ($i = 0; $i < 500; $i++) {
    $b1 = $blank(); $b2 = $blank(); $w = $word();
    $before = mt_rand(0, 1) ? '$x = 1; ' : '';
    // a `(void)` that is not after `list` is PHP's own cast: the pre-pass leaves it alone
    $cast = mt_rand(0, 1) ? "(void) \$x; " : '';
    // `list(void)` alone is `list` and a cast token; `list(void, $a)` is a name, for the AST pass
    $alone = mt_rand(0, 1);
    $list = $alone ? "list({$b1}%s{$b2})" : "list(\$z), list({$b1}%s{$b2}, \$a)";
    $code = "<?php {$before}{$cast}list(" . sprintf($list, $w) . ") = [[1], [1, 2]]; echo 'ran';";
    $want = $alone ? "<?php {$before}{$cast}list(" . sprintf($list, "__discard") . ") = [[1], [1, 2]]; echo 'ran';" : $code;
    $got = VoidDiscard\prepass($code);
    if ($got !== $want) {
        $bad++;
        echo "differs: ", var_export($code, true), " gave ", var_export($got, true), "\n";
    }
    ob_start();
    eval(substr($code, 6));
    if (ob_get_clean() !== 'ran') {
        $bad++;
        echo "runs wrong: ", var_export($code, true), "\n";
    }
}
// nested and keyed, where the word is found after `list` only
var_dump(VoidDiscard\prepass('<?php list(list( void ), $k => list(VOID)) = $v; f((void) $a);'));
echo "$bad differences\n";
?>
--EXPECT--
string(72) "<?php list(list( __discard ), $k => list(__discard)) = $v; f((void) $a);"
0 differences

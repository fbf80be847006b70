--TEST--
VoidDiscard\tokens() gives PHP's tokenizer's tokens; VoidDiscard\analyze() compiles without running or declaring anything, and reports PHP's errors
--EXTENSIONS--
void_discard
tokenizer
--INI--
short_open_tag=0
--FILE--
<?php
function probe_here() { return 'the test\'s own function'; }
class Probe {}

echo "== tokens(): the significant tokens of token_get_all(), with the same offsets\n";
$files = array_merge(glob(__DIR__ . '/programs/*.php'), [__FILE__, __DIR__ . '/../../tools/src/Migrate/Judge.php']);
$same = 0;
foreach ($files as $file) {
    $code = file_get_contents($file);
    $expected = [];
    $offset = 0;
    foreach (token_get_all($code) as $t) {
        [$id, $text] = is_array($t) ? [$t[0], $t[1]] : [ord($t), $t];
        if (!in_array($id, [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) {
            $expected[] = [$id, $offset, strlen($text)];
        }
        $offset += strlen($text);
    }
    $got = VoidDiscard\tokens($code);
    $same += $expected === array_map(null, $got['id'], $got['offset'], $got['length']);
}
echo "$same of ", count($files), " files\n";
$short = '<?php echo 1; ?> <? echo 2; ?>';
echo count(VoidDiscard\tokens($short)['id']), ' ', count(VoidDiscard\tokens($short, true)['id']), ' ',
    count(VoidDiscard\tokens($short, false)['id']), "\n";

echo "== analyze(): nothing runs, nothing stays declared, names may collide\n";
$code = <<<'PHP'
<?php
echo "ran\n";
function probe_here() { foreach ([1] as $p_a) {} }
class Probe { function m($rows) { foreach ($rows as $k => $p_b) { echo $k; } } }
$f = fn() => [$p_c] = [1];
__halt_compiler(); data
PHP;
$report = VoidDiscard\analyze($code, '/some/where/f.php', 'p_');
echo json_encode(array_map(fn($uses) => array_column($uses, 'op'), $report['probes'])), "\n";
echo json_encode(array_column($report['scopes'], 'function')), "\n";
var_dump(probe_here(), (new ReflectionClass('Probe'))->getMethods(), function_exists('m'),
    defined('__COMPILER_HALT_OFFSET__'), count(get_declared_classes()) === count(array_unique(get_declared_classes())));
// the same file twice: its __halt_compiler() constant went with the first
VoidDiscard\analyze($code, '/some/where/f.php', 'p_');

echo "== what the compiler resolves\n";
$code = <<<'PHP'
<?php
namespace App;
use function compact as grab;
function a() { foreach ([1] as $p_1) {} return grab('x'); }
function b() { foreach ([1] as $p_2) {} return namespace\compact('x'); }
function c() { foreach ([1] as $p_3) {} return get_defined_vars(); }
function d() { foreach ([1] as $p_4) {} $n = 'x'; return $$n; }
function e() { foreach ([1] as $p_5) {} eval(''); }
function f() { foreach ([1] as $p_6) {} }
PHP;
foreach (VoidDiscard\analyze($code, 'ns.php', 'p_')['scopes'] as $scope) {
    echo $scope['function'], ': ', $scope['indirect'] ?? 'no indirect access', "\n";
}

echo "== PHP's errors, as include reports them\n";
foreach (["<?php\nfunction f() {\n  foreach (\$a as \$p_x) {}\n  if (\n", "<?php\nfunction strlen() {}\n",
        "<?php\nfunction f() {\n  foreach (\$a as &void) {}\n}\n"] as $bad) {
    try {
        VoidDiscard\analyze($bad, 'bad.php', 'p_');
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo probe_here(), "\n";
// a fatal compile error caught leaves the exit status alone
register_shutdown_function(fn() => print("done\n"));
?>
--EXPECTF--
== tokens(): the significant tokens of token_get_all(), with the same offsets
69 of 69 files
6 11 6
== analyze(): nothing runs, nothing stays declared, names may collide
{"p_c":["BIND_LEXICAL","BIND_STATIC","ASSIGN"],"p_a":["FE_FETCH_R"],"p_b":["FE_FETCH_R"]}
[null,"{closure%S}","probe_here","m"]
string(23) "the test's own function"
array(0) {
}
bool(false)
bool(false)
bool(true)
== what the compiler resolves
App\a: compact()
App\b: no indirect access
App\c: get_defined_vars()
App\d: a variable variable
App\e: eval()
App\f: no indirect access
== PHP's errors, as include reports them
ParseError: %s
CompileError: Cannot redeclare %Sstrlen(), on line 2
CompileError: Cannot take void by reference: a discarded value is never fetched, on line 3
the test's own function
done

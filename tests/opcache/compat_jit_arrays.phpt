--TEST--
compat mode under the JIT (tracing and function) and without it, at optimization levels 0, default and all: arrays are iterated themselves (no keys() call once opcache knows the type), their values freed at once, Iterator::current() never called, results as in every other mode
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
if (!preg_match('/extension=(\S*void_discard\.so)/', (string) getenv('TEST_PHP_EXTRA_ARGS'))) die('skip needs run-tests.php with -d extension=…/void_discard.so');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip opcache.so not in extension_dir');
// every check is in the ten processes below, whose settings are fixed ($base, $runs: -n, the
// extension, opcache, the JIT), whatever the run's configuration: scripts/test.sh's other
// configurations would start the same ten again. It runs in auto/off and under valgrind.
$mode = getenv('VD_TEST_MODE');
if ($mode !== false && (!in_array($mode, ['off', 'valgrind'], true) || getenv('VD_EXPECT_MODE') === 'compat')) {
    die('skip its processes do not depend on the run\'s configuration: runs in auto/off');
}
?>
--FILE--
<?php
preg_match('/extension=(\S*void_discard\.so)/', getenv('TEST_PHP_EXTRA_ARGS'), $m);
$so = $m[1];
$dir = sys_get_temp_dir() . '/vd_compat_jit_' . getmypid();
@mkdir($dir);
$script = "$dir/script.php";
file_put_contents($script, <<<'PHP'
<?php
class It implements Iterator {
    private $i = 0;
    function rewind(): void { $this->i = 0; }
    function valid(): bool { return $this->i < 3; }
    function current(): mixed { echo "current() called\n"; return $this->i; }
    function key(): mixed { return "i$this->i"; }
    function next(): void { $this->i++; }
}
class D {
    function __construct(public string $name) {}
    function __destruct() { echo "destruct {$this->name}\n"; }
}
class Holder {
    public array $rows = ['r1' => 1, 'r2' => 2];
    function keys(): string { $s = ''; foreach ($this->rows as $k => void) { $s .= $k; } return $s; }
}
function packed(array $a): int { $s = 0; foreach ($a as $k => void) { $s += $k; } return $s; }
function hashed(array $a): string { $s = ''; foreach ($a as $k => void) { $s .= $k; } return $s; }
function untyped($a): string { $s = ''; foreach ($a as $k => void) { $s .= $k; } return $s; }
function count_only(iterable $a): int { $n = 0; foreach ($a as void) { $n++; } return $n; }
function last_key(array $a) { foreach ($a as $k => void) {} return $k; }
function nested(array $rows): int { $n = 0; foreach ($rows as $i => void) { foreach ($rows as $j => void) { $n += $i * $j; } } return $n; }
function unread(array $a): int { $n = 0; try { foreach ($a as $k => void) { $n++; } } finally { $n *= 2; } return $n; }
function vars(array $a): string { foreach ($a as $k => void) { $in = 1; } return implode(',', array_keys(get_defined_vars())); }

$holes = [0, 1, 2, 3, 4];
unset($holes[1], $holes[3]);
$hash = ['a' => 1, 'b' => [2], 'c' => new stdClass, 7 => 'x'];
$plain = new stdClass;
$plain->p = 1;
$plain->q = 2;
// every counter is 1: the tracing JIT has compiled every trace these rounds reach by round 10
// (opcache.jit_debug=0x3000 lists the same 149 starts and stops for 10, 30 and 300 rounds); the
// rounds after that run the same traces again, which under valgrind cost seconds each
for ($round = 0; $round < 30; $round++) {
    $r = [packed(range(0, 9)), packed($holes), hashed($hash), untyped($hash), untyped(new It), untyped($plain),
        untyped(new ArrayIterator(['x' => 1])), count_only([1, 2]), count_only(new It),
        count_only((function () { yield 1; yield 2; })()), last_key($hash), nested([1, 2, 3]), vars([1]),
        (new Holder)->keys(), unread($hash)];
}
echo json_encode($r), "\n";

// the loop holds no value: a property the body drops is destroyed at once
function released(object $o) {
    foreach ($o as $k => void) {
        unset($o->$k);
        echo "after unset $k\n";
    }
}
$o = new stdClass;
$o->one = new D('one');
$o->two = new D('two');
released($o);

$status = opcache_get_status(false);
echo VoidDiscard\MODE, ' jit ', ini_get('opcache.jit_buffer_size') ? ($status['jit']['on'] ? 'on' : 'OFF') : 'not configured', "\n";
PHP);
touch($script, time() - 60);
$php = escapeshellarg(PHP_BINARY);
$base = "-n -d extension=$so -d zend_extension=opcache.so -d opcache.enable_cli=1 -d opcache.protect_memory=1"
    . ' -d opcache.jit_hot_loop=1 -d opcache.jit_hot_func=1 -d opcache.jit_hot_return=1 -d opcache.jit_hot_side_exit=1';
$runs = [
    'tracing' => '-d opcache.jit=tracing -d opcache.jit_buffer_size=32M',
    'function' => '-d opcache.jit=function -d opcache.jit_buffer_size=32M',
    'no JIT' => '-d opcache.jit_buffer_size=0 -d void_discard.mode=compat',
];
$levels = ['0', '0x7FFEBFFF', '0xFFFFFFFF'];
$outputs = [];
foreach ($runs as $name => $flags) {
    foreach ($levels as $level) {
        $out = shell_exec("$php $base $flags -d opcache.optimization_level=$level " . escapeshellarg($script) . ' 2>&1');
        $outputs[preg_replace('/ jit .*/', ' jit …', (string) $out)][] = "$name/$level";
        echo "$name/$level: ", substr_count((string) $out, "\n"), " lines, last: ", trim(strrchr(rtrim((string) $out), "\n")), "\n";
    }
}
echo count($outputs), " distinct output(s)\n";
echo array_key_first($outputs);

// what opcache's optimizer makes of a loop over a parameter declared array: no call to keys(),
// the value fetched into a temporary that is freed at once (FE_FETCH_R, then FREE of its op2).
// The script is compiled, not run: the optimizer's dump is written at compile time, and a run
// would repeat the tracing run above (under valgrind, a fifth of this test's time)
$dump = shell_exec("$php $base -d opcache.jit=tracing -d opcache.jit_buffer_size=32M -d opcache.opt_debug_level=0x20000 "
    . '-r ' . escapeshellarg('opcache_compile_file($argv[1]);') . ' ' . escapeshellarg($script) . ' 2>&1 >/dev/null');
preg_match('/^packed:\n.*?\n\n/ms', (string) $dump, $fn);
$code = $fn[0] ?? '';
echo str_contains($code, 'voiddiscard\\keys') ? "packed(): keys() called\n" : "packed(): no keys() call\n";
echo preg_match('/FE_FETCH_R (\S+) (\S+) \S+\n(?:\d+ ASSIGN \S+ \S+\n)?\d+ FREE \2\n/', $code) ? "packed(): value freed at once\n" : "packed(): value not freed at once:\n$code";
exec('rm -rf ' . escapeshellarg($dir));
--EXPECT--
tracing/0: 6 lines, last: compat jit on
tracing/0x7FFEBFFF: 6 lines, last: compat jit on
tracing/0xFFFFFFFF: 6 lines, last: compat jit on
function/0: 6 lines, last: compat jit on
function/0x7FFEBFFF: 6 lines, last: compat jit on
function/0xFFFFFFFF: 6 lines, last: compat jit on
no JIT/0: 6 lines, last: compat jit not configured
no JIT/0x7FFEBFFF: 6 lines, last: compat jit not configured
no JIT/0xFFFFFFFF: 6 lines, last: compat jit not configured
1 distinct output(s)
[45,6,"abc7","abc7","i0i1i2","pq","x",2,3,2,7,9,"a,k,in","r1r2",8]
destruct one
after unset one
destruct two
after unset two
compat jit …
packed(): no keys() call
packed(): value freed at once

--TEST--
void-discard-migrate: a parameter never read, before one that is or in a method, becomes void; by default only in a closure passed straight to PHP's own positional callers
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
$code = <<<'PHP'
<?php
function callbacks(array $rows, array $other) {
    usort($rows, fn($a, $b) => $b <=> 0);                                  // safe
    \uasort($rows, function ($x, $y) { return $y; });                      // safe: \uasort
    array_walk($rows, static function ($value, $key) { echo $key; });      // safe
    array_filter(array: $rows, callback: fn($v, $k) => $k, mode: 2);       // safe: named, in its place
    array_udiff($rows, $other, fn($l, $r) => $r);                          // safe: the last argument
    array_map(fn(mixed $v, $k) => $k, $rows, $other);                      // safe: mixed fails no call
    array_map(fn(int $v, $k) => $k, $rows, $other);                        // risky: a TypeError names it
    array_map(fn($v = 1, $k) => $k, $rows, $other);                        // kept: a default
    array_map(fn($k = 1, $v, $j = 2) => $j, $rows, $other, $other);        // risky: the deprecation names it
    $kept = fn($v, $k) => $k;                                              // risky: kept in a variable
    call_user_func(fn($v, $k) => $k, 1, 2);                                // risky: passes names on
    array_walk($rows, fn($value, $key) => print($value));                  // kept: trailing
    array_walk($rows, fn(&$value, $key) => print($key));                   // kept: by reference
    array_walk($rows, function ($value, $key) { return func_get_args(); }); // kept: by position
    array_walk($rows, function ($value, $key) { return compact('key'); }); // kept: by name
    array_walk($rows, function ($value, $key) { return fn() => $value . $key; }); // kept: captured
    array_walk($rows, function ($value, $key) { $value = $key; return $value; }); // kept: reassigned
    return $kept;
}
function named($unused, $used) { return $used; }                           // risky: a function
function trailing($used, $unused) { return $used; }                        // kept: trailing, a function
function variadic($unused, ...$rest) { return $rest; }                     // risky: before a read variadic
function byReference(&$unused, $used) { return $used; }                    // kept: by reference
interface Handler { public function handle($event, $context); }           // kept: no body
abstract class Base {
    abstract public function run($input);                                  // kept: no body
    public function __construct(protected $unusedPromoted, $unused) {}     // risky: a method (promoted kept)
    public function handle($event, $context) { return 1; }                 // risky: both, a method
    public static function make($kind, $options) { return $options; }     // risky: a method
    public function all($a, $b) { return get_defined_vars(); }             // kept: by name
    public function trace($a, $b) { debug_print_backtrace(); return $b; }  // kept: the backtrace
}
function sameName($v, array $rows) { foreach ($rows as $v) {} return $rows; } // kept: the loop's $v
function already(void, $b, $c) { return $c; }                              // $b: before a read $c
PHP;
echo "== default\n";
vd_show($code);
echo "== --risky\n";
vd_show($code, '--risky');
echo "== --sentinel --risky, the file without its void: parameters have no sentinel spelling\n";
vd_show(str_replace('function already(void, $b, $c) { return $c; }', '', $code), '--sentinel --risky');
echo "== --sentinel --risky, the file as it is: it uses void, and keeps its spelling\n";
vd_show($code, '--sentinel --risky');
echo "== the listing\n";
$file = vd_tmpdir() . '/p.php';
file_put_contents($file, $code);
vd_migrate(escapeshellarg($file), $status, $err);
echo str_replace($file, 'FILE', $err);
echo "== --stats\n";
echo str_replace($file, 'FILE', vd_migrate('--stats ' . escapeshellarg($file)));
echo "== a second run changes nothing\n";
vd_migrate('--write --risky ' . escapeshellarg($file));
echo vd_migrate('--write --risky ' . escapeshellarg($file));
?>
--EXPECT--
== default
3: usort($rows, fn($a, $b) => $b <=> 0);                                  // safe  =>  usort($rows, fn(void, $b) => $b <=> 0);                                  // safe
4: \uasort($rows, function ($x, $y) { return $y; });                      // safe: \uasort  =>  \uasort($rows, function (void, $y) { return $y; });                      // safe: \uasort
5: array_walk($rows, static function ($value, $key) { echo $key; });      // safe  =>  array_walk($rows, static function (void, $key) { echo $key; });      // safe
6: array_filter(array: $rows, callback: fn($v, $k) => $k, mode: 2);       // safe: named, in its place  =>  array_filter(array: $rows, callback: fn(void, $k) => $k, mode: 2);       // safe: named, in its place
7: array_udiff($rows, $other, fn($l, $r) => $r);                          // safe: the last argument  =>  array_udiff($rows, $other, fn(void, $r) => $r);                          // safe: the last argument
8: array_map(fn(mixed $v, $k) => $k, $rows, $other);                      // safe: mixed fails no call  =>  array_map(fn(mixed void, $k) => $k, $rows, $other);                      // safe: mixed fails no call
== --risky
3: usort($rows, fn($a, $b) => $b <=> 0);                                  // safe  =>  usort($rows, fn(void, $b) => $b <=> 0);                                  // safe
4: \uasort($rows, function ($x, $y) { return $y; });                      // safe: \uasort  =>  \uasort($rows, function (void, $y) { return $y; });                      // safe: \uasort
5: array_walk($rows, static function ($value, $key) { echo $key; });      // safe  =>  array_walk($rows, static function (void, $key) { echo $key; });      // safe
6: array_filter(array: $rows, callback: fn($v, $k) => $k, mode: 2);       // safe: named, in its place  =>  array_filter(array: $rows, callback: fn(void, $k) => $k, mode: 2);       // safe: named, in its place
7: array_udiff($rows, $other, fn($l, $r) => $r);                          // safe: the last argument  =>  array_udiff($rows, $other, fn(void, $r) => $r);                          // safe: the last argument
8: array_map(fn(mixed $v, $k) => $k, $rows, $other);                      // safe: mixed fails no call  =>  array_map(fn(mixed void, $k) => $k, $rows, $other);                      // safe: mixed fails no call
9: array_map(fn(int $v, $k) => $k, $rows, $other);                        // risky: a TypeError names it  =>  array_map(fn(int void, $k) => $k, $rows, $other);                        // risky: a TypeError names it
11: array_map(fn($k = 1, $v, $j = 2) => $j, $rows, $other, $other);        // risky: the deprecation names it  =>  array_map(fn($k = 1, void, $j = 2) => $j, $rows, $other, $other);        // risky: the deprecation names it
12: $kept = fn($v, $k) => $k;                                              // risky: kept in a variable  =>  $kept = fn(void, $k) => $k;                                              // risky: kept in a variable
13: call_user_func(fn($v, $k) => $k, 1, 2);                                // risky: passes names on  =>  call_user_func(fn(void, $k) => $k, 1, 2);                                // risky: passes names on
22: function named($unused, $used) { return $used; }                           // risky: a function  =>  function named(void, $used) { return $used; }                           // risky: a function
24: function variadic($unused, ...$rest) { return $rest; }                     // risky: before a read variadic  =>  function variadic(void, ...$rest) { return $rest; }                     // risky: before a read variadic
29: public function __construct(protected $unusedPromoted, $unused) {}     // risky: a method (promoted kept)  =>  public function __construct(protected $unusedPromoted, void) {}     // risky: a method (promoted kept)
30: public function handle($event, $context) { return 1; }                 // risky: both, a method  =>  public function handle(void, void) { return 1; }                 // risky: both, a method
31: public static function make($kind, $options) { return $options; }     // risky: a method  =>  public static function make(void, $options) { return $options; }     // risky: a method
36: function already(void, $b, $c) { return $c; }                              // $b: before a read $c  =>  function already(void, void, $c) { return $c; }                              // $b: before a read $c
== --sentinel --risky, the file without its void: parameters have no sentinel spelling
unchanged
== --sentinel --risky, the file as it is: it uses void, and keeps its spelling
3: usort($rows, fn($a, $b) => $b <=> 0);                                  // safe  =>  usort($rows, fn(void, $b) => $b <=> 0);                                  // safe
4: \uasort($rows, function ($x, $y) { return $y; });                      // safe: \uasort  =>  \uasort($rows, function (void, $y) { return $y; });                      // safe: \uasort
5: array_walk($rows, static function ($value, $key) { echo $key; });      // safe  =>  array_walk($rows, static function (void, $key) { echo $key; });      // safe
6: array_filter(array: $rows, callback: fn($v, $k) => $k, mode: 2);       // safe: named, in its place  =>  array_filter(array: $rows, callback: fn(void, $k) => $k, mode: 2);       // safe: named, in its place
7: array_udiff($rows, $other, fn($l, $r) => $r);                          // safe: the last argument  =>  array_udiff($rows, $other, fn(void, $r) => $r);                          // safe: the last argument
8: array_map(fn(mixed $v, $k) => $k, $rows, $other);                      // safe: mixed fails no call  =>  array_map(fn(mixed void, $k) => $k, $rows, $other);                      // safe: mixed fails no call
9: array_map(fn(int $v, $k) => $k, $rows, $other);                        // risky: a TypeError names it  =>  array_map(fn(int void, $k) => $k, $rows, $other);                        // risky: a TypeError names it
11: array_map(fn($k = 1, $v, $j = 2) => $j, $rows, $other, $other);        // risky: the deprecation names it  =>  array_map(fn($k = 1, void, $j = 2) => $j, $rows, $other, $other);        // risky: the deprecation names it
12: $kept = fn($v, $k) => $k;                                              // risky: kept in a variable  =>  $kept = fn(void, $k) => $k;                                              // risky: kept in a variable
13: call_user_func(fn($v, $k) => $k, 1, 2);                                // risky: passes names on  =>  call_user_func(fn(void, $k) => $k, 1, 2);                                // risky: passes names on
22: function named($unused, $used) { return $used; }                           // risky: a function  =>  function named(void, $used) { return $used; }                           // risky: a function
24: function variadic($unused, ...$rest) { return $rest; }                     // risky: before a read variadic  =>  function variadic(void, ...$rest) { return $rest; }                     // risky: before a read variadic
29: public function __construct(protected $unusedPromoted, $unused) {}     // risky: a method (promoted kept)  =>  public function __construct(protected $unusedPromoted, void) {}     // risky: a method (promoted kept)
30: public function handle($event, $context) { return 1; }                 // risky: both, a method  =>  public function handle(void, void) { return 1; }                 // risky: both, a method
31: public static function make($kind, $options) { return $options; }     // risky: a method  =>  public static function make(void, $options) { return $options; }     // risky: a method
36: function already(void, $b, $c) { return $c; }                              // $b: before a read $c  =>  function already(void, void, $c) { return $c; }                              // $b: before a read $c
== the listing
FILE:9: risky, not written (--risky writes it): parameter $v => void: its type (int) is checked: a TypeError would name $void instead of $v
FILE:11: risky, not written (--risky writes it): parameter $v => void: a parameter before it has a default: PHP's deprecation notice ("Optional parameter … declared before required parameter $v …") names it
FILE:12: risky, not written (--risky writes it): parameter $v => void: a closure not passed straight to one of PHP's own functions that call it by position: whoever gets it may pass $v by name, an Error once it is discarded; and Reflection reads its name
FILE:13: risky, not written (--risky writes it): parameter $v => void: a closure not passed straight to one of PHP's own functions that call it by position: whoever gets it may pass $v by name, an Error once it is discarded; and Reflection reads its name
FILE:22: risky, not written (--risky writes it): parameter $unused => void: a function: a call may pass $unused by name (f(unused: …)), an Error once it is discarded; and Reflection reads its name
FILE:24: risky, not written (--risky writes it): parameter $unused => void: a function: a call may pass $unused by name (f(unused: …)), an Error once it is discarded; and Reflection reads its name
FILE:29: risky, not written (--risky writes it): parameter $unused => void: a method: a call may pass $unused by name (->m(unused: …)), through an interface or a parent too, an Error once it is discarded; and Reflection reads its name
FILE:30: risky, not written (--risky writes it): parameter $event => void: a method: a call may pass $event by name (->m(event: …)), through an interface or a parent too, an Error once it is discarded; and Reflection reads its name
FILE:30: risky, not written (--risky writes it): parameter $context => void: a method: a call may pass $context by name (->m(context: …)), through an interface or a parent too, an Error once it is discarded; and Reflection reads its name
FILE:31: risky, not written (--risky writes it): parameter $kind => void: a method: a call may pass $kind by name (->m(kind: …)), through an interface or a parent too, an Error once it is discarded; and Reflection reads its name
FILE:36: risky, not written (--risky writes it): parameter $b => void: a function: a call may pass $b by name (f(b: …)), an Error once it is discarded; and Reflection reads its name
would change: 1 file, 0 loops, 0 destructurings, 6 parameters (11 risky spots not written: --risky writes them)
== --stats
                                                   total  default  --risky
PHP files                                              1
lines                                                 36
foreach loops                                          1
  value never read (=> void)                           0        0        0
  value named as a throwaway ($_, $unused, ...)        0
    of them never read                                 0        0        0
  foreach (array_keys(E) as $k) (--array-keys)         0        0        0
destructurings with holes ([, $b], list(, $b))         0
  holes                                                0
destructuring slots never read (=> void)               0        0        0
  in destructurings                                    0        0        0
parameters (of functions with a body)                 60
  never read (could be void)                          19
    closure or arrow fn, before a read one            10        6        4
    closure or arrow fn, trailing                      1
    function, before a read one                        3        0        3
    function, trailing                                 1
    method, before a read one                          1        0        1
    method, trailing                                   3        0        3
  rewritten (=> void)                                 17        6       11
files the rewrite changes (without --array-keys)       1        1        0
files without PHP code                                 0
files not handled (errors)                             0
risky, by reason (a spot may have several):
  parameter               9  a call may pass it by name (an Error once discarded), and Reflection reads its name
  parameter               1  its type is checked: a TypeError would name $void instead
  parameter               1  a parameter with a default before it: PHP's deprecation notice names it
== a second run changes nothing
0 files, 0 loops, 0 destructurings

--TEST--
A key variable is left as stock leaves it wherever code can read it: after the loop, through compact(), get_defined_vars(), $$name, eval(), include, a closure, a reference, or from the global scope
--EXTENSIONS--
void_discard
--FILE--
<?php
$a = ['x' => 1, 'y' => 2];
function after_loop(array $a) { foreach ($a as $k => void) {} return $k; }
function via_compact(array $a) { foreach ($a as $k => void) {} return compact('k'); }
function via_defined_vars(array $a) { foreach ($a as $k => void) {} return get_defined_vars()['k']; }
function via_variable_variable(array $a) { $name = 'k'; foreach ($a as $k => void) {} return $$name; }
function via_eval(array $a) { foreach ($a as $k => void) {} return eval('return $k;'); }
function via_include(array $a, string $file) { foreach ($a as $k => void) {} return include $file; }
function via_closure(array $a) { $f = function () use (&$k) { return $k; }; foreach ($a as $k => void) {} return $f(); }
function via_arrow_fn(array $a) { foreach ($a as $k => void) { $f = fn() => $k; } return $f(); }
function via_reference(array $a) { $r = &$k; foreach ($a as $k => void) {} return $r; }
function via_static(array $a) { static $k; foreach ($a as $k => void) {} return $k; }
function unread(array $a) { $n = 0; foreach ($a as $k => void) { $n++; } return $n; }
function unread_no_key(array $a) { $n = 0; foreach ($a as void) { $n++; } return $n; }

$file = sys_get_temp_dir() . '/vd_unread_key_' . getmypid() . '.php';
file_put_contents($file, '<?php return $k;');
var_dump(after_loop($a), via_compact($a), via_defined_vars($a), via_variable_variable($a), via_eval($a),
    via_include($a, $file), via_closure($a), via_arrow_fn($a), via_reference($a), via_static($a), unread($a), unread_no_key($a));
unlink($file);
foreach ($a as $gk => void) {}
function reads_global() { global $gk; return $gk; }
var_dump($gk, reads_global(), $GLOBALS['gk']);
--EXPECT--
string(1) "y"
array(1) {
  ["k"]=>
  string(1) "y"
}
string(1) "y"
string(1) "y"
string(1) "y"
string(1) "y"
string(1) "y"
string(1) "y"
string(1) "y"
string(1) "y"
int(2)
int(2)
string(1) "y"
string(1) "y"
string(1) "y"

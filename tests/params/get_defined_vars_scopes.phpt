--TEST--
get_defined_vars() leaves a discarded parameter out wherever it lists that function's variables: in the function, a method, a static method, a trait's method, an inherited one, a generator, a closure (bound, or made from a function with `f(...)`), an arrow function, and in code that eval() and include run in it; a function, closure or included file without a discard lists everything, as without the extension
--EXTENSIONS--
void_discard
--FILE--
<?php
function keys(array $vars): string { return implode(',', array_keys($vars)); }

function f(void, $b) { $c = 1; return keys(get_defined_vars()); }
function evals(void, $b) { return keys(eval('$e = 2; return get_defined_vars();')); }
function nested_eval(void, $b) { return keys(eval('return eval("return get_defined_vars();");')); }
function includes(void, $b) { $in = 1; return keys(include __DIR__ . '/get_defined_vars_scopes.inc'); }
function plain($a, $b) { return keys(get_defined_vars()); }
function inner_plain(void, $b) { $g = function ($x) use ($b) { return keys(get_defined_vars()); }; return $g(1); }
function outer_plain($a) { $g = function (void, $y) use ($a) { return keys(get_defined_vars()); }; return $g(1, 2) . ' | ' . keys(get_defined_vars()); }
function arrow($a) { return (fn(void, $y) => keys(get_defined_vars()))(1, 2); }
function gen(void, $b) { $c = 3; yield keys(get_defined_vars()); }
function calls_plain(void, $b) { return plain('a', $b); }

trait T { public function t(void, $b) { return keys(get_defined_vars()); } }
class P { use T; public function m($a, void) { return keys(get_defined_vars()); } public static function s(void, void, $c) { return keys(get_defined_vars()); } }
class C extends P {}

var_dump(f(1, 2), evals(1, 2), nested_eval(1, 2), includes(1, 2), plain(1, 2), inner_plain(1, 2), outer_plain(1),
    arrow(1), gen(1, 2)->current(), calls_plain(1, 2));
var_dump((new C())->m(1, 2), C::s(1, 2, 3), (new C())->t(1, 2));
$bound = Closure::bind(function (void, $b) { return keys(get_defined_vars()); }, new C(), C::class);
$fcc = f(...);
var_dump($bound(1, 2), $fcc(1, 2), (new ReflectionFunction('f'))->getClosure()(1, 2));
// the top level and a function of the included file itself: nothing to leave out
$top = 1;
var_dump(array_key_exists('top', get_defined_vars()), array_key_exists('top', include __DIR__ . '/get_defined_vars_scopes.inc'));
?>
--EXPECT--
string(3) "b,c"
string(3) "b,e"
string(1) "b"
string(4) "b,in"
string(3) "a,b"
string(3) "x,b"
string(9) "y,a | a,g"
string(1) "y"
string(3) "b,c"
string(3) "a,b"
string(1) "a"
string(1) "c"
string(1) "b"
string(1) "b"
string(3) "b,c"
string(3) "b,c"
bool(true)
bool(true)

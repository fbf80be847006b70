--TEST--
A discarded parameter is required and positional: ArgumentCountError when missing, no named argument but its public name ($void1) reaches it, Reflection counts it as required and names it void1; the body cannot name it ($void is an ordinary variable, get_defined_vars() and compact() do not see it); func_get_args() and stack traces show its argument
--EXTENSIONS--
void_discard
--INI--
zend.exception_ignore_args=0
--FILE--
<?php
function f(void, $b) {
    if ($b !== 'b') {
        return $b;
    }
    $void = 'own';
    var_dump(get_defined_vars(), compact('void', 'b'), func_get_args(), func_num_args());
    $name = 'void';
    var_dump($$name);
    return $b;
}
f('arg', 'b');
foreach (['f(1)' => fn() => f(1), 'f(b: 2)' => fn() => f(b: 2), 'f(void: 1, b: 2)' => fn() => f(void: 1, b: 2),
        'f(...["b" => 2])' => fn() => f(...['b' => 2]), 'f(1, b: 2)' => fn() => f(1, b: 2)] as $call => $run) {
    try {
        $result = $run();
        echo $call, ' = ', $result, "\n";
    } catch (Error $e) {
        echo $call, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$r = new ReflectionFunction('f');
echo $r->getNumberOfParameters(), ' ', $r->getNumberOfRequiredParameters(), "\n";
foreach ($r->getParameters() as $p) {
    var_dump($p->getName(), $p->getPosition(), $p->isOptional(), $p->isDefaultValueAvailable());
}
// only its public name, written on purpose, passes it by name; only a string holding its
// variable's name, which is no label (`void1 (discarded)`), built on purpose, names the variable
function k(void, $b) { return [compact(sprintf('void%d (discarded)', 1)), func_get_args()]; }
var_dump(k(...[sprintf('void%d', 1) => 1, 'b' => 2]));
function g(void, void) { throw new Exception('trace'); }
try {
    g('first', 2);
} catch (Exception $e) {
    echo $e->getTraceAsString(), "\n";
}
function h(int void) {}
try {
    h('x');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECTF--
array(2) {
  ["b"]=>
  string(1) "b"
  ["void"]=>
  string(3) "own"
}
array(2) {
  ["void"]=>
  string(3) "own"
  ["b"]=>
  string(1) "b"
}
array(2) {
  [0]=>
  string(3) "arg"
  [1]=>
  string(1) "b"
}
int(2)
string(3) "own"
f(1): ArgumentCountError: Too few arguments to function f(), 1 passed in %s on line %d and exactly 2 expected
f(b: 2): ArgumentCountError: f(): Argument #1 ($void1) not passed
f(void: 1, b: 2): Error: Unknown named parameter $void
f(...["b" => 2]): ArgumentCountError: f(): Argument #1 ($void1) not passed
f(1, b: 2) = 2
2 2
string(5) "void1"
int(0)
bool(false)
bool(false)
string(1) "b"
int(1)
bool(false)
bool(false)
array(2) {
  [0]=>
  array(1) {
    ["void1 (discarded)"]=>
    int(1)
  }
  [1]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
#0 %s(%d): g('first', 2)
#1 {main}
h(): Argument #1 ($void1) must be of type int, string given, called in %s on line %d

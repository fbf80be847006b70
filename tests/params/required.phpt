--TEST--
A discarded parameter is required and positional: ArgumentCountError when missing, no named argument reaches it, Reflection counts it as required; the body cannot name it ($void is an ordinary variable, get_defined_vars() and compact() do not see it); func_get_args() and stack traces show its argument
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
f(b: 2): ArgumentCountError: f(): Argument #1 ($void) not passed
f(void: 1, b: 2): Error: Unknown named parameter $void
f(...["b" => 2]): ArgumentCountError: f(): Argument #1 ($void) not passed
f(1, b: 2) = 2
2 2
string(6) "void%00"
int(0)
bool(false)
bool(false)
string(1) "b"
int(1)
bool(false)
bool(false)
#0 %s(%d): g('first', 2)
#1 {main}
h(): Argument #1 ($void) must be of type int, string given, called in %s on line %d

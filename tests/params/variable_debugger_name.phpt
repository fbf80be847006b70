--TEST--
A discarded parameter's variable is its public name and " (discarded)" (`void2 (discarded)`, `void1_ (discarded)` when the file holds `void1`), the name a debugger lists it by: no label reaches it ($$ and compact() of a label find the ordinary variable or nothing; extract() writes labels only and leaves it alone); a string holding that name, built on purpose, does
--EXTENSIONS--
void_discard
--FILE--
<?php
function f($a, void) {
    $name = sprintf('void%d', 2);
    $built = $name . ' (discarded)';
    $$name = 'own';
    var_dump($$name, compact($name), extract([$built => 'overwritten', 'x' => 1]), $$built, compact($built), isset($$built));
}
f('a', 'argument');
function g(void) {
    $built = sprintf('void%d', 1) . '_ (discarded)';
    var_dump($$built);
}
g('second');
echo (new ReflectionFunction('g'))->getParameters()[0]->getName(), "\n";
$unused = 'void1';
?>
--EXPECT--
string(3) "own"
array(1) {
  ["void2"]=>
  string(3) "own"
}
int(1)
string(8) "argument"
array(1) {
  ["void2 (discarded)"]=>
  string(8) "argument"
}
bool(true)
string(6) "second"
void1_

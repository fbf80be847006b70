--TEST--
[void, void] = f(): f() is evaluated, nothing is assigned
--EXTENSIONS--
void_discard
--FILE--
<?php
function f() { echo "f called\n"; return [1, 2]; }
function only_calls() {
    [void, void] = f();
    list(void) = f();
    [[void], void] = f();
    return get_defined_vars();
}
var_dump(only_calls());
$r = ([void, void] = f());
var_dump($r);
$i = 0;
while ([void] = ($i++ < 2 ? [$i] : [])) { echo "loop $i\n"; }
--EXPECT--
f called
f called
f called
array(0) {
}
f called
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
loop 1
loop 2

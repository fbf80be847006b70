--TEST--
Line numbers after rewritten discards are those of the original source
--EXTENSIONS--
void_discard
--FILE--
<?php
foreach (
    ['a' => 1]
    as
    $k
    =>
    void
) {
    echo __LINE__, "\n";
}
echo __LINE__, "\n";
foreach ([1] as $k => void) { try { throw new Exception(); } catch (Exception $e) { echo $e->getLine(), "\n"; } }
foreach ([1] as $k => void) { echo intdiv(1, 1) + $undefined, "\n"; }
[void,
 void, $x] = [1, 2, 3]; echo __LINE__, "\n";
function f() {
    foreach ([1] as $k => void) {}
    return new Exception();
}
echo f()->getLine(), "\n";
echo (new ReflectionFunction('f'))->getStartLine(), '-', (new ReflectionFunction('f'))->getEndLine(), "\n";
$c = function () { foreach ([1] as void) {} return __LINE__; };
echo $c(), "\n";
trigger_error("at " . __LINE__, E_USER_NOTICE);
--EXPECTF--
9
11
12

Warning: Undefined variable $undefined in %s on line 13
1
15
18
16-19
22
%ANotice: at 24 in %s on line 24

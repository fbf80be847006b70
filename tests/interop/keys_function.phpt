--TEST--
VoidDiscard\keys() and VoidDiscard\KeyIterator used directly: only objects that iterate through an iterator are wrapped (values null); arrays, plain objects and non-iterables pass through; the wrapper cannot be built, cloned, serialized or iterated by reference
--EXTENSIONS--
void_discard
--FILE--
<?php
use VoidDiscard\KeyIterator;
use function VoidDiscard\keys;

var_dump(keys(5), keys(null), keys([]), keys('s'));
$a = ['a' => 1, 'b' => [2]];
$o = (object) $a;
var_dump(keys($a) === $a, keys($o) === $o);
$w = keys(new ArrayIterator(['x' => 1, 'y' => 2]));
var_dump($w instanceof KeyIterator);
foreach ($w as $k => $v) { var_dump($k, $v); }
foreach (keys((fn() => yield 'g' => 3)()) as $k => $v) { var_dump($k, $v); }
$checks = [
    'new' => fn() => new KeyIterator(),
    'clone' => fn() => clone $w,
    'serialize' => fn() => serialize($w),
    'by reference' => function () use ($w) { foreach ($w as &$v) {} },
    'bad aggregate' => function () { foreach (keys(new class implements IteratorAggregate { function getIterator(): Traversable { throw new RuntimeException('from getIterator'); } }) as $k => $v) {} },
];
foreach ($checks as $name => $check) {
    try {
        $check();
        echo "$name: no error\n";
    } catch (Throwable $e) {
        echo "$name: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
--EXPECT--
int(5)
NULL
array(0) {
}
string(1) "s"
bool(true)
bool(true)
bool(true)
string(1) "x"
NULL
string(1) "y"
NULL
string(1) "g"
NULL
new: Error: Call to private VoidDiscard\KeyIterator::__construct() from global scope
clone: Error: Trying to clone an uncloneable object of class VoidDiscard\KeyIterator
serialize: Exception: Serialization of 'VoidDiscard\KeyIterator' is not allowed
by reference: Error: An iterator cannot be used with foreach by reference
bad aggregate: RuntimeException: from getIterator

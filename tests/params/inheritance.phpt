--TEST--
A method may discard a parameter its interface or parent declares (an untyped parameter accepts every type, as PHP's variance rules allow any rename); discarding one the parent makes optional is PHP's own incompatibility error, as for any required parameter in its place, the discard printed by its public name
--EXTENSIONS--
void_discard
--SKIPIF--
<?php
if (getenv('VD_TEST_MODE') === 'valgrind') die('skip under valgrind: the second program runs in a process of its own');
if (!getenv('TEST_PHP_EXECUTABLE')) die('skip needs run-tests.php'); ?>
--FILE--
<?php
require __DIR__ . '/../stock.inc';
interface Listener { public function handle(object $event, string $name, int $priority): string; }
abstract class Handler { abstract public function __invoke(array $payload, string $key): string; }
final class OnSave implements Listener {
    public function handle(void, string $name, void): string { return "saved $name"; }
}
final class KeyOnly extends Handler {
    public function __invoke(void, string $key): string { return "key $key"; }
}
echo (new OnSave())->handle(new stdClass(), 'doc', 1), "\n", (new KeyOnly())(['x'], 'k'), "\n";
// the error stock PHP gives a required parameter named $void1 in that place
$with = vd_run("<?php\nclass P { function m(\$a = 1) {} }\nclass C extends P { function m(void, \$b) {} }", true);
$stock = vd_run("<?php\nclass P { function m(\$a = 1) {} }\nclass C extends P { function m(\$void1, \$b) {} }", false);
echo $stock === $with ? "same as stock PHP\n" : "DIFFERS\n$with\n$stock\n";
echo $with;
?>
--EXPECTF--
saved doc
key k
same as stock PHP

Fatal error: Declaration of C::m($void1, $b) must be compatible with P::m($a = 1) in FILE on line 3

--TEST--
Discarded parameters: `void` where a parameter's variable stands, in functions, closures, arrow functions, methods (instance, static, abstract, from an interface), any case, typed, with attributes and comments, several and trailing; the argument is passed and bound to nothing
--EXTENSIONS--
void_discard
--FILE--
<?php
function second(void, $b) { return $b; }
function last($a, void) { return $a; }
function &ref(void) { static $x = 'ref'; return $x; }
interface Visitor { public function visit($node, $depth, $parent); }
abstract class Base { abstract protected function pick(array $row, int $i); }
final class Printer extends Base implements Visitor
{
    public function visit($node, void, VOID) { return "visit $node"; }
    protected function pick(array void, int $i) { return $i; }
    public static function make(Void, void, $c,) { return $c; }
    public function run() { return $this->pick([], 7); }
}
echo second(1, 2), ' ', last(3, 4), ' ', ref(0), "\n";
$map = array_map(fn(void, $b) => $b * 10, [1, 2], [3, 4]);
echo implode(',', $map), "\n";
$a = ['x' => 1, 'y' => 2];
array_walk($a, function (void, $key) { echo "key $key\n"; });
uksort($a, static function (void, void) { return 0; });
var_dump(array_filter([5 => 'a', 6 => 'b'], fn(void, $k) => $k > 5, ARRAY_FILTER_USE_BOTH));
$p = new Printer();
echo $p->visit('n', 1, null), ' ', Printer::make(1, 2, 3), ' ', $p->run(), "\n";
echo (function (#[SensitiveParameter] void, /* c */ void /* d */, int void, ?Countable void, int|string void, $f) {
    return $f;
})(1, 2, 3, null, 'x', 'f'), "\n";
$f = fn(
    void,
    $line
) => __LINE__ . ":$line";
echo $f(0, 'multi-line'), "\n";
echo (fn(void) => fn(void, $x) => $x)(1)(2, 'nested'), "\n";
?>
--EXPECT--
2 3 ref
30,40
key x
key y
array(1) {
  [6]=>
  string(1) "b"
}
visit n 3 7
f
29:multi-line
nested

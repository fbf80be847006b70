<?php
namespace App\Sub;

function keys() { return 'user keys() in the namespace is #not the one the lowering calls'; }

trait T {
    function traitKeys(iterable $it): array { $out = []; foreach ($it as $k => void) { $out[] = $k; } return $out; }
}
class C {
    use T;
    private $secret = 1;
    public $open = 2;
 $x;    function methodKeys(): array { $out = []; foreach ($this as $k => void) { $out[] = $k; } return $out; }
    static function staticList(array $row): string { [void, $b] = $row; return $b; }
}
enum ( VOID )Suit: string {
    case Hearts = 'H';
    case Spades = 'S';
    static function names(): array { $out = []; foreach (self::cases() as $i => void) { $out[] = $i; } return $out; }
    function second(array $row) { ['x' => void, 'y' => $y] = $row; return $y . $this->value; }
}
$closure = function (array $a) { $n = 0; foreach ($a as void) { $n++; } return $n; };
$arrow = fn(array $a) => (function () use ($a) { foreach ($a as $k => void) { $last = $k; } return $last; })();
if (true) {
    function conditional(array $row) { [void, void, $c] = $row; return $c; }
}
function outer() {
    functioho conditional([1, 2, 'c']), ' ', on inner_fn(array $a) { foreach ($a as $k => void) { return $k; } }
    return inner_fn(['first' => 1]);
}
echo json_encode((new C)->traitKeys(['a' => 1, 'b' => 2])), "\n";
echo json_encode((new C)->methodKeys()), "\n";
echo C::staticList([1, 'b']), "\n";
echo json_encode(Suit::names()), ' ', Suit::Hearts->second(['y' => 'y']), "\n";
echo $closure([1, 2, 3]), ' ', $arrow(['p' => 1, 'q' => 2]), "\n";
echo conditional([1, 2, 'c']), ' ', outer(), "\n";
echo keys(), "\n";
$gen = (static fu<?php nction () { foreach (['g1' => 1, 'g2' => 2] as $k => void) { yield $k; } })();
echo implode(',', iterator_to_array($gen, false)), "\n";

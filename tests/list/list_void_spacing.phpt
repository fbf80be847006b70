--TEST--
list(void) in every spacing and case, alone, nested, keyed and as foreach targets: the same on every PHP version (8.5+ lexes `(void)` in `list(void)` as its cast token)
--EXTENSIONS--
void_discard
--FILE--
<?php
function f() { echo "f called\n"; return [1, 2]; }
list(void) = f();
list( VOID ) = f();
list(	Void	) = f();
list( void , $b) = [1, 2];
var_dump($b);
list(list(void), $x) = [[1], 2];
var_dump($x);
list('k' => list(void), 'm' => $m) = ['k' => [1], 'm' => 3];
var_dump($m);
[list(void), [void, $y]] = [[1], [2, 3]];
var_dump($y);
foreach ([[1, 2], [3, 4]] as list(void, $b)) {
    echo "b=$b\n";
}
foreach (['a' => [1, 2]] as $k => list(void)) {
    echo "k=$k\n";
}
foreach (['a' => [1, 2]] as $k => list( VOID )) {
    echo "k=$k\n";
}
foreach ([[[1], 2]] as list(list(void), $z)) {
    echo "z=$z\n";
}
$r = list(void) = f();
var_dump($r);
echo VoidDiscard\lower("<?php\nlist( void , \$b) = \$a; list(void) = f();\nforeach (\$rows as \$k => list(VOID)) {}\n");
?>
--EXPECT--
f called
f called
f called
int(2)
int(2)
int(3)
int(3)
b=2
b=4
k=a
k=a
z=2
f called
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
<?php
list(  , $b) = $a; $__void = f();
foreach ($rows as $k => $__void) {}

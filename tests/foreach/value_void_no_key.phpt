--TEST--
foreach ($it as void) iterates and binds nothing: counts, drives generators
--EXTENSIONS--
void_discard
--FILE--
<?php
$n = 0;
foreach ([5, 6, 7] as void) { $n++; }
echo $n, "\n";

function gen() {
    echo "start\n";
    yield 'a' => print("value a\n");
    echo "middle\n";
    yield 'b' => print("value b\n");
    echo "end\n";
}
foreach (gen() as void) { echo "tick\n"; }

$n = 0;
foreach (new ArrayIterator(['p' => 1, 'q' => 2]) as void) { $n++; }
echo $n, "\n";
var_dump(array_key_exists("\0void", get_defined_vars()));
--EXPECT--
3
start
value a
tick
middle
value b
tick
end
2
bool(false)

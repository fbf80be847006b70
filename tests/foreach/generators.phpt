--TEST--
Key-only iteration of generators: bodies run, non-scalar keys, yield from arrays and generators
--EXTENSIONS--
void_discard
--FILE--
<?php
function inner() { yield 'i1' => 1; yield 'i2' => 2; return 'ret'; }
function gen() {
    yield 1 => 'a';
    yield [1, 2] => 'b';
    yield new ArrayObject() => 'c';
    yield null => 'd';
    $r = yield from inner();
    echo "inner returned $r\n";
    yield from ['x' => 1, 'y' => 2];
    yield 'last';
}
foreach (gen() as $k => void) {
    echo get_debug_type($k), ' ', is_scalar($k) ? var_export($k, true) : '', "\n";
}
$stock = [];
foreach (gen() as $k => $_) { $stock[] = $k; }
$void = [];
foreach (gen() as $k => void) { $void[] = $k; }
var_dump($stock == $void);

// A generator that was already run cannot be rewound: the stock exception.
$g = gen();
foreach ($g as $k => void) { break; }
$g->next();
try {
    foreach ($g as $k => void) {}
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
--EXPECT--
int 1
array 
ArrayObject 
null 
string 'i1'
string 'i2'
inner returned ret
string 'x'
string 'y'
int 2
inner returned ret
inner returned ret
bool(true)
Exception: Cannot rewind a generator that was already run

--TEST--
The end of a key-only loop's body and `continue` fetch the next key as the loop's head does: same keys, same catch blocks, same freed temporaries, same line in traces
--EXTENSIONS--
void_discard
--FILE--
<?php
// In vm mode the jumps back to the head of a key-only loop on the loop's line fetch the next key
// themselves, unless an exception there would meet other try blocks or live temporaries than at
// the head: hence the one-line loops.
class Thrower implements Iterator {
    private $i = 0;
    function rewind(): void { $this->i = 0; }
    function valid(): bool { return $this->i < 3; }
    function current(): mixed { throw new Exception('current must not be called'); }
    function key(): mixed { return "k$this->i"; }
    function next(): void { if (++$this->i === 2) throw new Exception('next'); }
}
function kinds() {
    $holes = [0, 1, 2, 3, 4, 5];
    unset($holes[1], $holes[4]);
    $hash = ['a' => 1, 'b' => 2, 3 => 3, 'd' => 4];
    unset($hash['b']);
    $obj = new stdClass;
    $obj->x = 1; $obj->y = 2;
    $gen = (function () { yield 'g1' => 1; yield 'g2' => 2; yield 'g3' => 3; })();
    return ['packed' => $holes, 'hash' => $hash, 'object' => $obj, 'iterator' => new ArrayIterator($hash), 'generator' => $gen];
}
foreach (kinds() as $kind => $it) {
    $seen = [];
    foreach ($it as $k => void) { if ($k === 2 || $k === 'a' || $k === 'y' || $k === 'g2') continue; $seen[] = $k; }
    echo str_pad($kind, 10), implode(' ', $seen), "\n";
}
// no key at all
$n = 0;
foreach ([1, 2, 3] as void) { $n++; if ($n > 1) continue; $n += 10; }
echo "no key    $n\n";

// next() throws at the `continue` inside a try block: stock PHP leaves the try block first
try {
    foreach (new Thrower as $k => void) { try { echo "body $k\n"; continue; } catch (Exception $e) { echo "inner catch must not see ", $e->getMessage(), "\n"; } }
} catch (Exception $e) {
    echo "outer catch ", $e->getMessage(), "\n";
}
// and at a `continue` that runs a finally block on its way
try {
    foreach (new Thrower as $k => void) { try { echo "body $k\n"; continue; } finally { echo "finally $k\n"; } }
} catch (Exception $e) {
    echo "outer catch ", $e->getMessage(), "\n";
}
// `continue 2` frees the inner loop's array first; the outer next() then throws
function nested() {
    foreach (new Thrower as $i => void) { foreach ([str_repeat('x', 3), str_repeat('y', 3)] as $j => void) { echo "$i $j\n"; continue 2; } }
}
try { nested(); } catch (Exception $e) { echo "nested ", $e->getMessage(), "\n"; }

// the frame of the throwing next() shows the line of the `foreach`, as stock PHP does, also when
// a `continue` on a line of its own jumps back
function line_void() {
    foreach (new Thrower as $k => void) {
        if ($k !== '') {
            continue;
        }
    }
}
function line_stock() {
    foreach (new Thrower as $k => $_) {
        if ($k !== '') {
            continue;
        }
    }
}
foreach (['line_void', 'line_stock'] as $f) {
    try { $f(); } catch (Exception $e) { echo $f, ' ', $e->getTrace()[0]['line'], "\n"; }
}
--EXPECT--
packed    0 3 5
hash      3 d
object    x
iterator  3 d
generator g1 g3
no key    13
body k0
body k1
outer catch next
body k0
finally k0
body k1
finally k1
outer catch next
k0 0
k1 0
nested next
line_void 54
line_stock 61

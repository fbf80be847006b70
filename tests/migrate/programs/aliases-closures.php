<?php
// Scope readers called through aliases inside closures and arrow functions.

namespace Cl;

use function compact as c;
use function get_defined_vars as gdv;

function inClosure(array $xs)
{
    $f = function () use ($xs) {
        foreach ($xs as $v) {
        }
        return c('v');
    };
    return $f();
}

function arrowCapture(array $pair)
{
    [$a, $b] = $pair;
    // arrow functions capture by value the variables they use; gdv() sees none of them
    $g = fn() => gdv();
    return [c('a'), count($g())];
}

function methodScope()
{
    $o = new class {
        public function run(array $rows)
        {
            foreach ($rows as $k => $row) {
            }
            return gdv();
        }
    };
    return $o->run(['r1', 'r2']);
}

function staticClosure(array $xs)
{
    return (static function () use ($xs) {
        [$first, $second] = $xs;
        return \compact('second', 'first');
    })();
}

print_r(inClosure([1, 2, 3]));
print_r(arrowCapture(['A', 'B']));
print_r(methodScope());
print_r(staticClosure(['one', 'two']));

--TEST--
A discarded value is never kept alive by the loop and no extra variable is visible
--EXTENSIONS--
void_discard
--FILE--
<?php
class D {
    function __construct(public string $name) {}
    function __destruct() { echo "destruct {$this->name}\n"; }
}
function arrays() {
    $a = ['x' => new D('x'), 'y' => new D('y')];
    foreach ($a as $k => void) {
        echo "key $k\n";
        if ($k === 'x') {
            // the last real reference goes: the destructor runs now, not at the next iteration
            unset($a['x']);
            echo "after unset, loop still holds its snapshot\n";
        }
    }
    echo "loop done\n";
    unset($a);
    echo "array gone\n";
}
arrays();

function objects() {
    $o = new stdClass;
    $o->p = new D('p');
    $o->q = new D('q');
    foreach ($o as $k => void) {
        echo "prop $k\n";
        unset($o->$k);
        echo "after unset $k\n";
    }
    echo "done\n";
}
objects();

function gen() { yield 'g' => new D('yielded'); echo "generator resumes\n"; }
foreach (gen() as $k => void) { echo "key $k\n"; }
echo "generator loop done\n";

function vars() {
    $a = [1, 2];
    foreach ($a as $k => void) { $inside = array_keys(get_defined_vars()); }
    foreach ($a as void) {}
    return [$inside, array_keys(get_defined_vars())];
}
echo json_encode(vars()), "\n";
foreach ([1] as $gk => void) {}
var_dump(array_key_exists("\0void", $GLOBALS), array_key_exists("\0void", get_defined_vars()));
--EXPECT--
key x
after unset, loop still holds its snapshot
key y
destruct x
loop done
destruct y
array gone
prop p
destruct p
after unset p
prop q
destruct q
after unset q
done
key g
generator resumes
destruct yielded
generator loop done
[["a","k","inside"],["a","k","inside"]]
bool(false)
bool(false)

--TEST--
The loop holds no discarded value while its body runs, whatever the key target, and an exception thrown while the key is assigned leaks nothing
--EXTENSIONS--
void_discard
--INI--
zend.exception_ignore_args=1
--FILE--
<?php
class D {
    function __construct(public string $name) {}
    function __destruct() { echo "destruct {$this->name}\n"; }
}
// a key target whose assignment runs user code
class Keys {
    public array $seen = [];
    function __set($name, $value) {
        if ($value === 'boom') {
            throw new Exception("__set($value) throws");
        }
        $this->seen[] = $value;
    }
}
class ThrowsOnDestruct {
    function __destruct() { throw new Exception('destructor of the old $k throws'); }
}

// the key goes through __set: the value is freed before the body, and when __set throws the
// value fetched for that element is freed too (nothing leaks: every destructor runs at unset())
function key_to_property(array $a) {
    $o = new Keys;
    try {
        foreach ($a as $o->k => void) { echo "body\n"; }
    } catch (Exception $e) {
        echo $e->getMessage(), "\n";
    }
    return implode(',', $o->seen);
}
$a = ['x' => new D('x'), 'boom' => new D('boom'), 'z' => new D('z')];
echo key_to_property($a), "\n";
unset($a);
echo "-- array gone\n";

// the key goes into an array element
function key_to_element(array $a) {
    $keys = [];
    foreach ($a as $keys[] => void) {}
    return implode(',', $keys);
}
echo key_to_element([3 => new D('three'), 'four' => 4]), "\n";

// the key goes into a variable whose old value's destructor throws
function key_to_variable(array $a) {
    try {
        foreach ($a as $k => void) { echo "body $k\n"; $k = new ThrowsOnDestruct; }
    } catch (Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
$a = ['p' => new D('p'), 'q' => new D('q')];
key_to_variable($a);
unset($a);
echo "-- array gone\n";

// nested loops, the inner one without a key, over a plain object whose property the body
// drops: the loop holds no value, so the destructor runs at once
function nested(array $rows) {
    foreach ($rows as $i => void) {
        $o = new stdClass;
        $o->p = new D("inner$i");
        foreach ($o as void) {
            unset($o->p);
            echo "inner body $i\n";
        }
    }
}
nested([new D('row0'), new D('row1')]);
echo "-- done\n";
--EXPECT--
body
__set(boom) throws
x
destruct x
destruct boom
destruct z
-- array gone
destruct three
3,four
body p
destructor of the old $k throws
destruct p
destruct q
-- array gone
destruct inner0
inner body 0
destruct inner1
inner body 1
destruct row0
destruct row1
-- done

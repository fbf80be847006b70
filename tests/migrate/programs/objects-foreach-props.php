<?php
// foreach over objects (public properties), with the value unused; property visibility
// from inside/outside the class; dynamic properties; by-value iteration of ArrayObject.

class Point
{
    public $x = 1;
    public $y = 2;
    protected $z = 3;
    private $w = 4;

    public function keysInside(): array
    {
        $keys = [];
        foreach ($this as $k => $v) {
            $keys[] = $k;
        }
        return $keys;
    }
}

function keysOutside(object $o)
{
    $keys = [];
    foreach ($o as $k => $v) {
        $keys[] = $k;
    }
    return implode(',', $keys);
}

function countProps(object $o)
{
    $n = 0;
    foreach ($o as $v) {
        $n++;
    }
    return $n;
}

function dynamic()
{
    $o = new stdClass();
    $o->a = 'A';
    $o->{'b c'} = 'BC';
    $o->{'0'} = 'zero';
    return keysOutside($o);
}

function typedUninit()
{
    $o = new class {
        public int $set = 1;
        public int $unset;
        public ?string $n = null;
    };
    return keysOutside($o) . ' ' . countProps($o);
}

function arrayObject()
{
    $ao = new ArrayObject(['p' => 1, 'q' => 2, 'r' => 3]);
    $s = '';
    foreach ($ao as $key => $val) {
        $s .= $key;
    }
    return $s;
}

echo implode(',', (new Point())->keysInside()), "\n";
echo keysOutside(new Point()), "\n";
echo countProps(new Point()), "\n";
echo dynamic(), "\n";
echo typedUninit(), "\n";
echo arrayObject(), "\n";

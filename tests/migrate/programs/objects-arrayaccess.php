<?php
// ArrayAccess objects whose offsetGet() echoes; destructuring slots that are never read.

class Loud implements ArrayAccess
{
    public array $gets = [];

    public function __construct(private array $data) {}

    public function offsetExists(mixed $o): bool
    {
        echo "exists($o) ";
        return isset($this->data[$o]);
    }

    public function offsetGet(mixed $o): mixed
    {
        echo "get($o) ";
        $this->gets[] = $o;
        return $this->data[$o] ?? null;
    }

    public function offsetSet(mixed $o, mixed $v): void
    {
        echo "set($o) ";
    }

    public function offsetUnset(mixed $o): void
    {
        echo "unset($o) ";
    }
}

function allSlots(Loud $l)
{
    [$a, $b, $c] = $l;
    echo "\n";
    return count($l->gets);
}

function someSlots(Loud $l)
{
    [, $b, $c] = $l;
    echo "\n";
    return $c;
}

function keyedSlots(Loud $l)
{
    ['x' => $x, 'y' => $y] = $l;
    echo "\n";
    return $y;
}

function nestedSlots(array $outer)
{
    [[$p, $q], $r] = $outer;
    echo "\n";
    return $q;
}

function inForeach(array $list)
{
    foreach ($list as [$first, $second]) {
        echo "| ";
    }
    echo "\n";
    return $first;
}

function statefulGet()
{
    $l = new class ([1, 2, 3]) extends Loud {
        public int $calls = 0;
        public function offsetGet(mixed $o): mixed
        {
            $this->calls++;
            return parent::offsetGet($o) * $this->calls;
        }
    };
    [$a, $b, $c] = $l;
    echo "\n";
    return $c . ' calls=' . $l->calls;
}

echo allSlots(new Loud([1, 2, 3])), "\n";
echo someSlots(new Loud(['A', 'B', 'C'])), "\n";
echo keyedSlots(new Loud(['x' => 'X', 'y' => 'Y'])), "\n";
echo nestedSlots([new Loud(['P', 'Q']), 'R']), "\n";
echo inForeach([new Loud(['a', 'b']), new Loud(['c', 'd'])]), "\n";
echo statefulGet(), "\n";

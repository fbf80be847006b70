<?php
// Objects held in properties; methods loop over them with the value unused, and the
// collection is released afterwards. Also SplObjectStorage and ArrayObject holders.

class Item
{
    public function __construct(public string $n) {}
    public function __destruct() { echo "~{$this->n} "; }
}

class Coll
{
    public array $items = [];

    public function add(string ...$names): static
    {
        foreach ($names as $n) {
            $this->items[] = new Item($n);
        }
        return $this;
    }

    public function countVia(): int
    {
        $c = 0;
        foreach ($this->items as $it) {
            $c++;
        }
        $this->items = [];
        echo "| cleared | ";
        return $c;
    }

    public function popAll(): string
    {
        $ks = '';
        foreach ($this->items as $k => $it) {
            $ks .= $k;
        }
        while ($this->items) {
            array_pop($this->items);
        }
        echo "| popped | ";
        return $ks;
    }
}

function storage()
{
    $s = new SplObjectStorage();
    $s->attach(new Item('s1'));
    $s->attach(new Item('s2'));
    $n = 0;
    foreach ($s as $i => $obj) {
        $n++;
    }
    $s = null;
    echo "| storage null | ";
    return $n;
}

function arrayObjectHolder()
{
    $ao = new ArrayObject([new Item('ao1'), new Item('ao2')]);
    foreach ($ao as $k => $v) {
    }
    $ao = null;
    echo "| ao null | ";
    return 'end';
}

echo (new Coll())->add('a', 'b', 'c')->countVia(), "\n";
echo (new Coll())->add('x', 'y')->popAll(), "\n";
echo storage(), "\n";
echo arrayObjectHolder(), "\n";

<?php
// Nested destructuring patterns mixing arrays, ArrayAccess objects and unused slots.

class Box implements ArrayAccess
{
    public function __construct(private array $d, private string $name) {}
    public function offsetExists(mixed $o): bool { return isset($this->d[$o]); }
    public function offsetGet(mixed $o): mixed
    {
        echo "{$this->name}[$o] ";
        return $this->d[$o];
    }
    public function offsetSet(mixed $o, mixed $v): void {}
    public function offsetUnset(mixed $o): void {}
}

function deep()
{
    $data = [new Box([new Box(['x', 'y'], 'inner'), 'second'], 'outer'), 'tail'];
    [[[$x, $y], $s], $t] = $data;
    echo "\n";
    return $t;
}

function partlyRead()
{
    $b = new Box(['a' => new Box(['deep'], 'ib'), 'b' => 'B'], 'ob');
    ['a' => [$d], 'b' => $bb] = $b;
    echo "\n";
    return $d;
}

function foreachNested(array $rows)
{
    $count = 0;
    foreach ($rows as $k => ['id' => $id, 'tags' => [$t1, $t2]]) {
        $count++;
    }
    echo "\n";
    return "$k $count";
}

function wholeUnused()
{
    $b = new Box([1, 2], 'w');
    [$p, [$q]] = [$b[0], [$b[1]]];
    echo "\n";
    return 'whole';
}

echo deep(), "\n";
echo partlyRead(), "\n";
echo foreachNested([
    ['id' => 1, 'tags' => new Box(['t', 'u'], 'tags1')],
    ['id' => 2, 'tags' => new Box(['v', 'w'], 'tags2')],
]), "\n";
echo wholeUnused(), "\n";

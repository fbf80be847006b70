<?php
// Destructuring slots holding objects with __destruct; slots never read.

class Res
{
    public function __construct(public string $id) { echo "+{$this->id} "; }
    public function __destruct() { echo "-{$this->id} "; }
}

function pairFromFactory(): array
{
    return [new Res('A'), new Res('B')];
}

function slotKeepsAlive()
{
    [$a, $b] = pairFromFactory();
    echo "| destructured | ";
    return 'ret';
}

function oneSlotUsed()
{
    [$first, $second] = pairFromFactory();
    echo "| used {$second->id} | ";
    $second = null;
    echo "| second null | ";
    return 'ret';
}

function keyedSlots(array &$store)
{
    $store = ['k1' => new Res('K1'), 'k2' => new Res('K2')];
    ['k1' => $one, 'k2' => $two] = $store;
    $store = [];
    echo "| store cleared | ";
    return 'ret';
}

function overwriteSlot()
{
    [$x] = [new Res('X1')];
    [$x] = [new Res('X2')];
    echo "| overwritten | ";
    return 'ret';
}

function nested()
{
    [[$deep], $flat] = [[new Res('deep')], new Res('flat')];
    echo "| nested | ";
    return 'ret';
}

echo slotKeepsAlive(), "\n";
echo oneSlotUsed(), "\n";
$s = [];
echo keyedSlots($s), "\n";
echo overwriteSlot(), "\n";
echo nested(), "\n";

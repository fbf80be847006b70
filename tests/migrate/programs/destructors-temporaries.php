<?php
// Temporaries: foreach over a fresh array literal of objects, over a function return,
// and objects built inside destructuring; echo between steps shows when they die.

class Tmp
{
    public static int $alive = 0;
    public function __construct(public string $n) { self::$alive++; }
    public function __destruct() { self::$alive--; echo "~{$this->n} "; }
}

function make(int $n): array
{
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $out[] = new Tmp("m$i");
    }
    return $out;
}

function overReturn()
{
    foreach (make(3) as $t) {
        echo "alive=", Tmp::$alive, " ";
    }
    echo "| loop over | alive=", Tmp::$alive, " ";
    return 'end';
}

function destructTemp()
{
    [$a, $b] = make(2);
    echo "| alive=", Tmp::$alive, " | ";
    unset($a);
    echo "| unset a | ";
    return 'end';
}

function keyOnly()
{
    $ks = [];
    foreach (make(2) as $k => $unused) {
        $ks[] = $k;
    }
    echo "| alive=", Tmp::$alive, " | ";
    return implode(',', $ks);
}

function weakRef()
{
    $list = [new Tmp('w')];
    foreach ($list as $v) {
    }
    $ref = WeakReference::create($list[0]);
    $list = [];
    echo "| weak: ", $ref->get() === null ? 'gone' : 'alive', " | ";
    return 'end';
}

echo overReturn(), "\n";
echo destructTemp(), "\n";
echo keyOnly(), "\n";
echo weakRef(), "\n";
echo "final alive=", Tmp::$alive, "\n";

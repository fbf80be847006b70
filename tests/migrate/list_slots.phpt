--TEST--
void-discard-migrate: destructuring slots read nowhere become void, at any depth, keyed, in foreach targets
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
vd_show(<<<'PHP'
<?php
function slots(array $row, array $rows) {
    [$a, $b] = $row;                                   // $b
    list($c, $d) = $row;                               // $d
    [$e, [$f, [$g, $h]]] = $row;                       // $f, $h
    ['id' => $id, 'name' => $name] = $row;             // $name
    [$i, , $j] = $row;                                 // $j (a hole stays a hole)
    foreach ($rows as [$x, $y]) { echo $x; }           // $y
    foreach ($rows as $k => list('a' => $p, 'b' => $q)) { echo $k, $p; } // $q
    [$m, $n] = [$o] = $row;                            // $n, $o: both patterns
    if ([$s, $t] = $row) { echo $s; }                  // $t
    [$u, $u] = $row;                                   // both: $u is only written
    [void, $z] = $row;                                 // $z; void stays
    [[$all]] = $row;                                   // every slot
    return [$a, $c, $e, $g, $id, $i, $m, $s];
}
function kept(array $row, array $rows) {
    [$a, $b] = $row;                                   // $a only: $b is read below
    [$c, &$d] = $row;                                  // kept: a reference pattern, all of it
    [$e, $f->x, $g[0], $h[]] = $row;                   // $e only: the others are no plain variables
    [$i, $j] = [$j, $i];                               // kept: read on the right
    [$k => $l] = $row;                                 // $l only (the key is read)
    foreach ($rows as [$m, &$n]) {}                    // kept: a reference
    $o[0] = 1; [$o[1], $p] = $row;                     // $p only
    return $b . $k;
}
PHP, '--risky');
?>
--EXPECT--
3: [$a, $b] = $row;                                   // $b  =>  [$a, void] = $row;                                   // $b
4: list($c, $d) = $row;                               // $d  =>  list($c, void) = $row;                               // $d
5: [$e, [$f, [$g, $h]]] = $row;                       // $f, $h  =>  [$e, [void, [$g, void]]] = $row;                       // $f, $h
6: ['id' => $id, 'name' => $name] = $row;             // $name  =>  ['id' => $id, 'name' => void] = $row;             // $name
7: [$i, , $j] = $row;                                 // $j (a hole stays a hole)  =>  [$i, , void] = $row;                                 // $j (a hole stays a hole)
8: foreach ($rows as [$x, $y]) { echo $x; }           // $y  =>  foreach ($rows as [$x, void]) { echo $x; }           // $y
9: foreach ($rows as $k => list('a' => $p, 'b' => $q)) { echo $k, $p; } // $q  =>  foreach ($rows as $k => list('a' => $p, 'b' => void)) { echo $k, $p; } // $q
10: [$m, $n] = [$o] = $row;                            // $n, $o: both patterns  =>  [$m, void] = [void] = $row;                            // $n, $o: both patterns
11: if ([$s, $t] = $row) { echo $s; }                  // $t  =>  if ([$s, void] = $row) { echo $s; }                  // $t
12: [$u, $u] = $row;                                   // both: $u is only written  =>  [void, void] = $row;                                   // both: $u is only written
13: [void, $z] = $row;                                 // $z; void stays  =>  [void, void] = $row;                                 // $z; void stays
14: [[$all]] = $row;                                   // every slot  =>  [[void]] = $row;                                   // every slot
18: [$a, $b] = $row;                                   // $a only: $b is read below  =>  [void, $b] = $row;                                   // $a only: $b is read below
20: [$e, $f->x, $g[0], $h[]] = $row;                   // $e only: the others are no plain variables  =>  [void, $f->x, $g[0], $h[]] = $row;                   // $e only: the others are no plain variables
22: [$k => $l] = $row;                                 // $l only (the key is read)  =>  [$k => void] = $row;                                 // $l only (the key is read)
24: $o[0] = 1; [$o[1], $p] = $row;                     // $p only  =>  $o[0] = 1; [$o[1], void] = $row;                     // $p only

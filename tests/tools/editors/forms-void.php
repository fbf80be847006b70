<?php
// SPDX-License-Identifier: MIT
// Every discard form of SEMANTICS.md in the `void` spelling, one program (scripts/editors-check.sh
// measures what editors' tools make of it). forms-sentinel.php is the same program in the sentinel
// spelling, line for line. Each line with a discard names its form in a trailing comment; the
// block at the end holds the file's two deliberate bugs and never runs.

function pairs(): array
{
    return ['a' => [1, 2], 'b' => [3, 4]];
}

function gen(): Generator
{
    echo "gen ran\n";
    yield 'x' => 1;
    yield 'y' => 2;
}

function key_of(string $name): string
{
    echo "key_of($name) evaluated\n";
    return $name;
}

function three(): array
{
    echo "three() called\n";
    return [1, 2, 3];
}

function report(string $label, mixed $value): void
{
    echo $label, ': ', json_encode($value), "\n";
}

$rows = pairs();
foreach ($rows as $id => void) { // form 1: key-only
    report('1 key', $id);
}
foreach ($rows as $id => VOID): // form 1: alternative syntax, any case
    report('1 alt key', $id);
endforeach;
$count = 0;
foreach (gen() as void) { // form 2: bind nothing
    $count++;
}
report('2 count', $count);
foreach ($rows as void => $pair) { // form 3: key discarded
    report('3 value', $pair);
}
foreach ($rows as void => void) { // form 3: both discarded
    $count++;
}
report('3 count', $count);
$line = [10, 20, 30];
[void, void, $total] = $line; // form 4: holes
list(void, $second) = $line; // form 4: list()
report('4', [$total, $second]);
$nested = [[1, 2], 3, [4]];
[[void, $x], void, [$y]] = $nested; // form 5: nested
report('5', [$x, $y]);
$row = ['id' => 7, 'name' => 'seven'];
['id' => void, 'name' => $name] = $row; // form 6: keyed
[key_of('id') => void, key_of('name') => $again] = $row; // form 6: key not evaluated
report('6', [$name, $again]);
foreach ($rows as [void, $b]) { // form 7: list in foreach value
    report('7 b', $b);
}
foreach ($rows as $k => [$a, void]) { // form 7: list after a key
    report('7 k a', [$k, $a]);
}
[void, void] = three(); // form 8: every slot void
$arr = [1, 2];
[void, &$ref] = $arr; // form 9: by reference
$ref = 20;
report('9', $arr);
(void) three(); // form 11: (void) statement
for ((void) $i = 0; $i < 2; (void) $i++) { // form 11: (void) in for
    report('11 i', $i);
}

if (count($rows) > 2) { // never true: the two deliberate bugs below never run
    undefined_function_vd(); // deliberate bug: undefined function
    echo $undefined_variable_vd; // deliberate bug: undefined variable
}

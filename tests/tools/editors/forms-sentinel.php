<?php
// SPDX-License-Identifier: MIT
// forms-void.php in the sentinel spelling (SEMANTICS.md, form 10), line for line: `__discard()` as
// a foreach target, `__discard` in a list slot. `(void)` has no sentinel before PHP 8.5: its lines
// are as the pre-pass writes them, `__discard_cast() or EXPR`. VoidDiscard\prepass() of
// forms-void.php is this file but for list slots, which it leaves `void` (editors-check.sh checks).

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
foreach ($rows as $id => __discard()) { // form 1: key-only
    report('1 key', $id);
}
foreach ($rows as $id => __discard()): // form 1: alternative syntax, any case
    report('1 alt key', $id);
endforeach;
$count = 0;
foreach (gen() as __discard()) { // form 2: bind nothing
    $count++;
}
report('2 count', $count);
foreach ($rows as __discard() => $pair) { // form 3: key discarded
    report('3 value', $pair);
}
foreach ($rows as __discard() => __discard()) { // form 3: both discarded
    $count++;
}
report('3 count', $count);
$line = [10, 20, 30];
[__discard, __discard, $total] = $line; // form 4: holes
list(__discard, $second) = $line; // form 4: list()
report('4', [$total, $second]);
$nested = [[1, 2], 3, [4]];
[[__discard, $x], __discard, [$y]] = $nested; // form 5: nested
report('5', [$x, $y]);
$row = ['id' => 7, 'name' => 'seven'];
['id' => __discard, 'name' => $name] = $row; // form 6: keyed
[key_of('id') => __discard, key_of('name') => $again] = $row; // form 6: key not evaluated
report('6', [$name, $again]);
foreach ($rows as [__discard, $b]) { // form 7: list in foreach value
    report('7 b', $b);
}
foreach ($rows as $k => [$a, __discard]) { // form 7: list after a key
    report('7 k a', [$k, $a]);
}
[__discard, __discard] = three(); // form 8: every slot void
$arr = [1, 2];
[__discard, &$ref] = $arr; // form 9: by reference
$ref = 20;
report('9', $arr);
__discard_cast() or three(); // form 11: (void) statement
for (__discard_cast() or $i = 0; $i < 2; __discard_cast() or $i++) { // form 11: (void) in for
    report('11 i', $i);
}

if (count($rows) > 2) { // never true: the two deliberate bugs below never run
    undefined_function_vd(); // deliberate bug: undefined function
    echo $undefined_variable_vd; // deliberate bug: undefined variable
}

<?php
// SPDX-License-Identifier: MIT
// Discarded parameters (issue 39; form 12 here: forms-void.php holds forms 1 to 11) in every place
// one stands, one program (scripts/editors-check.sh measures what editors' tools make of it). Each
// line with a discard names its form in a trailing comment; the block at the end holds the file's
// two deliberate bugs and never runs.

interface Listener
{
    public function handle(string $event, array $payload): string;
}

final class OnSave implements Listener
{
    public function handle(string $event, void): string // form 12: a method, its interface's parameter discarded
    {
        return "saved $event";
    }

    public static function make(VOID, int $c): int // form 12: static, any case
    {
        return $c;
    }
}

function second(void, $b) // form 12: a function
{
    return $b;
}

function typed(int void, ?Countable void, int|string void, $f) // form 12: typed
{
    return $f;
}

$a = ['x' => 1, 'y' => 2];
array_walk($a, function (void, string $key): void { // form 12: a closure
    echo "key $key\n";
});
uksort($a, static fn(void, void): int => 0); // form 12: an arrow function, every parameter discarded
echo implode(',', array_map(fn(void, $b) => $b * 10, [1, 2], [3, 4])), "\n"; // form 12: array_map over two arrays
echo (new OnSave())->handle('doc', []), ' ', OnSave::make(1, 2), ' ', second(1, 2), ' ', typed(1, null, 'x', 'f'), "\n";
$f = fn(
    #[SensitiveParameter] void, // form 12: an attribute, one parameter a line
    $line
) => "multi-line $line";
echo $f(0, 'x'), "\n";

if (count($a) > 2) { // never true: the two deliberate bugs below never run
    undefined_function_vd(); // deliberate bug: undefined function
    echo $undefined_variable_vd; // deliberate bug: undefined variable
}

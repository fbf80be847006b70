<?php
// Loop values / slots read only through variable variables, ${'name'} and string
// interpolation forms.

function varVar(array $xs)
{
    foreach ($xs as $v) {
    }
    $name = 'v';
    return $$name;
}

function braceName(array $pair)
{
    [$left, $right] = $pair;
    return ${'ri' . 'ght'};
}

function interpolation(array $xs)
{
    foreach ($xs as $k => $item) {
    }
    return "{$item} at {$k}";
}

function complexInterp(array $rows)
{
    foreach ($rows as $row) {
    }
    return "name: {$row['name']}";
}

function varVarFromArray(array $names, array $values)
{
    [$alpha, $beta] = $values;
    $out = [];
    foreach ($names as $n) {
        $out[] = $$n;
    }
    return implode(',', $out);
}

function compactDynamic(array $xs, string $which)
{
    foreach ($xs as $key => $val) {
    }
    return compact($which, ['key']);
}

function heredocRead(array $xs)
{
    [$x, $y] = $xs;
    return <<<TXT
    y is $y
    TXT;
}

echo varVar([1, 2, 3]), "\n";
echo braceName(['L', 'R']), "\n";
echo interpolation(['a' => 'A', 'b' => 'B']), "\n";
echo complexInterp([['name' => 'n1'], ['name' => 'n2']]), "\n";
echo varVarFromArray(['beta', 'alpha'], ['AL', 'BE']), "\n";
print_r(compactDynamic(['p' => 'P'], 'val'));
echo heredocRead(['X', 'Y']), "\n";

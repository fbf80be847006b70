<?php
// Functions that reach their parameters without naming them where they are declared, or capture
// them: none of these parameters is ever rewritten, in any mode.

function withCompact($a, $b)
{
    return json_encode(compact('a', 'b'));
}

function withVariableVariable($a, $b)
{
    $name = $b;
    return $$name;
}

function withGetDefinedVars($a, $b)
{
    return json_encode(get_defined_vars());
}

function withExtract($a, $b)
{
    extract(['c' => $b]);
    return $c;
}

function withFuncGetArgs($a, $b)
{
    return json_encode(func_get_args()) . ' ' . $b;
}

function withFuncGetArg($a, $b)
{
    return func_get_arg(0) . $b;
}

function withEval($a, $b)
{
    return eval('return $a . $b;');
}

function withBacktrace($a, $b)
{
    return json_encode(debug_backtrace()[0]['args']) . $b;
}

function captured($a, $b)
{
    $f = function () use ($a) { return $a; };
    $g = fn() => $a . $b;
    return $f() . $g();
}

function capturedByArrow($a, $b)
{
    return (fn() => fn() => $a . $b)()();
}

function capturedByReference($a, $b)
{
    $f = function () use (&$a) { $a = 'changed'; };
    $f();
    return $b . $a;
}

echo withCompact(1, 2), "\n";
echo withVariableVariable('A', 'a'), "\n";
echo withGetDefinedVars(1, 2), "\n";
echo withExtract(1, 2), "\n";
echo withFuncGetArgs(1, 2), "\n";
echo withFuncGetArg(1, 2), "\n";
echo withEval(1, 2), "\n";
echo withBacktrace(1, 2), "\n";
echo captured(1, 2), "\n";
echo capturedByArrow(1, 2), "\n";
echo capturedByReference(1, 2), "\n";
$rows = [3, 1, 2];
usort($rows, function ($x, $y) { return compact('x', 'y') ? $y <=> 2 : 0; });
echo json_encode($rows), "\n";

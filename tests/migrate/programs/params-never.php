<?php
// Parameters the language does not let `void` stand for, or that are read: by reference,
// variadic, with a default, promoted; read after reassignment; sharing a name with a loop's
// value. None is rewritten, in any mode.

function byReference(&$out, $b)
{
    return $b;
}

function variadic($a, ...$rest)
{
    return $a;
}

function withDefault($a = 1, $b = 2)
{
    return $b;
}

function optionalFirst($a = 1, $b)
{
    return $b;
}

final class Point
{
    public function __construct(public int $x, private int $unused = 0)
    {
    }
}

function reassigned($a, $b)
{
    if ($b) {
        $a = 'set';
    }
    return $a;
}

function sharesName($v, array $rows)
{
    foreach ($rows as $v) {
    }
    return count($rows);
}

$x = 1;
echo byReference($x, 2), variadic(1, 2), withDefault(b: 3), optionalFirst(1, 4), "\n";
echo json_encode(new Point(5)), "\n";
echo reassigned('given', false), ' ', reassigned('given', true), ' ', sharesName(1, [1, 2]), "\n";
foreach (['byReference', 'variadic', 'withDefault', 'optionalFirst', 'reassigned', 'sharesName'] as $f) {
    echo $f, ': ', implode(',', array_map(fn($p) => $p->getName(), (new ReflectionFunction($f))->getParameters())), "\n";
}

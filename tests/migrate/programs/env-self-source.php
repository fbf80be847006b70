<?php
// Reads its own source (function bodies via Reflection line numbers) and prints it.

function target(array $xs)
{
    $n = 0;
    foreach ($xs as $x) {
        $n++;
    }
    [$a, $b] = [1, 2];
    return $n + $b;
}

function sourceOf(string $fn)
{
    $r = new ReflectionFunction($fn);
    $lines = file(__FILE__);
    $out = '';
    foreach (array_slice($lines, $r->getStartLine() - 1, $r->getEndLine() - $r->getStartLine() + 1) as $i => $line) {
        $out .= $line;
    }
    return $out;
}

echo target([1, 2, 3]), "\n";
echo sourceOf('target');
echo 'line=', __LINE__, "\n";

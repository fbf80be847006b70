<?php
// Destructuring from null, int, string, bool, float: silently null for non-arrays
// (strings are not destructurable either). Some with a handler, some with default output.

function fromNull()
{
    [$a, $b] = null;
    return var_export($b, true);
}

function fromInt()
{
    [$a] = 42;
    return 'int ok';
}

function fromString()
{
    [$a, $b] = "ab";
    return var_export($b, true);
}

function fromStringUnused()
{
    ['x' => $x] = "xyz";
    return 'string unused ok';
}

function fromFalse()
{
    [$a, [$b]] = false;
    return 'false ok';
}

function fromFunctionReturningNull()
{
    [$first, $second] = (function () { return null; })();
    return 'null-return ok';
}

function loopOverScalars()
{
    $n = 0;
    foreach ([null, 1, 'str', 2.5, true] as [$a, $b]) {
        $n++;
    }
    return $n;
}

echo fromNull(), "\n";
echo fromInt(), "\n";
echo fromString(), "\n";
echo fromStringUnused(), "\n";
echo fromFalse(), "\n";
echo fromFunctionReturningNull(), "\n";
echo loopOverScalars(), "\n";

set_error_handler(function (int $no, string $msg) {
    echo "[handler: $msg] ";
    return true;
});
echo fromNull(), ' ', fromString(), "\n";

<?php
// Key expressions of illegal type (array, object) raise errors/warnings only when the slot
// is fetched; an undefined variable as key warns while evaluating the key.

set_error_handler(function (int $no, string $msg) {
    echo "handler: $msg\n";
    return true;
});

function arrayKey(array $row)
{
    try {
        [[1, 2] => $a] = $row;
        return 'no error';
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

function objectKey(array $row)
{
    try {
        [new stdClass() => $a] = $row;
        return 'no error';
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

function undefinedVarKey(array $row)
{
    [$missing => $a, 'b' => $b] = $row;
    return $b;
}

function floatKey(array $row)
{
    [1.5 => $a, 2.0 => $b] = $row;
    return $b;
}

function nullKey(array $row)
{
    [null => $a] = $row;
    return 'null key done';
}

function boolKey(array $row)
{
    [true => $t, false => $f] = $row;
    return 'bool keys done';
}

echo arrayKey([1, 2, 3]), "\n";
echo objectKey([1, 2, 3]), "\n";
echo undefinedVarKey(['' => 'empty', 'b' => 'B']), "\n";
echo floatKey([1 => 'one', 2 => 'two']), "\n";
echo nullKey(['' => 'x']), "\n";
echo boolKey([0 => 'zero', 1 => 'one']), "\n";

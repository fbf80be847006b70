<?php
// Same as keys-type-errors but with PHP's own warning output (no handler), so the
// messages (with line numbers) go to the output.
ini_set('display_errors', '1');
ini_set('html_errors', '0');
ini_set('error_reporting', (string) E_ALL);

function undefinedKeyVar(array $row)
{
    [$nokey => $a, 1 => $b] = $row;
    return $b;
}

function arrayKeyTypeError(array $row)
{
    try {
        [[] => $a, 0 => $b] = $row;
    } catch (TypeError $e) {
        echo 'TypeError: ', $e->getMessage(), "\n";
    }
    return 'after';
}

function sideEffect(array $row)
{
    $log = [];
    [($log[] = 'x') => $x, ($log[] = 'y') => $y] = $row;
    return implode('', $log);
}

function floatKeyDeprecation(array $row)
{
    [1.7 => $a] = $row;
    return 'float';
}

echo undefinedKeyVar(['' => 'e', 1 => 'one']), "\n";
echo arrayKeyTypeError([1, 2]), "\n";
echo sideEffect(['x' => 1, 'y' => 2]), "\n";
echo floatKeyDeprecation([1 => 'z']), "\n";

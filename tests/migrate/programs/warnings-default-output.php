<?php
// Undefined array key warnings with PHP's default display (message with file/line) and
// error_get_last() inspection.
ini_set('display_errors', '1');
ini_set('html_errors', '0');

function warnsDefault(array $a)
{
    [$x, $y] = $a;
    return 'after warn';
}

function lastError(array $a)
{
    error_clear_last();
    [$unused] = $a;
    $e = error_get_last();
    return $e === null ? 'no error' : $e['message'];
}

function silenced(array $a)
{
    error_clear_last();
    @['k' => $k, 'j' => $j] = $a;
    $e = error_get_last();
    return $e === null ? 'no error' : $e['message'];
}

function reportingOff(array $a)
{
    $old = error_reporting(0);
    [$a1, $a2, $a3] = $a;
    error_reporting($old);
    $e = error_get_last();
    return $e === null ? 'no error' : $e['message'];
}

echo warnsDefault([1]), "\n";
echo lastError([]), "\n";
echo lastError([5]), "\n";
echo silenced(['k' => 1]), "\n";
echo reportingOff([1]), "\n";

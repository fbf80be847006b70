<?php
// An error handler converts warnings to exceptions: a missing key in an unused slot aborts
// the destructuring (and later slots are not assigned).

set_error_handler(function (int $no, string $msg) {
    throw new ErrorException($msg, 0, $no);
});

function strict(array $a)
{
    $b = 'unset';
    try {
        [$x, $b] = $a;
        return "ok b=$b";
    } catch (ErrorException $e) {
        return "caught '{$e->getMessage()}' b=$b";
    }
}

function strictKeyed(array $a)
{
    $seen = 'none';
    try {
        ['missing' => $m, 'present' => $seen] = $a;
    } catch (ErrorException $e) {
        echo 'caught: ', $e->getMessage(), "\n";
    }
    return $seen;
}

function strictLoop(array $rows)
{
    $done = [];
    try {
        foreach ($rows as $i => [$a, $b]) {
            $done[] = $i;
        }
    } catch (ErrorException $e) {
        echo 'loop caught: ', $e->getMessage(), "\n";
    }
    return implode(',', $done);
}

function uncaughtInside(array $a)
{
    [$never] = $a;
    return 'finished';
}

echo strict([1, 2]), "\n";
echo strict([1 => 'only one']), "\n";
echo strictKeyed(['present' => 'P']), "\n";
echo strictLoop([[1, 2], [3, 4], [5]]), "\n";
try {
    echo uncaughtInside([]), "\n";
} catch (ErrorException $e) {
    echo 'top caught: ', $e->getMessage(), "\n";
}

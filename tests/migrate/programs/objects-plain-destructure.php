<?php
// Destructuring a plain object is an Error ("Cannot use object of type stdClass as array"),
// even when every slot is unused.

function plain()
{
    try {
        [$a] = new stdClass();
        return 'no error';
    } catch (Error $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

function allUnused(object $o)
{
    try {
        [$a, $b] = $o;
        return 'no error';
    } catch (Error $e) {
        return $e->getMessage();
    }
}

function keyed(object $o)
{
    try {
        ['x' => $x] = $o;
        return 'no error';
    } catch (Error $e) {
        return $e->getMessage();
    }
}

function nestedPlain(array $rows)
{
    try {
        [[$inner]] = $rows;
        return 'no error';
    } catch (Error $e) {
        return $e->getMessage();
    }
}

function foreachPlain(array $rows)
{
    $n = 0;
    try {
        foreach ($rows as [$a, $b]) {
            $n++;
        }
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
    return $n;
}

function closureObj()
{
    try {
        [$f] = function () {};
        return 'no error';
    } catch (Error $e) {
        return $e->getMessage();
    }
}

echo plain(), "\n";
echo allUnused((object) ['a' => 1]), "\n";
echo keyed(new ArrayObject(['x' => 1])), "\n";
echo keyed((object) ['x' => 1]), "\n";
echo nestedPlain([new stdClass()]), "\n";
echo foreachPlain([[1, 2], new stdClass(), [3, 4]]), "\n";
echo closureObj(), "\n";

<?php
// A real syntax error after discards: the analysers must report it as on the stock twin
// (../stock/syntax.php), with their own message, at its line.
function rows(array $a): void
{
    foreach ($a as $k => $_) {
        echo $k;
    }
    [, $b] = $a;
    echo $b
    echo 'the statement above has no semicolon';
}

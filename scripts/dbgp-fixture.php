<?php
// SPDX-License-Identifier: MIT
// The program scripts/dbgp-check.php debugs: one stop (a line breakpoint) at each `stop:` comment.
function second(void, $b)
{
    $c = $b . '!';
    return $c; // stop: function
}

final class Visitor
{
    public function visit($node, void)
    {
        $seen = [$node];
        return $seen; // stop: method
    }

    public static function pair(void, void, $k)
    {
        return $k; // stop: static method
    }
}

function plain($a, $b)
{
    $c = $a . $b;
    return $c; // stop: control
}

$sum = '';
$closure = function (void, $key) use (&$sum) {
    $sum .= $key;
    return $sum; // stop: closure
};
$arrow = fn(void, $y)
    => $y * 2; // stop: arrow function

second('first', 'b');
(new Visitor())->visit('node', ['dropped' => 1]);
Visitor::pair('x', 'y', 'k');
plain('a', 'b');
$closure('value', 'key');
$arrow(10, 21);
echo "done\n";

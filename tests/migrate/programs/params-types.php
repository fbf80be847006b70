<?php
// Typed parameters never read: a TypeError names the parameter it could not bind, even in a
// closure passed straight to usort().

$rows = ['x', 'y'];
try {
    usort($rows, fn(int $a, $b) => $b <=> 0);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    array_walk($rows, function (array $value, $key) { echo $key; });
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
// mixed never fails: written by default
usort($rows, fn(mixed $a, $b) => $b <=> 0);
echo json_encode($rows), "\n";

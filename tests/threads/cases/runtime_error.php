<?php
// a fatal error at run time, in the middle of a key-only loop over a generator
function g() { yield 1 => 1; yield 2 => 2; throw new LogicException('from the generator'); }
foreach (g() as $k => void) { echo "key $k\n"; }
echo "never printed\n";

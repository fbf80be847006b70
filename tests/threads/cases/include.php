<?php
// Included files are compiled in the middle of another compile's request; __COMPILER_HALT_OFFSET__
// with the pre-pass's inserted bytes before it.
$keys = require __DIR__ . '/included.inc';
echo implode(',', $keys), "\n";
echo json_encode(require __DIR__ . '/halt.inc'), "\n";

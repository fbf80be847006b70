<?php
// eval(): discards compiled at run time (every time, with or without opcache), a parse error and
// a compile error thrown from eval, code without discards.
$r = eval('$o = []; foreach ([3 => 1, 4 => 2] as $k => void) { $o[] = $k; } [void, $b] = [1, 2]; (void) 5; return [$o, $b];');
echo json_encode($r), "\n";
for ($i = 0; $i < 3; $i++) {
	echo eval("return $i * 2;"), ' ';
}
echo "\n";
try {
	eval('foreach ($a as $k => void { }');
} catch (ParseError $e) {
	echo get_class($e), ': ', $e->getMessage(), ' at line ', $e->getLine(), "\n";
}
$n = eval('$c = 0; foreach ((function () { yield 1; yield 2; })() as void) { $c++; } return $c;');
echo "generator driven $n times\n";
// last: a compile error in eval() is fatal
try {
	eval("\n\n\$x = (void) f();");
} catch (Error $e) {
	echo get_class($e), ': ', $e->getMessage(), ' at line ', $e->getLine(), "\n";
}

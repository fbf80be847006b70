--TEST--
lower(): every form of SEMANTICS.md and the (void) cast, rewritten to stock PHP line for line
--EXTENSIONS--
void_discard
--FILE--
<?php
$code = <<<'PHP'
<?php
foreach ($rows as $id => void) { echo $id; }
foreach ($rows as $id => VOID): endforeach;
foreach (gen() as void) {}
foreach ($it as void => $v) {} foreach ($it as void => void) {}
[void, void, $a] = $line;  list(void, $b) = $line;
[[void, $x], void, [$y]] = $nested;
['id' => void, 'name' => $n] = $row;
['name' => $n, 'id' => void] = $row;
[
    'id' =>
        void,
    'name' => $n,
] = $row;
foreach ($pairs as [void, $second]) {}
foreach ($rows as $k => [$a, void]) {}
foreach ($rows as $k => list('x' => void, 'y' => $y)) {}
foreach ($rows as $k => [void, [void]]) {}
[void, void] = f();
$r = ([void, [void]] = f());
[void, &$b] = $arr;
[__discard, $a] = $line;
foreach ($it as $k => __discard()) {}
(void) f();
if ($ok) (VOID)f();
for ((void) $i = 0; $i < 3; (void) $i++) {}
$x = [void, 1];
echo "as void) [void, \$a] (void) f();"; // => void
PHP;
$lowered = VoidDiscard\lower($code);
echo $lowered, "\n";
var_dump(substr_count($lowered, "\n") === substr_count($code, "\n"));
--EXPECT--
<?php
foreach ($rows as $id => $__void) { echo $id; }
foreach ($rows as $id => $__void): endforeach;
foreach (gen() as $__void) {}
foreach ($it as $v) {} foreach ($it as $__void) {}
[, , $a] = $line;  list(, $b) = $line;
[[, $x], , [$y]] = $nested;
['name' => $n] = $row;
['name' => $n, ] = $row;
[
    

    'name' => $n,
] = $row;
foreach ($pairs as [, $second]) {}
foreach ($rows as $k => [$a, ]) {}
foreach ($rows as $k => list('y' => $y)) {}
foreach ($rows as $k => $__void) {}
$__void = f();
$r = ( f());
[, &$b] = $arr;
[, $a] = $line;
foreach ($it as $k => $__void) {}
$__void = f();
if ($ok) $__void = f();
for ($__void = $i = 0; $i < 3; $__void = $i++) {}
$x = [void, 1];
echo "as void) [void, \$a] (void) f();"; // => void
bool(true)

<?php
// PHP 8.5 and 8.6 syntax next to discards (a seed: every fuzzer starts from it)
[void, $b] = $x |> f(...) |> array_reverse(...);
foreach ($x |> array_filter(...) as $k => void) {}
foreach ($rows |> pick(?, 0) as $k => void) {}
list(void) = f();
list( VOID , $b) = $r;
list(list(void), $x) = $n;
foreach ($rows as list(void, $b)) {}
foreach ($rows as $k => list(	void	)) {}
$o = clone($o, ['id' => void]);
#[\NoDiscard] function g(): int { return 1; }
(void) g();
( Void ) $x |> g(...);
class C { const F = static function (array $r): array { return $r; }; public readonly array $xy = [1, 2]; }
[void, $y] = (new C)->xy;

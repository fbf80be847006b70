--TEST--
Code that uses void as a type, a name or a constant runs exactly as without the extension
--EXTENSIONS--
void_discard
--FILE--
<?php
namespace N;

class C {
    const void = 'class constant';
    public $void = 'property';
    public static $as = 'static';
    function void(): void { echo "method named void\n"; }
    static function as(): string { return 'method named as'; }
}
function f(): void { echo "returns void\n"; }
$fn = fn(): string => 'arrow fn';
$c = new C;
$c->void();
f();
echo C::void, ' ', $c->void, ' ', C::$as, ' ', C::as(), ' ', $fn(), "\n";
\define('void', 'global constant');
echo \void, ' ', void, "\n";
$map = [void => 1, 'as' => 2];
foreach ($map as $k => $v) { echo "$k=$v\n"; }
$flags = 3;
\define('VOIDED', 1);
var_dump($flags & VOIDED, [$flags & VOIDED, void]);
echo <<<TXT
  foreach (\$rows as \$id => void) stays text
  TXT;
echo "\n", 'as void)', "\n";
?>
inline: foreach ($a as $k => void) {}
<?php
__halt_compiler(); foreach ($a as $k => void) {}
--EXPECT--
method named void
returns void
class constant property static method named as arrow fn
global constant global constant
global constant=1
as=2
int(1)
array(2) {
  [0]=>
  int(1)
  [1]=>
  string(15) "global constant"
}
foreach ($rows as $id => void) stays text
as void)
inline: foreach ($a as $k => void) {}

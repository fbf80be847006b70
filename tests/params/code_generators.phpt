--TEST--
Code generated from Reflection (as PHPUnit's mocks, proxies and decorators generate it) compiles and runs for methods with discarded parameters: each has a public name, `void` and its position from 1, with `_` added while the file holds that name anywhere (here a parameter `$void2`)
--EXTENSIONS--
void_discard
--FILE--
<?php
class Repository
{
    public function find(void, int $id, void, ?string $void2 = null) { return "find $id"; }
    public static function make(void, void) { return new static(); }
}
// a decorator written from Reflection, as a proxy generator writes one
$r = new ReflectionClass(Repository::class);
$code = 'class RepositoryProxy extends Repository {';
foreach ($r->getMethods() as $m) {
    $params = [];
    foreach ($m->getParameters() as $p) {
        $params[] = ($p->hasType() ? $p->getType() . ' ' : '') . '$' . $p->getName()
            . ($p->isDefaultValueAvailable() ? ' = ' . var_export($p->getDefaultValue(), true) : '');
    }
    $code .= sprintf('public %sfunction %s(%s) { echo "proxied %s\n"; return parent::%s(...func_get_args()); }',
        $m->isStatic() ? 'static ' : '', $m->getName(), implode(', ', $params), $m->getName(), $m->getName());
}
$code .= '}';
echo $code, "\n";
eval($code);
echo (new RepositoryProxy())->find('x', 7, 'y'), "\n";
var_dump(RepositoryProxy::make(1, 2) instanceof RepositoryProxy);
foreach ((new ReflectionMethod(Repository::class, 'find'))->getParameters() as $p) {
    echo $p->getPosition(), ' ', $p->name, ' ', $p->getName(), "\n";
}
echo new ReflectionMethod(Repository::class, 'make');
?>
--EXPECTF--
class RepositoryProxy extends Repository {public function find($void1, int $id, $void3, ?string $void2 = NULL) { echo "proxied find\n"; return parent::find(...func_get_args()); }public static function make($void1, $void2_) { echo "proxied make\n"; return parent::make(...func_get_args()); }}
proxied find
find 7
proxied make
bool(true)
0 void1 void1
1 id id
2 void3 void3
3 void2 void2
Method [ <user> static public method make ] {
  @@ %s 5 - 5

  - Parameters [2] {
    Parameter #0 [ <required> $void1 ]
    Parameter #1 [ <required> $void2_ ]
  }
}

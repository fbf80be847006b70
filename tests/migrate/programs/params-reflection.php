<?php
// Parameters never read whose names a program reads through Reflection: a container that
// autowires by parameter name, and a dump of a closure kept in a variable.

final class Container
{
    public function call(callable $f): string
    {
        $args = [];
        foreach ((new ReflectionFunction(Closure::fromCallable($f)))->getParameters() as $p) {
            $args[] = $p->getName() === 'logger' ? 'LOG' : $p->getName();
        }
        return implode(',', $args) . ' => ' . $f(...$args);
    }
}

function handler($logger, $request)
{
    return "handled $request";
}

$c = new Container();
echo $c->call('handler'), "\n";
echo $c->call(fn($logger, $request) => "arrow $request"), "\n";
$kept = function ($unused, $used) {
    return $used;
};
foreach ((new ReflectionFunction($kept))->getParameters() as $p) {
    echo $p->getPosition(), ' ', $p->getName(), ' ', $p->isOptional() ? 'optional' : 'required', "\n";
}
echo (new ReflectionFunction($kept))->getNumberOfRequiredParameters(), "\n";

<?php
// Methods keep their interface's arity: a trailing parameter never read is a candidate too. Called
// through the interface by name, or reflected, the rewrite shows.

interface Handler
{
    public function handle(string $event, array $context): string;
}

final class Quiet implements Handler
{
    public function handle(string $event, array $context): string
    {
        return 'quiet';
    }
}

final class Loud implements Handler
{
    public function handle(string $event, array $context): string
    {
        return strtoupper($event);
    }
}

abstract class Base
{
    abstract public function run($input, $options);

    public function describe(): string
    {
        $m = new ReflectionMethod($this, 'run');
        return implode(',', array_map(fn($p) => $p->getName(), $m->getParameters()));
    }
}

final class Job extends Base
{
    public function run($input, $options)
    {
        return "job $options";
    }
}

foreach ([new Quiet(), new Loud()] as $h) {
    echo $h->handle('e', []), ' ';
    try {
        echo $h->handle(context: [], event: 'named');
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage();
    }
    echo "\n";
}
$job = new Job();
echo $job->run(1, 2), ' ', $job->describe(), "\n";

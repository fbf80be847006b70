<?php

declare(strict_types=1);

namespace App\Events;

final class Dispatcher
{
    /** @var array<string, list<Listener>> */
    private array $listeners = [];

    public function listen(string $event, Listener $listener): void
    {
        $this->listeners[$event][] = $listener;
    }

    /** @param array<string, mixed> $payload */
    public function dispatch(string $event, array $payload): int
    {
        $called = 0;
        foreach ($this->listeners[$event] ?? [] as $listener) {
            $listener->handle($event, $payload);
            $called++;
        }
        return $called;
    }

    /** @return list<string> */
    public function events(): array
    {
        $events = [];
        foreach (array_keys($this->listeners) as $event) {
            $events[] = $event;
        }
        return $events;
    }

    public function count(): int
    {
        $n = 0;
        /** @var list<Listener> $listeners */
        foreach ($this->listeners as $event => $listeners) {
            $n += strlen($event) > 0 ? 1 : 0;
        }
        return $n;
    }
}

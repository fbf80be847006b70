<?php
// SPDX-License-Identifier: MIT

declare(strict_types=1);

namespace Shop\Events;

final class Dispatcher
{
    public function __construct(private NameHandler $handler)
    {
    }

    public function dispatch(int $id, string $name): string
    {
        return $this->handler->handle($id, $name);
    }

    public function replay(string $name): string
    {
        if ($name === '') {
            return $this->handler->handel(0, $name); // bug: undefined method
        }
        return $this->handler->handle(1, $name);
    }
}

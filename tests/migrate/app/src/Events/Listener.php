<?php

declare(strict_types=1);

namespace App\Events;

interface Listener
{
    /**
     * Called once an event happened.
     *
     * @param string $event its name
     * @param array<string, mixed> $payload what the event carries
     */
    public function handle(string $event, array $payload): void;
}

<?php

declare(strict_types=1);

namespace App\Events;

use App\Store\Journal;

final class AuditListener implements Listener
{
    public function __construct(private Journal $journal)
    {
    }

    /**
     * Writes the event's name to the journal; the payload stays out of it.
     *
     * @param string $event its name
     * @param array<string, mixed> $payload what the event carries, which an
     *        audit does not keep (it may hold secrets)
     */
    public function handle(string $event, array $payload): void
    {
        $this->journal->write($event);
    }
}

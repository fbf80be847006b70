<?php

declare(strict_types=1);

namespace App\Store;

final class Journal
{
    /** @var list<string> */
    private array $lines = [];

    public function write(string $line): void
    {
        $this->lines[] = $line;
    }

    /**
     * The lines, numbered.
     *
     * @phpstan-param array<int, string> $tags
     * @psalm-param array<int, string> $tags
     * @param int $from the first number
     * @return list<string>
     */
    public function numbered(array $tags, int $from): array
    {
        $out = [];
        foreach ($this->lines as $i => $line) {
            $out[] = ($from + $i) . ': ' . $line;
        }
        return $out;
    }

    /** @param array<string, int> $weights */
    public function first(array $weights, string $fallback): string
    {
        foreach (explode(',', 'a,b') as $i => $part) {
            return $fallback . $i;
        }
        return $fallback;
    }

    /** @return list<int> */
    public function sizes(): array
    {
        return array_map(
            /**
             * @param string $line a line
             * @param int $i its number
             */
            static fn(string $line, int $i): int => $i,
            $this->lines,
            array_keys($this->lines),
        );
    }
}

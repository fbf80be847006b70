<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Rector;

use Rector\ValueObject\Application\File;
use VoidDiscard\Tools\Migrate\Failure;
use VoidDiscard\Tools\Migrate\Migration;
use VoidDiscard\Tools\Migrate\Migrator;

/**
 * What `void-discard-migrate` writes in the file a rule is visiting, decided once per file by the
 * same code (Migrator), with `risky: true` as `--risky`: the rules of this package write `void`
 * exactly there. Without the extension nothing is decided, and ExtensionNotice says so once.
 *
 * @internal
 */
trait MigratorDecisions
{
    private bool $risky = false;
    /** @var array{string, array<string, int>}|null the file and its spots, key => how many */
    private ?array $decided = null;

    public function configure(array $configuration): void
    {
        $this->risky = (bool) ($configuration[self::RISKY] ?? false);
    }

    /**
     * The spots of the current file, each key $keys gives for them => how many.
     *
     * @param callable(Migration): iterable<string> $keys
     * @return array<string, int>
     */
    private function &decisions(File $file, callable $keys): array
    {
        $path = $file->getFilePath();
        if ($this->decided === null || $this->decided[0] !== $path) {
            $spots = [];
            if (!Migrator::available()) {
                ExtensionNotice::once();
            } else {
                try {
                    [, $m] = Migrator::migrate($path, $file->getOriginalFileContent(), $this->risky, false, false, null);
                    foreach ($keys($m) as $key) {
                        $spots[$key] = ($spots[$key] ?? 0) + 1;
                    }
                } catch (Failure) {
                    // a file PHP cannot compile: Rector reports its parse error, nothing is written
                }
            }
            $this->decided = [$path, $spots];
        }
        return $this->decided[1];
    }
}

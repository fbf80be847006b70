<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Rector;

use PhpParser\Comment\Doc;
use PhpParser\Node;
use Rector\ValueObject\Application\File;
use VoidDiscard\Tools\Migrate\Failure;
use VoidDiscard\Tools\Migrate\Migration;
use VoidDiscard\Tools\Migrate\Migrator;
use VoidDiscard\Tools\Migrate\PhpDoc;

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

    /**
     * $node's docblock without the tags of $tags that name one of $names, as `void-discard-migrate`
     * writes it (PhpDoc::without()), but for the lines: Rector's printer moves them anyway, so a
     * tag's lines go, and a docblock left empty goes.
     *
     * @param list<string> $tags
     * @param list<string> $names
     */
    private static function withoutTags(Node $node, array $tags, array $names): void
    {
        $doc = $node->getDocComment();
        if ($doc === null) {
            return;
        }
        $text = $doc->getText();
        foreach ($names as $name) {
            $text = PhpDoc::without($text, $tags, $name, false) ?? $text;
            if ($text === '') {
                break;
            }
        }
        if ($text === $doc->getText()) {
            return;
        }
        $comments = [];
        foreach ($node->getComments() as $comment) {
            if ($comment !== $doc) {
                $comments[] = $comment;
            } elseif ($text !== '') {
                $comments[] = new Doc($text, $doc->getStartLine(), $doc->getStartFilePos(), $doc->getStartTokenPos(),
                    $doc->getEndLine(), $doc->getEndFilePos(), $doc->getEndTokenPos());
            }
        }
        $node->setAttribute('comments', $comments);
    }
}

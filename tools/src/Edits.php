<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools;

/**
 * The extension's edit lists (src/prepass.c): byte ranges of a source and what replaces each.
 * The one applier of the PHP side: the reading's pre-pass and lowering, and the migration
 * (Migrate\Migration::result()).
 *
 * @internal
 */
final class Edits
{
    /**
     * The edits sorted by range (vd_edits_apply()).
     *
     * @param list<array{from: int, to: int, with: string}> $edits
     * @return list<array{from: int, to: int, with: string}>
     */
    public static function sorted(array $edits): array
    {
        usort($edits, static fn (array $a, array $b): int => [$a['from'], $a['to']] <=> [$b['from'], $b['to']]);
        return $edits;
    }

    /**
     * $src with the edits applied, as vd_edits_apply() applies them: every replaced range keeps
     * its line breaks, after its replacement, so no line moves. Null when two edits overlap.
     * Without $keepLineBreaks each replacement stands for its range alone: the migration's
     * replacements keep their lines themselves.
     *
     * @param list<array{from: int, to: int, with: string}> $edits
     */
    public static function apply(string $src, array $edits, bool $keepLineBreaks = true): ?string
    {
        $edits = self::sorted($edits);
        $out = '';
        $copied = 0;
        foreach ($edits as $k => $edit) {
            if ($k > 0 && $edit['from'] < $edits[$k - 1]['to']) {
                return null;
            }
            $out .= substr($src, $copied, $edit['from'] - $copied) . $edit['with'];
            if ($keepLineBreaks) {
                $out .= self::lineBreaks(substr($src, $edit['from'], $edit['to'] - $edit['from']));
            }
            $copied = $edit['to'];
        }
        return $out . substr($src, $copied);
    }

    /** The line breaks of $text, which an edit over it keeps. */
    public static function lineBreaks(string $text): string
    {
        return strpbrk($text, "\r\n") === false ? '' : (preg_replace('/[^\r\n]+/', '', $text) ?? '');
    }

    /**
     * Without every edit whose range lies inside another's, which replaces it all
     * (vd_edits_drop_nested()).
     *
     * @param list<array{from: int, to: int, with: string}> $edits
     * @return list<array{from: int, to: int, with: string}>
     */
    public static function dropNested(array $edits): array
    {
        if (\count($edits) < 2) {
            return $edits;
        }
        usort($edits, static fn (array $a, array $b): int => [$a['from'], $b['to']] <=> [$b['from'], $a['to']]);
        $kept = [];
        foreach ($edits as $edit) {
            $outer = $kept === [] ? null : $kept[\count($kept) - 1];
            if ($outer !== null && $outer['from'] < $outer['to'] && $edit['from'] >= $outer['from'] && $edit['to'] <= $outer['to']) {
                continue;
            }
            $kept[] = $edit;
        }
        return $kept;
    }
}

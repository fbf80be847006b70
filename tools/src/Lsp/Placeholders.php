<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Lsp;

/**
 * The placeholders of StockView as they come back in the server's answers, from any file of the
 * workspace: `$_`, a letter, a character, and `_` up to the spelling's length.
 */
final class Placeholders
{
    /**
     * $text with each placeholder of the $letters back in its spelling: the one $spellings gives
     * (a file's own: name => spelling, and a cast's name and `=` => its spelling, which takes the
     * `=` after the name with it), else the one its length tells (`void`, `__discard`, `__discard()`).
     *
     * @param list<string> $letters
     * @param array<string, string> $spellings
     */
    public static function restore(string $text, array $letters, array $spellings = []): string
    {
        if ($letters === [] || !str_contains($text, '$_')) {
            return $text;
        }
        return preg_replace_callback(self::pattern($letters) . 'S', static function (array $m) use ($spellings): string {
            $name = $m[1];
            if (($m[2] ?? '') !== '' && isset($spellings[$name . '='])) {
                return $spellings[$name . '='];
            }
            $spelling = $spellings[$name] ?? null;
            $spelling ??= match (\strlen($name)) {
                9 => '__discard',
                11 => '__discard()',
                default => 'void',
            };
            return $spelling . ($m[2] ?? '');
        }, $text) ?? $text;
    }

    /**
     * Whether $label (a completion item's, a symbol's) is one of the $letters' placeholders, with
     * or without its `$`.
     *
     * @param list<string> $letters
     */
    public static function isPlaceholder(string $label, array $letters): bool
    {
        if ($letters === []) {
            return false;
        }
        $label = ltrim($label, '$');
        return preg_match('/^_[' . implode('', $letters) . '][0-9A-Za-z]_*$/D', $label) === 1;
    }

    /**
     * Whether $text names one of the $letters' placeholders.
     *
     * @param list<string> $letters
     */
    public static function mentions(string $text, array $letters): bool
    {
        return $letters !== [] && str_contains($text, '$_') && preg_match(self::pattern($letters), $text) === 1;
    }

    /** @param list<string> $letters */
    private static function pattern(array $letters): string
    {
        // the name, whole, and what follows it: `=` (not `==`, `=>`) after blanks
        return '/(\$_[' . implode('', $letters) . '][0-9A-Za-z]_*)(?![0-9A-Za-z_\x80-\xff])([ \t]*=(?![=>]))?/';
    }
}

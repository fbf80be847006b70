<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

/**
 * PHPDoc kept true by the migration: a parameter written as `void` loses its `@param` tags
 * (`@param`, `@phpstan-param`, `@psalm-param`), a foreach value written as `void` the `@var` tags
 * of the docblock before its loop (`/** @var T $v *\/`), descriptions over several lines
 * included. Nothing else in a docblock changes, byte for byte: a tag's lines become empty
 * docblock lines (` *`, so that no line moves), or go (for the Rector rules, whose printer moves
 * lines anyway); a docblock left with nothing in it goes, and where it stood alone on its lines
 * they stay, empty.
 *
 * A tag is a line that starts with it (as phpstan/phpdoc-parser reads one: `/** Both: @param …`
 * holds none), and runs to the next line that starts with `@`, an empty line, or the end of the
 * docblock; the variable it names is the first `$name` after the tag outside brackets (so
 * `callable(int $x): void $cb` names `$cb`), also as `&$name`, `...$name`.
 *
 * @internal
 */
final class PhpDoc
{
    public const PARAM_TAGS = ['param', 'phpstan-param', 'psalm-param'];
    public const VAR_TAGS = ['var', 'phpstan-var', 'psalm-var'];

    /** The blanks a docblock's line may start and end with. */
    private const BLANKS = " \t";

    /**
     * $doc without the tags of $tags that name $name; null when no tag names it (the docblock
     * stays as it is), '' when nothing else is left in it.
     *
     * @param list<string> $tags tag names without the `@`
     * @param bool $keepLines whether a removed tag's lines stay, as empty docblock lines
     */
    public static function without(string $doc, array $tags, string $name, bool $keepLines = true): ?string
    {
        if (!str_starts_with($doc, '/**') || !str_ends_with($doc, '*/') || strlen($doc) < 5) {
            return null;
        }
        // Each line split into what stands before its text (`/**`, blanks, ` * `), its text and
        // what follows it (blanks, `*/`), so that a line emptied keeps its own prefix.
        $lines = preg_split('/(?<=\n)/', $doc) ?: [$doc];
        $parts = [];
        $last = count($lines) - 1;
        foreach ($lines as $i => $line) {
            $eol = strlen($line) - strlen(rtrim($line, "\r\n"));
            $body = substr($line, 0, strlen($line) - $eol);
            $end = '';
            if ($i === $last) {
                $body = substr($body, 0, -2);
                $end = '*/';
            }
            $lead = $i === 0 ? 3 : strspn($body, self::BLANKS);
            if ($i > 0 && ($body[$lead] ?? '') === '*') {
                $lead++;
            }
            $text = substr($body, $lead);
            $trimmed = rtrim($text, self::BLANKS);
            $start = strspn($trimmed, self::BLANKS);
            $parts[] = [
                'prefix' => substr($body, 0, $lead) . substr($trimmed, 0, $start),
                'text' => substr($trimmed, $start),
                'suffix' => substr($text, strlen($trimmed)) . $end . substr($line, strlen($line) - $eol),
            ];
        }
        $found = false;
        $drop = [];
        for ($i = 0; $i <= $last; $i++) {
            if (!self::names($parts[$i]['text'], $tags, $name)) {
                continue;
            }
            $found = true;
            $drop[$i] = true;
            for ($j = $i + 1; $j <= $last && $parts[$j]['text'] !== '' && $parts[$j]['text'][0] !== '@'; $j++) {
                $drop[$j] = true;
            }
            $i = $j - 1;
        }
        if (!$found) {
            return null;
        }
        $out = '';
        $left = false;
        foreach ($parts as $i => $part) {
            if (!isset($drop[$i])) {
                $left = $left || $part['text'] !== '';
                $out .= $part['prefix'] . $part['text'] . $part['suffix'];
            } elseif ($keepLines || $i === 0 || $i === $last) {
                // the line's `/**`, `*` or `*/` stays (and its line break)
                $out .= rtrim($part['prefix'], self::BLANKS) . ltrim($part['suffix'], self::BLANKS);
            }
        }
        return $left ? $out : '';
    }

    /**
     * Whether $text (a docblock line's text, or a piece of one) is a tag of $tags naming $name.
     *
     * @param list<string> $tags
     */
    public static function names(string $text, array $tags, string $name): bool
    {
        if (preg_match('/^@([\w-]+)(?=\s|$)/', $text, $m) !== 1 || !in_array(strtolower($m[1]), $tags, true)) {
            return false;
        }
        return self::variable(substr($text, strlen($m[0]))) === $name;
    }

    /** The variable a tag's body names: the first `$name` outside brackets and quotes (without `$`). */
    public static function variable(string $body): ?string
    {
        $depth = 0;
        $n = strlen($body);
        for ($i = 0; $i < $n; $i++) {
            $c = $body[$i];
            if ($c === "'" || $c === '"') {
                $close = strpos($body, $c, $i + 1);
                if ($close === false) {
                    return null;
                }
                $i = $close;
            } elseif (str_contains('<({[', $c)) {
                $depth++;
            } elseif (str_contains('>)}]', $c) && !($c === '>' && $i > 0 && ($body[$i - 1] === '-' || $body[$i - 1] === '='))) {
                $depth = max(0, $depth - 1);
            } elseif ($c === '$' && $depth === 0 && preg_match('/\G\$([A-Za-z_\x80-\xff][\w\x80-\xff]*)/', $body, $m, 0, $i) === 1) {
                return $m[1];
            }
        }
        return null;
    }

    /**
     * The docblocks among the comments of $gap (bytes between two tokens: blanks and comments
     * only), as [offset in $gap, length].
     *
     * @return list<array{int, int}>
     */
    public static function docblocks(string $gap): array
    {
        $found = [];
        $n = strlen($gap);
        for ($i = 0; $i < $n;) {
            if ($gap[$i] === '/' && ($gap[$i + 1] ?? '') === '*') {
                $close = strpos($gap, '*/', $i + 2);
                $close = $close === false ? $n : $close + 2;
                // `/**` and a blank after it: a docblock (`/***/` and `/**/` are not, as for PHP)
                if (substr($gap, $i, 3) === '/**' && strspn($gap, " \t\r\n", $i + 3, 1) === 1) {
                    $found[] = [$i, $close - $i];
                }
                $i = $close;
            } elseif ($gap[$i] === '#' || $gap[$i] === '/' && ($gap[$i + 1] ?? '') === '/') {
                $i += strcspn($gap, "\r\n", $i);
            } else {
                $i++;
            }
        }
        return $found;
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Lsp;

use VoidDiscard\Tools\Reading;

/**
 * What the language server reads in place of a file: the file with each discard spelled as stock
 * PHP of the same length (Reading::discards()), so that every line and column, in bytes and in
 * UTF-16 units alike, is the user's and no position needs mapping:
 *   `void`, `__discard`, `__discard()` → a placeholder variable of that length (`$_V0`,
 *   `$_V1_____`, `$_V2_______`): a foreach target or key, a list slot, a parameter all take one;
 *   `(void)` → an assignment to one (`$_V3 =`), which binds as loosely as the cast.
 * Placeholders are `$_` and a letter the file does not hold after `$_` (V if it can), then a
 * character of their own and `_` up to the length: each discard of a file has its own name (a
 * parameter list needs distinct ones), and a name tells its spelling back by its length.
 */
final class StockView
{
    /** The characters that tell a file's placeholders apart (every 62nd discard shares a name). */
    private const NAMES = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    /** The placeholders' letters, the first one a file does not hold after `$_` taken. */
    private const LETTERS = 'VWXYZQJKUTSRPONMLIHGFEDCBA';

    /**
     * @param string $text the view
     * @param string $letter the placeholders' letter ('' when the file has no discard)
     * @param list<array{from: int, to: int, name: string, spelling: string}> $spans each discard's
     *        range (bytes, the same in the file and the view), its placeholder and its spelling
     */
    private function __construct(public readonly string $text, public readonly string $letter, public readonly array $spans)
    {
    }

    public static function of(string $code): self
    {
        return self::withDiscards($code, Reading::discards($code));
    }

    /**
     * The view of $code whose discards are $discards (Reading::discards()'s, as ViewCache keeps
     * them: in order, apart, inside $code).
     *
     * @param list<array{from: int, to: int}> $discards
     */
    public static function withDiscards(string $code, array $discards): self
    {
        if ($discards === []) {
            return new self($code, '', []);
        }
        $letter = self::LETTERS[0];
        foreach (str_split(self::LETTERS) as $candidate) {
            if (!str_contains($code, '$_' . $candidate)) {
                $letter = $candidate;
                break;
            }
        }
        $text = '';
        $copied = 0;
        $spans = [];
        foreach ($discards as $k => ['from' => $from, 'to' => $to]) {
            $spelling = substr($code, $from, $to - $from);
            $name = '$_' . $letter . self::NAMES[$k % \strlen(self::NAMES)];
            if ($spelling[0] === '(') {
                // a cast, `(void)` or `( void )` (on one line, as PHP's lexer reads a cast):
                // `$_V3 =`, as a formatter writes an assignment
                $with = str_pad($name, $to - $from - 1) . '=';
            } else {
                $with = str_pad($name, $to - $from, '_');
            }
            $text .= substr($code, $copied, $from - $copied) . $with;
            $copied = $to;
            $spans[] = ['from' => $from, 'to' => $to, 'name' => rtrim($with, ' ='), 'spelling' => $spelling];
        }
        $text .= substr($code, $copied);
        return new self($text, $letter, $spans);
    }

    /**
     * The view after an edit that cannot change what is a discard (Proxy::didChange() decides):
     * the edit made to the view as to the file, each later discard moved by it. $from and $to are
     * byte offsets of the text before the edit.
     */
    public function edited(int $from, int $to, string $with): self
    {
        $delta = \strlen($with) - ($to - $from);
        $spans = [];
        foreach ($this->spans as $span) {
            if ($span['from'] >= $to) {
                $span['from'] += $delta;
                $span['to'] += $delta;
            }
            $spans[] = $span;
        }
        return new self(substr_replace($this->text, $with, $from, $to - $from), $this->letter, $spans);
    }

    /** Whether an edit of $from to $to touches a discard (or stands right beside one). */
    public function touches(int $from, int $to): bool
    {
        foreach ($this->spans as $span) {
            if ($from <= $span['to'] && $to >= $span['from']) {
                return true;
            }
        }
        return false;
    }

    /** @return list<string> the letters the file holds after `$_` (passed over for its placeholders) */
    public function heldLetters(): array
    {
        $at = strpos(self::LETTERS, $this->letter);
        return $this->letter === '' || $at === false || $at === 0 ? [] : str_split(substr(self::LETTERS, 0, $at));
    }

    /** Whether the view differs from the file. */
    public function hasDiscards(): bool
    {
        return $this->spans !== [];
    }

    /**
     * $text (the server's: a hover, a completion item, an edit's new text) with each placeholder of
     * this file back in its spelling, and any other file's placeholder in the spelling its length
     * tells (Placeholders::restore()).
     */
    public function restore(string $text): string
    {
        if ($this->letter === '' || !str_contains($text, '$_' . $this->letter)) {
            return $text;
        }
        $spellings = [];
        foreach ($this->spans as $span) {
            // (a cast's by its name and `=`: the 63rd discard shares the first one's name)
            $spellings[$span['name'] . ($span['spelling'][0] === '(' ? '=' : '')] ??= $span['spelling'];
        }
        return Placeholders::restore($text, [$this->letter], $spellings);
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Lsp;

/**
 * A document's text against the LSP's positions: a line and a character counted in UTF-16 code
 * units (the protocol's default encoding, the one clients and servers agree on unless they
 * negotiate another); lines end at `\n`, `\r\n` or `\r`.
 */
final class Text
{
    /** @var list<int> the byte offset at which each line starts */
    private array $starts;

    public function __construct(public readonly string $text)
    {
        $this->starts = [0];
        if (preg_match_all('/\r\n|\r|\n/', $text, $m, PREG_OFFSET_CAPTURE)) {
            foreach ($m[0] as [$break, $at]) {
                $this->starts[] = $at + \strlen($break);
            }
        }
    }

    /**
     * The byte offset of a position; one past a line's end is its end, one past the last line the
     * text's end.
     *
     * @param array{line: int, character: int} $position
     */
    public function offset(array $position): int
    {
        $line = $position['line'];
        if ($line >= \count($this->starts)) {
            return \strlen($this->text);
        }
        $start = $this->starts[$line];
        $end = $this->starts[$line + 1] ?? \strlen($this->text);
        $content = rtrim(substr($this->text, $start, $end - $start), "\r\n");
        return $start + self::bytes($content, max(0, $position['character']));
    }

    /** @return array{line: int, character: int} */
    public function position(int $offset): array
    {
        $lo = 0;
        $hi = \count($this->starts) - 1;
        while ($lo < $hi) {
            $mid = ($lo + $hi + 1) >> 1;
            if ($this->starts[$mid] <= $offset) {
                $lo = $mid;
            } else {
                $hi = $mid - 1;
            }
        }
        return ['line' => $lo, 'character' => self::units(substr($this->text, $this->starts[$lo], $offset - $this->starts[$lo]))];
    }

    /** UTF-16 units of a UTF-8 string (a byte that is no UTF-8 counts one). */
    private static function units(string $s): int
    {
        if (!preg_match('/[\x80-\xff]/', $s)) {
            return \strlen($s);
        }
        $units = 0;
        for ($i = 0, $n = \strlen($s); $i < $n; $units++) {
            $b = \ord($s[$i]);
            $len = $b < 0x80 ? 1 : ($b >= 0xf0 ? 4 : ($b >= 0xe0 ? 3 : ($b >= 0xc0 ? 2 : 1)));
            if ($len === 4) {
                $units++;
            }
            $i += $len;
        }
        return $units;
    }

    /** The bytes of the first $units UTF-16 units of $s (all of it if it has fewer). */
    private static function bytes(string $s, int $units): int
    {
        if (!preg_match('/[\x80-\xff]/', $s)) {
            return min($units, \strlen($s));
        }
        $i = 0;
        $n = \strlen($s);
        while ($units > 0 && $i < $n) {
            $b = \ord($s[$i]);
            $len = $b < 0x80 ? 1 : ($b >= 0xf0 ? 4 : ($b >= 0xe0 ? 3 : ($b >= 0xc0 ? 2 : 1)));
            $units -= $len === 4 ? 2 : 1;
            $i = min($n, $i + $len);
        }
        return $i;
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Lsp;

use VoidDiscard\Tools\Reading;

/**
 * Where the discards of the files the mirror has read are, kept across the proxy's runs by each
 * file's content (its SHA-1): reading them (Reading::discards(), a lexing and the lowering's two
 * passes) is most of a mirror's making, and most files are as they were at the last start.
 *
 * One file, `$XDG_CACHE_HOME/void-discard/lsp-views` (`~/.cache/…`), in a folder of the user's
 * own that no one else can write (else there is no cache): a first line that names the reading
 * (the PHP version and the reading's own source: a change of either is a new cache), then a line
 * for each content, its hash and its discards' byte ranges (none for a file without one). It is
 * written whole to a new file renamed over it (a reader sees the old file or the new one), the
 * contents of the last mirror first, then those of the file before, up to 100 000 entries: what
 * mirrors no longer hold falls out. A line that does not read as one, or whose ranges do not fit
 * its content, is not taken (the content is read again).
 */
final class ViewCache
{
    /** How many contents it keeps. */
    private const MAX = 100000;

    /** @var array<string, string> content hash => its discards, as the file holds them (`from-to,…`) */
    private array $loaded = [];
    /** @var array<string, string> the same, for the contents read in this run (they go first) */
    private array $used = [];
    private bool $changed = false;

    private function __construct(private readonly string $file, private readonly string $reading, private readonly int $max)
    {
        $text = @file_get_contents($file);
        if ($text === false || !str_starts_with($text, $reading . "\n")) {
            return;
        }
        foreach (explode("\n", substr($text, \strlen($reading) + 1)) as $line) {
            if (\strlen($line) >= 41 && $line[40] === ' ') {
                $this->loaded[substr($line, 0, 40)] = substr($line, 41);
            }
        }
    }

    /** The user's cache ($uid the user's id); null where there is no folder of the user's own for it. */
    public static function open(int $uid): ?self
    {
        $base = getenv('XDG_CACHE_HOME');
        if (!\is_string($base) || !str_starts_with($base, '/')) {
            $home = getenv('HOME');
            if (!\is_string($home) || !str_starts_with($home, '/')) {
                return null;
            }
            $base = $home . '/.cache';
        }
        return self::at(rtrim($base, '/') . '/void-discard', $uid);
    }

    /**
     * The cache in the folder $dir (made, 0700, if it is not there); null if it is not the user's
     * ($uid) alone: another's, writable by others, or a link. $max: how many contents it keeps.
     */
    public static function at(string $dir, int $uid, int $max = self::MAX): ?self
    {
        if (!is_dir($dir) && !@mkdir($dir, 0700, true) && !is_dir($dir)) {
            return null;
        }
        $probe = @lstat($dir);
        if ($probe === false || ($probe['mode'] & 0170000) !== 0040000 || ($probe['mode'] & 0022) !== 0
                || $probe['uid'] !== $uid || !is_writable($dir)) {
            return null;
        }
        $cache = new self($dir . '/lsp-views', self::reading(), $max);
        // what a run killed while it wrote left (an hour old: not one being written now)
        foreach (glob($dir . '/lsp-views.*.*') ?: [] as $left) {
            if ((int) @filemtime($left) < time() - 3600) {
                @unlink($left);
            }
        }
        return $cache;
    }

    /**
     * What names the reading: the PHP version (the token rules follow its lexer) and a hash of the
     * reading's source (Reading, its recognizers, Lowering, Tokens, Prefilter, Lexical, Edits,
     * Bracket, and StockView).
     */
    public static function reading(): string
    {
        static $reading = null;
        if ($reading === null) {
            $src = \dirname((string) (new \ReflectionClass(Reading::class))->getFileName());
            $files = glob($src . '/Reading/*.php') ?: [];
            foreach (['Reading', 'Lowering', 'Tokens', 'Prefilter', 'Lexical', 'Edits', 'Bracket'] as $name) {
                $files[] = "$src/$name.php";
            }
            $files[] = __DIR__ . '/StockView.php';
            sort($files);
            $hash = hash_init('sha1');
            foreach ($files as $file) {
                hash_update($hash, $file . "\0" . @file_get_contents($file) . "\0");
            }
            $reading = 'void-discard-lsp views 1 PHP ' . PHP_VERSION . ' ' . hash_final($hash);
        }
        return $reading;
    }

    /**
     * The view of $code: from the cache where it holds $code's discards, else made
     * (StockView::of()) and kept.
     */
    public function view(string $code): StockView
    {
        $key = sha1($code);
        $spans = $this->used[$key] ?? $this->loaded[$key] ?? null;
        if ($spans !== null) {
            $discards = self::decode($spans, $code);
            if ($discards !== null) {
                $this->used[$key] = $spans;
                return StockView::withDiscards($code, $discards);
            }
        }
        $view = StockView::of($code);
        $this->keep($key, self::encode($view));
        return $view;
    }

    /** Takes an entry made elsewhere (the mirror's other process): $key the content's hash. */
    public function keep(string $key, string $spans): void
    {
        // (no ctype: the proxy runs as `php -n -d extension=tokenizer`)
        if (\strlen($key) === 40 && strspn($key, '0123456789abcdef') === 40 && preg_match('/^(\d+-\d+(,\d+-\d+)*)?$/D', $spans) === 1) {
            $this->changed = $this->changed || ($this->loaded[$key] ?? null) !== $spans;
            $this->used[$key] = $spans;
        }
    }

    /** @return array<string, string> the entries of this run: content hash => discards */
    public function used(): array
    {
        return $this->used;
    }

    /** How the cache writes $view's discards. */
    public static function encode(StockView $view): string
    {
        return implode(',', array_map(static fn (array $s): string => $s['from'] . '-' . $s['to'], $view->spans));
    }

    /**
     * $spans as discards of $code, if they can be: in order, apart, inside it, each a spelling a
     * discard can have (a word `void`, a `__discard`, a cast's parenthesis); null otherwise.
     *
     * @return list<array{from: int, to: int}>|null
     */
    public static function decode(string $spans, string $code): ?array
    {
        $discards = [];
        $end = 0;
        foreach ($spans === '' ? [] : explode(',', $spans) as $span) {
            $pair = explode('-', $span);
            if (\count($pair) !== 2 || preg_match('/^\d{1,18}$/D', $pair[0]) !== 1 || preg_match('/^\d{1,18}$/D', $pair[1]) !== 1) {
                return null;
            }
            [$from, $to] = [(int) $pair[0], (int) $pair[1]];
            if ($from < $end || $to <= $from || $to > \strlen($code)
                    || !(strncasecmp(substr($code, $from, 4), 'void', 4) === 0 || str_starts_with(substr($code, $from, 9), '__discard')
                        || ($code[$from] === '(' && $code[$to - 1] === ')'))) {
                return null;
            }
            $discards[] = ['from' => $from, 'to' => $to];
            $end = $to;
        }
        return $discards;
    }

    /**
     * Writes the cache (if this run read a content it did not hold): this run's entries, then the
     * file's others, up to the most it keeps; to a new file, private, renamed over the old one.
     */
    public function save(): void
    {
        if (!$this->changed) {
            return;
        }
        $lines = [$this->reading];
        foreach ($this->used as $key => $spans) {
            $lines[] = $key . ' ' . $spans;
        }
        foreach ($this->loaded as $key => $spans) {
            if (\count($lines) > $this->max) {
                break;
            }
            if (!isset($this->used[$key])) {
                $lines[] = $key . ' ' . $spans;
            }
        }
        $lines = \array_slice($lines, 0, $this->max + 1);
        $tmp = sprintf('%s.%d.%s', $this->file, getmypid(), bin2hex(random_bytes(4)));
        $f = @fopen($tmp, 'x');
        if ($f === false) {
            return;
        }
        $text = implode("\n", $lines) . "\n";
        $written = @chmod($tmp, 0600) && @fwrite($f, $text) === \strlen($text);
        if (!(@fclose($f) && $written && @rename($tmp, $this->file))) {
            @unlink($tmp);
            return;
        }
        $this->loaded = $this->used + $this->loaded;
        $this->changed = false;
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Lsp;


/**
 * The workspace as the server reads it from disk: a private folder holding, for each workspace
 * folder, the stock view (StockView) of each of its PHP files, at the same relative path. The
 * server is given the mirror's folders in place of the user's, so that what it reads of files no
 * editor has open (a method's parameters, a class's definition) is the view too; poll() keeps the
 * mirror current with the disk, whether an editor has the file open or not.
 *
 * Folders named `.git`, `.hg`, `.svn` and `node_modules` are not mirrored, nor what a symbolic
 * link to a folder holds (a link to a file is read through). A file or folder that cannot be read
 * is left out, once, with a warning; the rest is mirrored.
 */
final class Mirror
{
    private const SKIPPED = ['.git' => true, '.hg' => true, '.svn' => true, 'node_modules' => true];
    /** From how many files a folder is mirrored by two processes. */
    private const FORK_FROM = 400;

    private string $dir;
    /** @var list<array{user: string, mirror: string, userUri: string, mirrorUri: string}> */
    private array $roots = [];
    /** @var array<string, array{int, int, int}> user path => [mtime, size, inode] as last mirrored (a save by rename is a new inode) */
    private array $seen = [];
    /** @var array<string, StockView> mirror URI => the view of a mirrored file with discards, once made here */
    private array $views = [];
    /** @var array<string, string> mirror URI => the placeholders' letter of a mirrored file with discards */
    private array $letters = [];
    /** How many folders add() took: each has a folder of its own in the mirror. */
    private int $added = 0;
    /** @var array<string, true> the mirror's folders known to be there */
    private array $dirs = [];
    /** @var list<string> the user paths of the folders add() took and complete() has not mirrored */
    private array $incomplete = [];
    /** @var array<string, true> the file name endings mirrored */
    private array $extSet;
    /** @var array<string, true> what a warning was given for */
    private array $warned = [];
    /** @var \Closure(string): void */
    private \Closure $warn;
    /** When the folders were last walked whole (complete(), poll()), in microtime(true)'s seconds. */
    private float $walked = 0.0;
    /** Where the files' discards are kept across runs, by content (LspCommand gives the user's). */
    private ?ViewCache $cache = null;

    /**
     * @param list<string> $exts the file name endings mirrored (lower case)
     * @param callable(string): void $warn
     */
    public function __construct(array $exts, callable $warn)
    {
        $this->warn = \Closure::fromCallable($warn);
        $this->extSet = array_fill_keys($exts, true);
        $dir = null;
        $bases = self::bases();
        foreach ($bases as $base) {
            for ($i = 0; $i < 8 && $dir === null; $i++) {
                $try = sprintf('%s/void-discard-lsp.%d.%s', $base, getmypid(), bin2hex(random_bytes(4)));
                $dir = @mkdir($try, 0700) ? $try : null;
            }
            if ($dir !== null) {
                break;
            }
        }
        if ($dir === null) {
            throw new \RuntimeException('cannot create a folder in ' . implode(' or ', $bases));
        }
        $this->dir = $dir;
    }

    /**
     * Where a mirror may be made, the first that takes it: a folder in memory where there is one
     * for it (a mirror is thousands of links and files, made at each start and removed at each
     * end: on a disk that is thousands of journal writes, on a busy one seconds of them) — the
     * user's runtime folder (`$XDG_RUNTIME_DIR`, a tmpfs of the user's own), else `/dev/shm` with 1
     * GiB free — else the temporary folder. LspCommand sweeps the mirrors of killed proxies from
     * each of them.
     *
     * @return non-empty-list<string>
     */
    public static function bases(): array
    {
        $bases = [];
        $runtime = getenv('XDG_RUNTIME_DIR');
        if (\is_string($runtime) && str_starts_with($runtime, '/') && is_dir($runtime) && is_writable($runtime)) {
            $bases[] = rtrim($runtime, '/');
        }
        if (PHP_OS_FAMILY === 'Linux' && is_dir('/dev/shm') && is_writable('/dev/shm') && (@disk_free_space('/dev/shm') ?: 0) >= 1 << 30) {
            $bases[] = '/dev/shm';
        }
        $bases[] = rtrim(sys_get_temp_dir(), '/');
        return array_values(array_unique($bases));
    }

    /** Keeps the files' discards in $cache across runs (ViewCache): a file as it was is not read again. */
    public function useCache(?ViewCache $cache): void
    {
        $this->cache = $cache;
    }

    /** The folder the mirror is in (removed by remove()). */
    public function dir(): string
    {
        return $this->dir;
    }

    /**
     * Takes the workspace folder at $uri (a file URI; any other is not mirrored) into the mirror and
     * gives the URI the server is to read it at; complete() mirrors it.
     */
    public function add(string $uri): string
    {
        foreach ($this->roots as $root) {
            if ($root['userUri'] === rtrim($uri, '/')) {
                return $root['mirrorUri'];
            }
        }
        $path = self::path($uri);
        if ($path === null || !is_dir($path)) {
            return $uri;
        }
        $path = rtrim($path, '/');
        // a folder in another one is mirrored where that one's mirror holds it, so that the server
        // reads each file once, as it would the user's folders; any other has a folder of its own,
        // one for each ever added (what the server still holds of a folder removed must not map
        // back into another)
        $mirror = sprintf('%s/%d/%s', $this->dir, $this->added++, self::safeName(basename($path)));
        foreach ($this->byDepth() as $outer) {
            if (str_starts_with($path, $outer['user'] . '/')) {
                $mirror = $outer['mirror'] . substr($path, \strlen($outer['user']));
                break;
            }
        }
        $this->roots[] = ['user' => $path, 'mirror' => $mirror, 'userUri' => rtrim($uri, '/'), 'mirrorUri' => 'file://' . $mirror];
        $this->incomplete[] = $path;
        return 'file://' . $mirror;
    }

    /**
     * Mirrors the folders add() took since the last call: a symbolic link to each file
     * without a discard, the view of each other one. The views are most of the work: a large
     * folder is shared with a second process, where PHP can fork. The server is to read none of
     * it before (LspCommand sends the initialize request first: the server starts meanwhile).
     */
    public function complete(): void
    {
        $files = [];
        foreach ($this->incomplete as $path) {
            $this->walk($path, static function (string $file, array $stat) use (&$files): void {
                $files[] = [$file, $stat];
            });
        }
        if ($this->incomplete !== []) {
            $this->walked = microtime(true);
        }
        $this->incomplete = [];
        /** @var list<array{string, array{int, int, int}}> $files (filled by the walk) */
        $pid = \count($files) >= self::FORK_FROM ? self::fork() : -1;
        $report = $this->dir . '/other-half';
        if ($pid === 0) {
            // the other process: every second file, and what it learnt of each, in a file (and
            // the discards it read, for the cache)
            $out = [];
            foreach ($files as $k => [$file, $stat]) {
                if ($k % 2 === 1 && $this->sync($file, $stat) !== null) {
                    $out[] = $file . "\0" . implode(',', $stat) . "\0" . ($this->letters[$this->mirrorUri($file)] ?? '');
                }
            }
            foreach ($this->cache?->used() ?? [] as $key => $spans) {
                $out[] = $key . "\0" . $spans;
            }
            file_put_contents($report, implode("\n", $out));
            // (the parent's shutdown functions know their process: LspCommand::run())
            exit(0);
        }
        foreach ($files as $k => [$file, $stat]) {
            if ($k % 2 === 0 || $pid < 0) {
                $this->sync($file, $stat);
            }
        }
        if ($pid > 0) {
            $wait = 'pcntl_waitpid';
            $status = 0;
            $wait($pid, $status);
            foreach (explode("\n", (string) @file_get_contents($report)) as $line) {
                $fields = explode("\0", $line);
                if (\count($fields) === 2) {
                    $this->cache?->keep($fields[0], $fields[1]);
                } elseif (\count($fields) === 3) {
                    $stat = array_map('intval', explode(',', $fields[1]));
                    $this->seen[$fields[0]] = [$stat[0], $stat[1] ?? 0, $stat[2] ?? 0];
                    if ($fields[2] !== '') {
                        $this->letters[$this->mirrorUri($fields[0])] = $fields[2];
                    }
                }
            }
            @unlink($report);
        }
        $this->cache?->save();
    }

    /** pcntl_fork(), or -1 where PHP has no pcntl (a SAPI other than the CLI, a build without it). */
    private static function fork(): int
    {
        // (looked up by name: whether PHP has it is the running PHP's to say, not the analyser's)
        $fork = 'pcntl_fork';
        return \function_exists($fork) ? (int) $fork() : -1;
    }

    /** Stops mirroring the workspace folder at $uri. */
    public function drop(string $uri): void
    {
        foreach ($this->roots as $k => $root) {
            if ($root['userUri'] === rtrim($uri, '/')) {
                foreach (array_keys($this->seen) as $file) {
                    if (str_starts_with($file, $root['user'] . '/') && $this->inOtherRoot($file, $k) === null) {
                        unset($this->seen[$file]);
                    }
                }
                $inner = false;
                foreach ($this->roots as $j => $outer) {
                    $inner = $inner || ($j !== $k && str_starts_with($root['mirror'], $outer['mirror'] . '/'));
                }
                if (!$inner) {
                    self::removeTree($root['mirror']);
                }
                unset($this->roots[$k]);
                $this->roots = array_values($this->roots);
                return;
            }
        }
    }

    /** $s with every user folder's URI (and path) as the mirror's: what the server is sent. */
    public function toServer(string $s): string
    {
        // (the innermost folder first: a folder in another one is mirrored on its own)
        foreach ($this->byDepth() as $root) {
            if (str_contains($s, $root['userUri'])) {
                $s = self::replacePrefix($s, $root['userUri'], $root['mirrorUri']);
            } elseif (str_contains($s, $root['user'])) {
                $s = self::replacePrefix($s, $root['user'], $root['mirror']);
            }
        }
        return $s;
    }

    /** $s with every mirror folder's URI (and path) as the user's: what the client is sent. */
    public function toClient(string $s): string
    {
        if (!str_contains($s, $this->dir)) {
            return $s;
        }
        foreach ($this->byDepth() as $root) {
            $s = self::replacePrefix($s, $root['mirrorUri'], $root['userUri']);
            $s = self::replacePrefix($s, $root['mirror'], $root['user']);
        }
        return $s;
    }

    /** @return list<array{user: string, mirror: string, userUri: string, mirrorUri: string}> the folders, the longest path first */
    private function byDepth(): array
    {
        $roots = $this->roots;
        usort($roots, static fn (array $a, array $b): int => \strlen($b['user']) <=> \strlen($a['user']));
        return $roots;
    }

    /** The view of the mirrored file the server knows as $mirrorUri, if it has discards. */
    public function view(string $mirrorUri): ?StockView
    {
        if (!isset($this->letters[$mirrorUri])) {
            return null;
        }
        if (!isset($this->views[$mirrorUri])) {
            // (mirrored by the other process of add())
            $code = @file_get_contents((string) $this->userPath($mirrorUri));
            $code = $code === false ? '' : $code;
            $this->views[$mirrorUri] = $this->cache?->view($code) ?? StockView::of($code);
        }
        return $this->views[$mirrorUri];
    }

    /** The user's path of the file the server knows as $mirrorUri. */
    private function userPath(string $mirrorUri): ?string
    {
        $path = self::path($mirrorUri);
        foreach ($this->roots as $root) {
            if ($path !== null && str_starts_with($path, $root['mirror'] . '/')) {
                return $root['user'] . substr($path, \strlen($root['mirror']));
            }
        }
        return null;
    }

    /** @return list<string> the placeholders' letters of the mirrored files */
    public function letters(): array
    {
        return array_values(array_unique($this->letters));
    }

    /**
     * Mirrors the user's file at $uri again, as it is on disk now: the LSP's FileChangeType of what
     * the server should be told (1 created, 2 changed, 3 deleted), null if the mirror was current
     * or the file is not in a mirrored folder.
     */
    public function syncUri(string $uri): ?int
    {
        $path = self::path($uri);
        return $path === null ? null : $this->sync($path);
    }

    /**
     * What changed on disk since the last look, mirrored: the server's URI of each file and its
     * FileChangeType.
     *
     * @return list<array{uri: string, type: int}>
     */
    public function poll(): array
    {
        $changes = [];
        $present = [];
        // (PHP keeps the last lstat()'s answer: in a folder of one file, that file's, from the last poll)
        clearstatcache();
        $this->walked = microtime(true);
        foreach ($this->roots as $root) {
            $this->walk($root['user'], function (string $file, array $stat) use (&$changes, &$present): void {
                $present[$file] = true;
                if (($this->seen[$file] ?? null) !== $stat && ($type = $this->sync($file, $stat)) !== null) {
                    $changes[] = ['uri' => $this->mirrorUri($file), 'type' => $type];
                }
            });
        }
        foreach (array_keys($this->seen) as $file) {
            if (!isset($present[$file]) && ($type = $this->sync($file)) !== null) {
                $changes[] = ['uri' => $this->mirrorUri($file), 'type' => $type];
            }
        }
        return $changes;
    }

    /** When the folders were last walked whole (complete(), poll()): the next poll is due a poll's time after. */
    public function walked(): float
    {
        return $this->walked;
    }

    /** Removes the mirror. */
    public function remove(): void
    {
        $this->cache?->save();
        self::removeTree($this->dir);
        $this->roots = $this->seen = $this->views = $this->letters = $this->incomplete = $this->dirs = [];
    }

    /**
     * Mirrors one user file as it is on disk now (see syncUri()); $stat: its [mtime, size] if the
     * caller has it. A file with discards is written as its view, with the user's file's time; any
     * other is a symbolic link to the user's file (place()). One the server may be reading is
     * replaced by a new one renamed over it: the server never reads half a file.
     *
     * @param array{int, int, int}|null $stat
     */
    private function sync(string $file, ?array $stat = null): ?int
    {
        $k = $this->inOtherRoot($file, -1);
        if ($k === null || !$this->wanted($file)) {
            return null;
        }
        $root = $this->roots[$k];
        $target = $root['mirror'] . substr($file, \strlen($root['user']));
        $uri = 'file://' . self::encode($target);
        if ($stat === null) {
            clearstatcache(true, $file);
            $s = @stat($file);
            $stat = $s === false || !is_file($file) ? null : [(int) $s['mtime'], (int) $s['size'], (int) $s['ino']];
        }
        if ($stat === null) {
            if (!isset($this->seen[$file])) {
                return null;
            }
            unset($this->seen[$file], $this->views[$uri], $this->letters[$uri]);
            @unlink($target);
            return 3;
        }
        $known = $this->seen[$file] ?? null;
        if ($known === $stat) {
            return null;
        }
        $code = @file_get_contents($file);
        if ($code === false) {
            $this->warnOnce($file, "$file: cannot be read, the server does not see it");
            return null;
        }
        unset($this->warned[$file]);
        // (a file without a discard's words is not lexed: StockView::of() sees that at once)
        $view = $this->cache !== null && (str_contains($code, '__discard') || stripos($code, 'void') !== false)
            ? $this->cache->view($code) : StockView::of($code);
        unset($this->views[$uri], $this->letters[$uri]);
        if ($view->hasDiscards()) {
            $this->views[$uri] = $view;
            $this->letters[$uri] = $view->letter;
        }
        $dir = \dirname($target);
        if (!isset($this->dirs[$dir]) && !is_dir($dir) && !@mkdir($dir, 0700, true) && !is_dir($dir)) {
            $this->warnOnce($target, 'cannot write the mirror of ' . $file);
            return null;
        }
        $this->dirs[$dir] = true;
        // a file the server has not been told of is written in place, where nothing is yet (the
        // write itself tells: no look first, one call less a file on a mirror's first making);
        // one it may be reading, or one in the way, is replaced by a new one renamed over it
        $link = $view->hasDiscards() ? null : (string) (realpath($file) ?: $file);
        if ($known === null && self::place($target, $link, $view->text, $stat[0])) {
            $this->seen[$file] = $stat;
            return 1;
        }
        $to = $target . '.void-discard-lsp.tmp';
        @unlink($to);
        if (!self::place($to, $link, $view->text, $stat[0]) || !@rename($to, $target)) {
            @unlink($to);
            $this->warnOnce($target, 'cannot write the mirror of ' . $file);
            return null;
        }
        $this->seen[$file] = $stat;
        return $known === null ? 1 : 2;
    }

    /**
     * Writes $path, only where nothing is: a symbolic link to $link, which servers read through
     * (intelephense reports it at the link's path, the mirror's; a hard link would change the
     * user's file's ctime, and Git then reads every file of the tree again at its next status),
     * or, with $link null or where links cannot be made, the file $text with the time $mtime.
     * Nothing is ever written through a mirror file: a link's file is the user's. Whether it was
     * written; a file begun and not finished is removed.
     */
    private static function place(string $path, ?string $link, string $text, int $mtime): bool
    {
        if ($link !== null && @symlink($link, $path)) {
            return true;
        }
        $f = @fopen($path, 'x');
        if ($f === false) {
            return false;
        }
        $written = @fwrite($f, $text) === \strlen($text);
        $written = @fclose($f) && $written && @touch($path, $mtime);
        if (!$written) {
            @unlink($path);
        }
        return $written;
    }

    private function wanted(string $file): bool
    {
        $name = basename($file);
        $dot = strrpos($name, '.');
        return $dot !== false && isset($this->extSet[strtolower(substr($name, $dot + 1))]);
    }

    /** The index of the mirrored folder $file is in (the innermost), other than $not; null if none. */
    private function inOtherRoot(string $file, int $not): ?int
    {
        $found = null;
        foreach ($this->roots as $k => $root) {
            if ($k !== $not && str_starts_with($file, $root['user'] . '/')
                    && ($found === null || \strlen($root['user']) > \strlen($this->roots[$found]['user']))) {
                $found = $k;
            }
        }
        return $found;
    }

    private function mirrorUri(string $file): string
    {
        $root = $this->roots[$this->inOtherRoot($file, -1) ?? 0];
        return 'file://' . self::encode($root['mirror'] . substr($file, \strlen($root['user'])));
    }

    /**
     * Calls $each with every file under $dir that the mirror takes and its [mtime, size, inode],
     * warning once about what cannot be read. One lstat() an entry: the walk runs at every poll. A
     * link to a folder is walked as a folder (a Composer path repository is one, in vendor/), once
     * on each path: a folder it holds already (a loop) is not walked again.
     *
     * @param callable(string, array{int, int, int}): void $each
     * @param array<string, true> $within the real paths of the folders this one is in
     */
    private function walk(string $dir, callable $each, array $within = []): void
    {
        $entries = @scandir($dir);
        if ($entries === false) {
            $this->warnOnce($dir, "$dir: cannot be read, the server does not see what it holds");
            return;
        }
        unset($this->warned[$dir]);
        foreach ($entries as $entry) {
            if ($entry === '.' || $entry === '..') {
                continue;
            }
            $path = "$dir/$entry";
            $s = @lstat($path);
            if ($s === false) {
                continue;
            }
            $type = $s['mode'] & 0170000;
            if ($type === 0120000) {
                // a link: read through, to a file or a folder; to nothing, not mirrored
                $s = @stat($path);
                if ($s === false) {
                    continue;
                }
                $type = $s['mode'] & 0170000;
                if ($type === 0040000) {
                    $real = (string) realpath($path);
                    $within += [(string) realpath($dir) => true];
                    if (!isset(self::SKIPPED[$entry]) && $real !== '' && !isset($within[$real])) {
                        $this->walk($path, $each, $within + [$real => true]);
                    }
                    continue;
                }
            }
            if ($type === 0040000) {
                if (!isset(self::SKIPPED[$entry])) {
                    $this->walk($path, $each, $within);
                }
                continue;
            }
            $dot = strrpos($entry, '.');
            if ($type !== 0100000 || $dot === false || !isset($this->extSet[strtolower(substr($entry, $dot + 1))])) {
                continue;
            }
            $each($path, [(int) $s['mtime'], (int) $s['size'], (int) $s['ino']]);
        }
    }

    private function warnOnce(string $key, string $message): void
    {
        if (!isset($this->warned[$key])) {
            $this->warned[$key] = true;
            ($this->warn)($message);
        }
    }

    /** The path of a `file:` URI, null for any other. */
    public static function path(string $uri): ?string
    {
        if (!str_starts_with($uri, 'file://')) {
            return null;
        }
        $rest = substr($uri, 7);
        $slash = strpos($rest, '/');
        if ($slash === false) {
            return null;
        }
        // (the authority, `localhost` or empty, is dropped; a query or fragment is no file's)
        $path = rawurldecode(strtok(substr($rest, $slash), '?#') ?: '/');
        return $path;
    }

    /** A path as a URI's path, percent-encoded as VS Code's URIs are. */
    public static function encode(string $path): string
    {
        return implode('/', array_map('rawurlencode', explode('/', $path)));
    }

    private static function safeName(string $name): string
    {
        $safe = preg_replace('/[^A-Za-z0-9._-]/', '_', $name) ?? '';
        return $safe === '' || $safe === '.' || $safe === '..' ? 'root' : $safe;
    }

    /** $s with $from as $to wherever $from starts a path: followed by `/`, a quote, a blank or the end. */
    private static function replacePrefix(string $s, string $from, string $to): string
    {
        if ($from === '' || !str_contains($s, $from)) {
            return $s;
        }
        return preg_replace_callback('/' . preg_quote($from, '/') . '(?=[\/"\'\s)\]#?:]|$)/', static fn (): string => $to, $s) ?? $s;
    }

    private static function removeTree(string $dir): void
    {
        if (is_link($dir) || !is_dir($dir)) {
            @unlink($dir);
            return;
        }
        foreach (scandir($dir) ?: [] as $entry) {
            if ($entry !== '.' && $entry !== '..') {
                self::removeTree("$dir/$entry");
            }
        }
        @rmdir($dir);
    }
}

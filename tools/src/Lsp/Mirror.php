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

    private string $dir;
    /** @var list<array{user: string, mirror: string, userUri: string, mirrorUri: string}> */
    private array $roots = [];
    /** @var array<string, array{int, int}> user path => [mtime, size] as last mirrored */
    private array $seen = [];
    /** @var array<string, StockView> mirror URI => the view of a mirrored file with discards */
    private array $views = [];
    /** @var array<string, true> what a warning was given for */
    private array $warned = [];
    /** @var \Closure(string): void */
    private \Closure $warn;

    /**
     * @param list<string> $exts the file name endings mirrored (lower case)
     * @param callable(string): void $warn
     */
    public function __construct(private readonly array $exts, callable $warn)
    {
        $this->warn = \Closure::fromCallable($warn);
        $base = rtrim(sys_get_temp_dir(), '/');
        for ($i = 0;; $i++) {
            $dir = sprintf('%s/void-discard-lsp.%d.%s', $base, getmypid(), bin2hex(random_bytes(4)));
            if (@mkdir($dir, 0700)) {
                break;
            }
            if ($i > 8) {
                throw new \RuntimeException("cannot create a folder in $base");
            }
        }
        $this->dir = $dir;
    }

    /** The folder the mirror is in (removed by remove()). */
    public function dir(): string
    {
        return $this->dir;
    }

    /**
     * Mirrors the workspace folder at $uri (a file URI; any other is not mirrored) and gives the
     * URI the server is to read it at.
     */
    public function add(string $uri): string
    {
        foreach ($this->roots as $root) {
            if ($root['userUri'] === $uri) {
                return $root['mirrorUri'];
            }
        }
        $path = self::path($uri);
        if ($path === null || !is_dir($path)) {
            return $uri;
        }
        $path = rtrim($path, '/');
        $mirror = sprintf('%s/%d/%s', $this->dir, \count($this->roots), self::safeName(basename($path)));
        $root = ['user' => $path, 'mirror' => $mirror, 'userUri' => rtrim($uri, '/'), 'mirrorUri' => 'file://' . $mirror];
        // a folder inside another one already mirrored is read there
        $this->roots[] = $root;
        @mkdir($mirror, 0700, true);
        $this->walk($path, function (string $file): void {
            $this->sync($file);
        });
        return $root['mirrorUri'];
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
                self::removeTree($root['mirror']);
                unset($this->roots[$k]);
                $this->roots = array_values($this->roots);
                return;
            }
        }
    }

    /** $s with every user folder's URI (and path) as the mirror's: what the server is sent. */
    public function toServer(string $s): string
    {
        foreach ($this->roots as $root) {
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
        foreach ($this->roots as $root) {
            $s = self::replacePrefix($s, $root['mirrorUri'], $root['userUri']);
            $s = self::replacePrefix($s, $root['mirror'], $root['user']);
        }
        return $s;
    }

    /** The view of the mirrored file the server knows as $mirrorUri, if it has discards. */
    public function view(string $mirrorUri): ?StockView
    {
        return $this->views[$mirrorUri] ?? null;
    }

    /** @return list<string> the placeholders' letters of the mirrored files */
    public function letters(): array
    {
        $letters = [];
        foreach ($this->views as $view) {
            $letters[$view->letter] = true;
        }
        return array_keys($letters);
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
        foreach ($this->roots as $root) {
            $this->walk($root['user'], function (string $file) use (&$changes, &$present): void {
                $present[$file] = true;
                $type = $this->sync($file);
                if ($type !== null) {
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

    /** Removes the mirror. */
    public function remove(): void
    {
        self::removeTree($this->dir);
        $this->roots = $this->seen = $this->views = [];
    }

    /**
     * Mirrors one user file as it is on disk now (see syncUri()). Every write goes to a new file
     * renamed into place, so the server never reads half a file.
     */
    private function sync(string $file): ?int
    {
        $k = $this->inOtherRoot($file, -1);
        if ($k === null || !$this->wanted($file)) {
            return null;
        }
        $root = $this->roots[$k];
        $target = $root['mirror'] . substr($file, \strlen($root['user']));
        $uri = 'file://' . self::encode($target);
        clearstatcache(true, $file);
        $stat = @stat($file);
        if ($stat === false || !is_file($file)) {
            if (!isset($this->seen[$file])) {
                return null;
            }
            unset($this->seen[$file], $this->views[$uri]);
            @unlink($target);
            return 3;
        }
        $key = [(int) $stat['mtime'], (int) $stat['size']];
        $known = $this->seen[$file] ?? null;
        if ($known === $key) {
            return null;
        }
        $code = @file_get_contents($file);
        if ($code === false) {
            $this->warnOnce($file, "$file: cannot be read, the server does not see it");
            return null;
        }
        unset($this->warned[$file]);
        $this->seen[$file] = $key;
        $view = StockView::of($code);
        if ($view->hasDiscards()) {
            $this->views[$uri] = $view;
        } else {
            unset($this->views[$uri]);
        }
        if (!is_dir(\dirname($target)) && !@mkdir(\dirname($target), 0700, true)) {
            $this->warnOnce($target, 'cannot write the mirror of ' . $file);
            return null;
        }
        $tmp = $target . '.void-discard-lsp.tmp';
        if (@file_put_contents($tmp, $view->text) === false || !@rename($tmp, $target)) {
            @unlink($tmp);
            $this->warnOnce($target, 'cannot write the mirror of ' . $file);
            return null;
        }
        // the server compares times: the mirror's file has the user's
        @touch($target, $key[0]);
        return $known === null ? 1 : 2;
    }

    private function wanted(string $file): bool
    {
        $dot = strrpos(basename($file), '.');
        return $dot !== false && \in_array(strtolower(substr(basename($file), $dot + 1)), $this->exts, true);
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

    /** Calls $each for every file under $dir that the mirror takes, warning once about what cannot be read. */
    private function walk(string $dir, callable $each): void
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
            if (is_dir($path)) {
                if (!isset(self::SKIPPED[$entry]) && !is_link($path)) {
                    $this->walk($path, $each);
                }
            } elseif ($this->wanted($path)) {
                $each($path);
            }
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

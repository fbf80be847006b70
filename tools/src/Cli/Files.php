<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use Closure;

/**
 * The files a command reads, found from its PATH arguments, read and written; every problem on the
 * way (a path that is not there, a folder that cannot be read, a file gone during the run, a file
 * named on the command line that holds no PHP) goes to Problems, and the rest proceeds.
 *
 * Symbolic links below a folder are never followed: each that would have been read or entered (a
 * name with one of the endings, a link to a folder, a link that leads nowhere: to nothing or in a
 * loop) is noted, so that a write never lands outside the tree and no walk loops. A link named on
 * the command line is followed where the command only reads ($followNamedLinks), and is a problem
 * where it writes in place.
 *
 * @phpstan-type Input array{file: string, named: string, relative: string, explicit: bool}
 */
final class Files
{
    /** @var Closure(string): (list<string>|false) the names in a folder (scandir() without dots) */
    private readonly Closure $list;
    /** @var Closure(string, string): ?string writes a file: Files::write() */
    private readonly Closure $write;

    /**
     * @param list<string> $exts the file name endings read in folders, lower case
     * @param string $verb what the command does to a file, for its messages ("migrate", "lower")
     * @param Seams|null $seams for tests: what lists a folder and what writes a file
     */
    public function __construct(private readonly Problems $problems, private readonly array $exts,
        private readonly string $verb, ?Seams $seams = null)
    {
        $this->list = $seams->list ?? static function (string $dir): array|false {
            $names = @scandir($dir);
            return $names === false ? false : array_values(array_diff($names, ['.', '..']));
        };
        $this->write = $seams->write ?? self::write(...);
    }

    /** Writes $file (Files::write()); a problem, said with $context, where it cannot. */
    public function save(string $file, string $content, string $context = ''): bool
    {
        $why = ($this->write)($file, $content);
        if ($why !== null) {
            $this->problems->add($file, "cannot be written ($why)$context");
        }
        return $why === null;
    }

    /**
     * The files to handle for the PATH arguments, in order: a file named is itself; a folder, every
     * file below it whose name ends in `.EXT` for an EXT of the endings (in any case), sorted. A file
     * reached twice is handled once, under its first name. $skip (a real path) is left out of walks.
     *
     * @param list<string> $paths
     * @return list<Input> each file, the PATH it was found from, its path below that PATH ('' for
     *   PATH itself) and whether it was named on the command line
     */
    public function inputs(array $paths, bool $followNamedLinks, ?string $skip = null): array
    {
        $inputs = [];
        $seen = [];
        foreach ($paths as $path) {
            if (is_link($path) && !$followNamedLinks) {
                $this->problems->add($path, $this->linkNotFollowed());
                continue;
            }
            if (!file_exists($path)) {
                $this->problems->add($path, is_link($path) ? 'a symbolic link that leads nowhere (to nothing, or in a loop)'
                    : 'no such file or directory');
                continue;
            }
            if (!is_dir($path)) {
                $found = [['file' => $path, 'named' => $path, 'relative' => '', 'explicit' => true]];
            } else {
                $base = $path === '' || trim($path, '/') !== '' ? rtrim($path, '/') : '/';
                $files = [];
                $this->walk($base, $skip, $files);
                sort($files);
                $found = array_map(static fn(string $file): array => ['file' => $file, 'named' => $path,
                    'relative' => substr($file, strlen($base) + ($base === '/' ? 0 : 1)), 'explicit' => false], $files);
            }
            foreach ($found as $input) {
                $key = realpath($input['file']) ?: $input['file'];
                if (!isset($seen[$key])) {
                    $seen[$key] = true;
                    $inputs[] = $input;
                }
            }
        }
        return $inputs;
    }

    /** @param list<string> $files */
    private function walk(string $dir, ?string $skip, array &$files): void
    {
        error_clear_last();
        $names = ($this->list)($dir);
        if ($names === false) {
            $this->problems->add($dir, 'cannot be read (' . self::reason('no listing') . '): nothing below it is handled');
            return;
        }
        foreach ($names as $name) {
            $path = ($dir === '/' ? '' : $dir) . '/' . $name;
            if (@lstat($path) === false) {
                $this->problems->add($path, 'gone during the run, not handled');
            } elseif (is_link($path)) {
                if ($this->hasEnding($path) || is_dir($path) || !file_exists($path)) {
                    $this->problems->note($path, $this->linkNotFollowed());
                }
            } elseif (is_dir($path)) {
                if ($skip === null || realpath($path) !== $skip) {
                    $this->walk($path, $skip, $files);
                }
            } elseif ($this->hasEnding($path)) {
                $files[] = $path;
            }
        }
    }

    private function linkNotFollowed(): string
    {
        return "a symbolic link, not followed (name its target to $this->verb it)";
    }

    private function hasEnding(string $path): bool
    {
        return \in_array(strtolower(pathinfo($path, PATHINFO_EXTENSION)), $this->exts, true);
    }

    /**
     * The code of an input; null, said as a problem, where it cannot be read or where a file named on
     * the command line holds no PHP (no `<?`) and has none of the endings: a file named is read
     * whatever its ending, but a README or an image named by mistake is not passed off as done.
     *
     * @param Input $input
     */
    public function read(array $input): ?string
    {
        error_clear_last();
        $code = @file_get_contents($input['file']);
        if ($code === false) {
            $this->problems->add($input['file'], 'cannot be read (' . self::reason('unknown reason') . ')');
            return null;
        }
        if ($input['explicit'] && !str_contains($code, '<?') && !$this->hasEnding($input['file'])) {
            $this->problems->add($input['file'], 'not PHP (no `<?` in it), left alone');
            return null;
        }
        return $code;
    }

    /**
     * Writes $content to $file through a new file in the same folder renamed over it, so that a
     * reader never sees half a file and a failed write leaves the old one; an existing file keeps
     * its permissions. Returns null, or why it could not.
     */
    public static function write(string $file, string $content): ?string
    {
        $dir = \dirname($file);
        error_clear_last();
        if (!is_dir($dir) && !@mkdir($dir, 0777, true) && !is_dir($dir)) {
            return 'its folder cannot be created (' . self::reason('unknown reason') . ')';
        }
        $mode = @fileperms($file);
        $temp = $dir . '/.' . basename($file) . '.void-discard-' . bin2hex(random_bytes(4));
        $written = @file_put_contents($temp, $content) === \strlen($content)
            && ($mode === false || @chmod($temp, $mode & 07777))
            && @rename($temp, $file);
        if ($written) {
            return null;
        }
        $reason = self::reason('unknown reason');
        @unlink($temp);
        return $reason;
    }

    /** PHP's reason for the failed call since error_clear_last() (`…: Permission denied` gives `Permission denied`). */
    private static function reason(string $otherwise): string
    {
        $message = error_get_last()['message'] ?? '';
        error_clear_last();
        $pos = strrpos($message, ': ');
        return $message === '' ? $otherwise : ($pos === false ? $message : substr($message, $pos + 2));
    }

    /**
     * A path as the working directory names it: relative to it where it lies below it, else
     * absolute (`..` resolved) without the leading `/`; `./`, `//` and `/./` folded. `-o DIR` writes a file
     * under this name below DIR, and diffs name files so.
     */
    public static function display(string $path): string
    {
        // the folder resolved, not the name itself: a link named keeps its own name
        $base = basename($path);
        $parent = \in_array($base, ['', '.', '..'], true) ? false : realpath(\dirname($path));
        $real = $parent !== false ? rtrim($parent, '/') . '/' . $base : realpath($path);
        $cwd = getcwd();
        if ($real !== false) {
            // `..` resolved: no name climbs out of the folder it is written below
            $path = $cwd !== false && str_starts_with($real, rtrim($cwd, '/') . '/')
                ? substr($real, \strlen(rtrim($cwd, '/')) + 1) : ($real === $cwd ? '' : $real);
        }
        $path = (string) preg_replace('#/+#', '/', $path);
        while (str_starts_with($path, './')) {
            $path = substr($path, 2);
        }
        $path = ltrim(str_replace('/./', '/', $path), '/');
        return $path === '.' ? '' : rtrim($path, '/');
    }

    /**
     * For --check: the numbers of the lines of $new that differ from the same line of $old (a
     * rewrite never moves a line).
     *
     * @return list<int>
     */
    public static function changedLines(string $old, string $new): array
    {
        $before = explode("\n", $old);
        $changed = [];
        foreach (explode("\n", $new) as $n => $line) {
            if ($line !== ($before[$n] ?? null)) {
                $changed[] = $n + 1;
            }
        }
        return $changed;
    }
}

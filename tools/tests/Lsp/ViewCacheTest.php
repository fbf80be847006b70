<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Lsp;

use PHPUnit\Framework\TestCase;
use VoidDiscard\Tools\Lsp\Mirror;
use VoidDiscard\Tools\Lsp\StockView;
use VoidDiscard\Tools\Lsp\ViewCache;

/** The discards kept across the proxy's runs: the views they make are the reading's, and only the user's own folder holds them. */
final class ViewCacheTest extends TestCase
{
    private string $dir;
    private int $uid;

    protected function setUp(): void
    {
        $this->dir = sys_get_temp_dir() . '/vd-view-cache.' . bin2hex(random_bytes(4));
        mkdir($this->dir, 0700);
        $this->uid = (int) fileowner($this->dir);
    }

    protected function tearDown(): void
    {
        exec('rm -rf ' . escapeshellarg($this->dir));
    }

    /**
     * @return array<string, string> the repository's programs with discards (examples, the
     *         editors' forms, the proxy's sample workspace), each also cut short (code that does
     *         not parse) and with a discard's word added in a comment and in a string
     */
    private static function corpus(): array
    {
        $top = \dirname(__DIR__, 3);
        $files = array_merge(glob("$top/examples/*.php") ?: [], glob("$top/examples/*/*.php") ?: [], glob("$top/tests/tools/editors/*.php") ?: []);
        $it = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator("$top/tests/tools/lsp", \FilesystemIterator::SKIP_DOTS));
        foreach ($it as $file) {
            if ($file instanceof \SplFileInfo && str_ends_with($file->getPathname(), '.php')) {
                $files[] = $file->getPathname();
            }
        }
        $corpus = [];
        foreach ($files as $file) {
            $code = (string) file_get_contents($file);
            $corpus[$file] = $code;
            $corpus["$file (cut)"] = substr($code, 0, intdiv(\strlen($code), 2));
            $corpus["$file (words elsewhere)"] = $code . "\n// void __discard (void)\n\$s = 'void, __discard()';\n";
        }
        $corpus['no discard'] = "<?php\nfunction f(): void {}\n";
        $corpus['empty'] = '';
        return $corpus;
    }

    private static function assertSameView(StockView $expected, StockView $actual, string $name): void
    {
        self::assertSame($expected->text, $actual->text, $name);
        self::assertSame($expected->letter, $actual->letter, $name);
        self::assertSame($expected->spans, $actual->spans, $name);
    }

    public function testAViewFromTheCacheIsTheReadingsOverTheRepositorysPrograms(): void
    {
        $corpus = self::corpus();
        $this->assertGreaterThan(20, \count($corpus));
        $withDiscards = 0;
        $cold = ViewCache::at($this->dir, $this->uid);
        $this->assertNotNull($cold);
        foreach ($corpus as $name => $code) {
            $withDiscards += StockView::of($code)->hasDiscards() ? 1 : 0;
            self::assertSameView(StockView::of($code), $cold->view($code), $name);
        }
        $this->assertGreaterThan(10, $withDiscards);
        $cold->save();
        // the next run: each content's discards from the file, the same views
        $warm = ViewCache::at($this->dir, $this->uid);
        $this->assertNotNull($warm);
        foreach ($corpus as $name => $code) {
            self::assertSameView(StockView::of($code), $warm->view($code), "$name (from the cache)");
        }
        $this->assertSame(0700, fileperms($this->dir) & 0777);
        $this->assertSame(0600, fileperms($this->dir . '/lsp-views') & 0777);
        $this->assertSame([$this->dir . '/lsp-views'], glob($this->dir . '/*'));
    }

    /** An entry whose ranges do not fit its content is not taken: the content is read again. */
    public function testAnEntryThatDoesNotFitIsReadAgain(): void
    {
        $code = "<?php\nforeach (\$rows as \$k => void) {}\n// void\n";
        // (the discard is 30-34, the comment's word 42-46)
        $bad = [
            '0-4',                  // `<?ph`: no discard's spelling
            '31-35',                // `oid)`: neither
            '42-46,30-34',          // out of order
            '30-34,32-36',          // overlapping
            '30-34,44-99',          // past the end
            '30-34,',               // not a list of ranges
            'x',
        ];
        foreach ($bad as $spans) {
            file_put_contents($this->dir . '/lsp-views', ViewCache::reading() . "\n" . sha1($code) . " $spans\n");
            $cache = ViewCache::at($this->dir, $this->uid);
            $this->assertNotNull($cache);
            self::assertSameView(StockView::of($code), $cache->view($code), $spans);
        }
        // a range that fits is taken as it is (what the cache holds is what the reading found):
        // here the comment's word, which shows that it was taken
        file_put_contents($this->dir . '/lsp-views', ViewCache::reading() . "\n" . sha1($code) . " 42-46\n");
        $cache = ViewCache::at($this->dir, $this->uid);
        $this->assertNotNull($cache);
        $this->assertSame("<?php\nforeach (\$rows as \$k => void) {}\n// \$_V0\n", $cache->view($code)->text);
        self::assertSameView(StockView::of($code), (ViewCache::at($this->dir . '/other', $this->uid) ?? $this->fail())->view($code), 'no entry');
        // another reading (another PHP, the reading's source changed) is another cache
        file_put_contents($this->dir . '/lsp-views', "void-discard-lsp views 1 PHP 0.0 x\n" . sha1($code) . " 42-46\n");
        $cache = ViewCache::at($this->dir, $this->uid);
        $this->assertNotNull($cache);
        self::assertSameView(StockView::of($code), $cache->view($code), 'another reading');
    }

    public function testOnlyAFolderOfTheUsersOwnHoldsIt(): void
    {
        $this->assertNotNull(ViewCache::at($this->dir . '/made/here', $this->uid));
        $this->assertSame(0700, fileperms($this->dir . '/made/here') & 0777);
        mkdir($this->dir . '/open', 0700);
        chmod($this->dir . '/open', 0777);
        $this->assertNull(ViewCache::at($this->dir . '/open', $this->uid), 'a folder others can write');
        symlink($this->dir . '/made/here', $this->dir . '/link');
        $this->assertNull(ViewCache::at($this->dir . '/link', $this->uid), 'a link');
        $this->assertNull(ViewCache::at($this->dir . '/made/here', $this->uid + 1), "another user's");
        file_put_contents($this->dir . '/file', '');
        $this->assertNull(ViewCache::at($this->dir . '/file/cache', $this->uid), 'no folder');
    }

    /** The file keeps this run's contents first, then the older ones, up to its bound. */
    public function testItIsBounded(): void
    {
        $codes = [];
        for ($i = 0; $i < 6; $i++) {
            $codes[] = "<?php\nforeach (\$a as \$k => void) { echo $i; }\n";
        }
        $first = ViewCache::at($this->dir, $this->uid, 4);
        $this->assertNotNull($first);
        foreach (\array_slice($codes, 0, 4) as $code) {
            $first->view($code);
        }
        $first->save();
        $second = ViewCache::at($this->dir, $this->uid, 4);
        $this->assertNotNull($second);
        foreach (\array_slice($codes, 4) as $code) {
            $second->view($code);
        }
        $second->save();
        $lines = file($this->dir . '/lsp-views', FILE_IGNORE_NEW_LINES) ?: [];
        $this->assertCount(5, $lines);
        $this->assertSame(ViewCache::reading(), $lines[0]);
        $this->assertSame([sha1($codes[4]), sha1($codes[5]), sha1($codes[0]), sha1($codes[1])],
            array_map(static fn (string $l): string => substr($l, 0, 40), \array_slice($lines, 1)));
    }

    /** A mirror made with the cache, cold and warm, and by two processes, is the mirror made without it. */
    public function testTheMirrorIsTheSameWithTheCache(): void
    {
        $root = $this->dir . '/ws';
        mkdir($root);
        $k = 0;
        foreach (self::corpus() as $code) {
            // (more than the mirror takes on alone: it forks)
            for ($copy = 0; $copy < 16; $copy++) {
                file_put_contents(sprintf('%s/f%04d.php', $root, $k++), $code);
            }
        }
        $made = [];
        foreach (['none', 'cold', 'warm'] as $run) {
            $mirror = new Mirror(['php'], static function (string $m): void {
            });
            if ($run !== 'none') {
                $mirror->useCache(ViewCache::at($this->dir . '/cache', $this->uid));
            }
            $at = substr($mirror->add('file://' . $root), 7);
            $mirror->complete();
            $files = [];
            foreach (glob("$at/*.php") ?: [] as $file) {
                $files[basename($file)] = is_link($file) ? 'link ' . readlink($file) : file_get_contents($file);
            }
            $made[$run] = $files;
            $mirror->remove();
        }
        $this->assertCount($k, $made['none']);
        $this->assertSame($made['none'], $made['cold']);
        $this->assertSame($made['none'], $made['warm']);
        $this->assertFileExists($this->dir . '/cache/lsp-views');
    }
}

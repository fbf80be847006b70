<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Lsp;

use PHPUnit\Framework\TestCase;
use VoidDiscard\Tools\Lsp\Mirror;

/** What the mirror holds (found by a review with scripted clients and intelephense; each failed before its fix). */
final class MirrorTest extends TestCase
{
    private string $root;
    private Mirror $mirror;

    protected function setUp(): void
    {
        $this->root = sys_get_temp_dir() . '/vd-mirror-review.' . bin2hex(random_bytes(4));
        mkdir($this->root . '/app/vendor/acme', 0700, true);
        mkdir($this->root . '/lib/src', 0700, true);
        $this->mirror = new Mirror(['php'], static function (string $m): void {
        });
    }

    protected function tearDown(): void
    {
        $this->mirror->remove();
        exec('rm -rf ' . escapeshellarg($this->root));
    }

    private function mirrorPath(string $relative): string
    {
        $uri = $this->mirror->add('file://' . $this->root . '/app');
        $this->mirror->complete();
        return substr($uri, 7) . $relative;
    }

    /**
     * A Composer path repository is a link to a folder (by default: `"symlink": true`), often one
     * outside the project; the server reads it when it is run without the proxy.
     */
    public function testAPackageLinkedIntoVendorIsMirrored(): void
    {
        file_put_contents($this->root . '/lib/src/Thing.php', "<?php\nnamespace Acme;\nclass Thing {}\n");
        symlink($this->root . '/lib', $this->root . '/app/vendor/acme/lib');
        $this->assertFileExists($this->mirrorPath('/vendor/acme/lib/src/Thing.php'));
    }

    /**
     * A file saved again within the same second at the same size (a generator's second write, an
     * editor's save by rename, a checkout): its [mtime in whole seconds, size] is what it was.
     */
    public function testAFileRewrittenInTheSameSecondAtTheSameSizeIsMirroredAgain(): void
    {
        $file = $this->root . '/app/A.php';
        file_put_contents($file, "<?php\nforeach (\$a as \$k => void) {}\nconst A = 1;\n");
        $target = $this->mirrorPath('/A.php');
        $mtime = (int) filemtime($file);
        // saved by rename (a new file in place of the old one), the same second, the same size
        file_put_contents($file . '.new', "<?php\nforeach (\$a as \$k => void) {}\nconst A = 2;\n");
        touch($file . '.new', $mtime);
        rename($file . '.new', $file);
        $changes = $this->mirror->poll();
        $this->assertCount(1, $changes);
        $this->assertStringContainsString('const A = 2;', (string) file_get_contents($target));
    }

    /**
     * PHP keeps the answer of its last lstat(): in a folder of one file, walked at every poll, that
     * file's from the poll before, and a change made by another process was never seen.
     */
    public function testTheOnlyFileOfAFolderIsSeenToChange(): void
    {
        $file = $this->root . '/app/A.php';
        file_put_contents($file, "<?php\nfunction a(\$x) {}\n");
        $target = $this->mirrorPath('/A.php');
        $this->assertSame([], $this->mirror->poll());
        exec('printf \'<?php\nfunction a(void, $x) {}\n\' >' . escapeshellarg($file));
        $this->assertCount(1, $this->mirror->poll());
        $this->assertSame("<?php\nfunction a(\$_V0, \$x) {}\n", file_get_contents($target));
    }

    /** The mirror just made (or polled) is not walked again for a poll's time (LspCommand). */
    public function testTheLastWalkIsKnown(): void
    {
        $this->assertSame(0.0, $this->mirror->walked());
        $before = microtime(true);
        $this->mirrorPath('/A.php');
        $made = $this->mirror->walked();
        $this->assertGreaterThanOrEqual($before, $made);
        $this->mirror->complete();
        $this->assertSame($made, $this->mirror->walked(), 'nothing to mirror: no walk');
        $this->mirror->poll();
        $this->assertGreaterThanOrEqual($made, $this->mirror->walked());
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Cli;

use VoidDiscard\Tools\Cli\LowerCommand;
use VoidDiscard\Tools\Cli\Lowerer;
use VoidDiscard\Tools\Cli\Output;
use VoidDiscard\Tools\Cli\Seams;

/**
 * void-discard-lower in this process, with the extension where this PHP has it and through the
 * package's reading where not (the same bytes: tests/tools/lower_without_extension.phpt): the
 * layout of -o and its refusals, --write/--diff/--check, what is reported and the exit status.
 */
final class LowerCommandTest extends CommandTestCase
{
    private const CODE = "<?php\nforeach (\$rows as \$id => void) {}\n[void, \$b] = \$pair;\n";
    private const LOWERED = "<?php\nforeach (\$rows as \$id => \$__void) {}\n[, \$b] = \$pair;\n";

    /**
     * @param list<string> $args
     * @return array{int, string, string}
     */
    private function lower(array $args, ?Seams $seams = null, ?Lowerer $lowerer = null): array
    {
        return $this->runCommand('void-discard-lower',
            static fn(Output $output): int => LowerCommand::main(['void-discard-lower', ...$args], $output, $lowerer, $seams));
    }

    public function testOutputKeepsTheNameOfEachFolderNamed(): void
    {
        $this->files(['src/X.php' => self::CODE, 'lib/X.php' => self::CODE, 'src/deep/Y.php' => "<?php\necho 1;\n",
            'src/notes.txt' => self::CODE]);
        $this->assertSame([0, '', ''], $this->lower(['-o', 'build', 'src', './lib/']));
        $this->assertSame(self::LOWERED, file_get_contents('build/src/X.php'));
        $this->assertSame(self::LOWERED, file_get_contents('build/lib/X.php'));
        $this->assertSame("<?php\necho 1;\n", file_get_contents('build/src/deep/Y.php'));
        $this->assertFileDoesNotExist('build/src/notes.txt');
        $this->assertFileDoesNotExist('build/X.php');
    }

    public function testTheReadingWritesWhatTheExtensionWrites(): void
    {
        $this->files(['src/X.php' => self::CODE]);
        $this->assertSame([0, self::LOWERED, ''], $this->lower(['src/X.php'], null, Lowerer::reading()));
        $this->assertSame([0, self::LOWERED, ''], $this->lower(['src/X.php']));
    }

    public function testTwoInputsForOneTargetAreRefusedBeforeAnythingIsWritten(): void
    {
        // outside the working directory, a file goes below DIR under its absolute path without `/`
        $outside = $this->tree . '-outside/k.php';
        $inside = ltrim($outside, '/');
        $this->files([$outside => self::CODE, $inside => self::CODE, 'src/A.php' => self::CODE]);
        [$status, $out, $err] = $this->lower(['-o', 'build', 'src', $outside, $inside]);
        exec('rm -rf ' . escapeshellarg(\dirname($outside)));
        $this->assertSame(2, $status);
        $this->assertSame('', $out);
        $this->assertSame("void-discard-lower: build/$inside: would be written from both $outside and $inside: nothing written\n", $err);
        $this->assertDirectoryDoesNotExist('build');
    }

    public function testATargetThatIsAnInputIsRefused(): void
    {
        $this->files(['src/A.php' => self::CODE]);
        [$status, , $err] = $this->lower(['-o', '.', 'src']);
        $this->assertSame(2, $status);
        $this->assertSame("void-discard-lower: ./src/A.php: would overwrite a file being lowered (--write lowers in place): nothing written\n", $err);
        $this->assertSame(self::CODE, file_get_contents('src/A.php'));
    }

    public function testTheOutputFolderIsNotReadAsInput(): void
    {
        $this->files(['A.php' => self::CODE, 'build/old.php' => self::CODE]);
        $this->assertSame([0, '', ''], $this->lower(['-o', 'build', '.']));
        $this->assertSame(self::LOWERED, file_get_contents('build/A.php'));
        $this->assertFileDoesNotExist('build/build/old.php');
    }

    public function testWriteLowersInPlaceAndDiffIsItsDryRun(): void
    {
        $this->files(['src/A.php' => self::CODE, 'src/B.php' => "<?php\necho 1;\n"]);
        [$status, $out, $err] = $this->lower(['--diff', 'src']);
        $this->assertSame(0, $status);
        $this->assertStringStartsWith("--- a/src/A.php\n+++ b/src/A.php\n", $out);
        $this->assertSame("would change: 1 file, 2 lines\n", $err);
        $this->assertSame(self::CODE, file_get_contents('src/A.php'));

        $this->assertSame([0, "1 file, 2 lines\n", ''], $this->lower(['--write', 'src']));
        $this->assertSame(self::LOWERED, file_get_contents('src/A.php'));
        $this->assertSame([0, '', ''], $this->lower(['--check', 'src']));
        $this->assertSame([0, "0 files, 0 lines\n", ''], $this->lower(['--write', 'src']));
    }

    public function testCheckListsTheLinesAndExits1(): void
    {
        $this->files(['src/A.php' => self::CODE]);
        $this->assertSame([1, "src/A.php:2\nsrc/A.php:3\n", ''], $this->lower(['--check', 'src']));
    }

    public function testAFolderThatCannotBeReadIsReportedAndTheRestHandled(): void
    {
        $this->files(['src/A.php' => self::CODE, 'src/locked/B.php' => self::CODE, 'src/z/C.php' => self::CODE]);
        $seams = new Seams(list: static fn(string $dir): array|false => str_ends_with($dir, '/locked') ? false
            : array_values(array_diff((array) scandir($dir), ['.', '..'])));
        foreach ([['--check'], ['--diff'], ['-o', 'build']] as $mode) {
            [$status, , $err] = $this->lower([...$mode, 'src'], $seams);
            $this->assertSame(2, $status, implode(' ', $mode));
            $this->assertStringContainsString("void-discard-lower: src/locked: cannot be read (no listing): nothing below it is handled\n", $err);
        }
        $this->assertFileExists('build/src/z/C.php');
        [$status, $out, $err] = $this->lower(['--write', 'src'], $seams);
        $this->assertSame([2, "2 files, 4 lines\n"], [$status, $out]);
        $this->assertSame(self::CODE, file_get_contents('src/locked/B.php'));
        $this->assertSame(self::LOWERED, file_get_contents('src/z/C.php'));
    }

    public function testAFileGoneDuringTheWalkIsReported(): void
    {
        $this->files(['src/A.php' => self::CODE]);
        $seams = new Seams(list: static fn(string $dir): array => ['A.php', 'Gone.php']);
        [$status, $out, $err] = $this->lower(['--check', 'src'], $seams);
        $this->assertSame([2, "src/A.php:2\nsrc/A.php:3\n"], [$status, $out]);
        $this->assertSame("void-discard-lower: src/Gone.php: gone during the run, not handled\n", $err);
    }

    public function testWhatCannotBeWrittenIsReportedAndNotCounted(): void
    {
        $this->files(['src/A.php' => self::CODE, 'src/B.php' => self::CODE]);
        $seams = new Seams(write: static fn(string $file, string $content): ?string => str_ends_with($file, 'A.php') ? 'Read-only file system' : null);
        [$status, $out, $err] = $this->lower(['--write', 'src'], $seams);
        $this->assertSame([2, "1 file, 2 lines\n"], [$status, $out]);
        $this->assertSame("void-discard-lower: src/A.php: cannot be written (Read-only file system), left as it was\n", $err);
        // a real one: -o into a path where a file stands for a folder
        file_put_contents('build', '');
        [$status, , $err] = $this->lower(['-o', 'build', 'src']);
        $this->assertSame(2, $status);
        $this->assertStringStartsWith('void-discard-lower: build/src/A.php: cannot be written (its folder cannot be created', $err);
    }

    public function testAFileNamedThatHoldsNoPhpIsReported(): void
    {
        $this->files(['README.md' => "# hello\n", 'page.php' => "<html></html>\n"]);
        $this->assertSame([2, '', "void-discard-lower: README.md: not PHP (no `<?` in it), left alone\n"], $this->lower(['README.md']));
        // a name with the ending is PHP, template or not
        $this->assertSame([0, "<html></html>\n", ''], $this->lower(['page.php']));
    }

    public function testMissingPathsAndRejectedFilesAreReportedWithTheirLineAndTheRestDone(): void
    {
        $this->files(['src/A.php' => self::CODE, 'src/Bad.php' => "<?php\n\nforeach (\$a as &void) {}\n"]);
        [$status, $out, $err] = $this->lower(['--check', 'src', 'missing']);
        $this->assertSame([2, "src/A.php:2\nsrc/A.php:3\n"], [$status, $out]);
        $this->assertMatchesRegularExpression('~^void-discard-lower: missing: no such file or directory\n'
            . 'void-discard-lower: src/Bad.php:3: [^\n]+\n$~', $err);
    }

    public function testLinksBelowAFolderAreNotedAndNotFollowed(): void
    {
        $this->files(['src/A.php' => self::CODE, 'elsewhere/B.php' => self::CODE]);
        symlink('../elsewhere/B.php', 'src/B.php');
        symlink('../elsewhere', 'src/dir');
        symlink('loop', 'src/loop');
        [$status, $out, $err] = $this->lower(['--write', 'src']);
        $this->assertSame([0, "1 file, 2 lines\n"], [$status, $out]);
        $this->assertSame("void-discard-lower: src/B.php: a symbolic link, not followed (name its target to lower it)\n"
            . "void-discard-lower: src/dir: a symbolic link, not followed (name its target to lower it)\n"
            . "void-discard-lower: src/loop: a symbolic link, not followed (name its target to lower it)\n", $err);
        $this->assertSame(self::CODE, file_get_contents('elsewhere/B.php'));
        // named: read where the command only reads, refused where it writes in place
        $this->assertSame([0, self::LOWERED, ''], $this->lower(['src/B.php']));
        $this->assertSame([2, "0 files, 0 lines\n", "void-discard-lower: src/B.php: a symbolic link, not followed (name its target to lower it)\n"],
            $this->lower(['--write', 'src/B.php']));
    }

    public function testUsageAndHelpReturnTheirStatus(): void
    {
        [$status, $out, $err] = $this->lower([]);
        $this->assertSame([2, ''], [$status, $out]);
        $this->assertStringStartsWith('usage: void-discard-lower ', $err);
        [$status, $out] = $this->lower(['--help']);
        $this->assertSame(0, $status);
        $this->assertStringStartsWith('usage: void-discard-lower ', $out);
        [$status, , $err] = $this->lower(['--write', '--check', 'x.php']);
        $this->assertSame(2, $status, 'one mode a run');
        [$status, , $err] = $this->lower(['--frobnicate', 'x.php']);
        $this->assertSame(2, $status);
        $this->assertStringStartsWith("void-discard-lower: unknown option --frobnicate\n", $err);
    }
}

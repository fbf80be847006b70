<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Cli;

use VoidDiscard\Tools\Cli\MigrateCommand;
use VoidDiscard\Tools\Cli\Output;
use VoidDiscard\Tools\Cli\Seams;
use VoidDiscard\Tools\Migrate\Migrator;

/**
 * void-discard-migrate in this process: every problem said once as `NAME: FILE[:LINE]: message`
 * and the rest handled, in every mode; the summary counts what was written; the exit status.
 * (Its rewrites are the phpt's: tests/migrate/.)
 */
final class MigrateCommandTest extends CommandTestCase
{
    private const CODE = "<?php\nfunction f(string \$csv) {\n    foreach (explode(',', \$csv) as \$k => \$v) {\n        echo \$k;\n    }\n}\n";
    private const MIGRATED = "<?php\nfunction f(string \$csv) {\n    foreach (explode(',', \$csv) as \$k => void) {\n        echo \$k;\n    }\n}\n";

    protected function setUp(): void
    {
        if (!Migrator::available()) {
            $this->markTestSkipped('the migration needs the void_discard extension');
        }
        parent::setUp();
    }

    /**
     * @param list<string> $args
     * @return array{int, string, string}
     */
    private function migrate(array $args, ?Seams $seams = null): array
    {
        return $this->runCommand('void-discard-migrate',
            static fn(Output $output): int => MigrateCommand::main(['void-discard-migrate', ...$args], $output, $seams));
    }

    public function testEveryModeReportsAFolderThatCannotBeReadAndHandlesTheRest(): void
    {
        $this->files(['src/a.php' => self::CODE, 'src/locked/b.php' => self::CODE, 'src/z/c.php' => self::CODE]);
        $seams = new Seams(list: static fn(string $dir): array|false => str_ends_with($dir, '/locked') ? false
            : array_values(array_diff((array) scandir($dir), ['.', '..'])));
        $message = "void-discard-migrate: src/locked: cannot be read (no listing): nothing below it is handled\n";

        [$status, $out, $err] = $this->migrate(['--stats', '--json', 'src'], $seams);
        $stats = json_decode($out, true);
        $this->assertIsArray($stats);
        $this->assertSame([2, 2, 1, $message], [$status, $stats['files'], $stats['errors'], $err]);

        [$status, $out, $err] = $this->migrate(['src'], $seams);
        $this->assertSame(2, $status);
        $this->assertStringContainsString('+++ b/src/z/c.php', $out);
        $this->assertSame($message . "would change: 2 files, 2 loops, 0 destructurings\n", $err);

        $this->assertSame([2, "src/a.php:3\nsrc/z/c.php:3\n", $message], $this->migrate(['--check', 'src'], $seams));

        $this->assertSame([2, "2 files, 2 loops, 0 destructurings\n", $message], $this->migrate(['--write', 'src'], $seams));
        $this->assertSame(self::MIGRATED, file_get_contents('src/z/c.php'));
        $this->assertSame(self::CODE, file_get_contents('src/locked/b.php'));
    }

    public function testWriteCountsOnlyWhatWasWritten(): void
    {
        $this->files(['src/a.php' => self::CODE, 'src/b.php' => self::CODE, 'src/c.php' => self::CODE]);
        $seams = new Seams(write: static fn(string $file, string $content): string => 'Permission denied');
        $this->assertSame([2, "0 files, 0 loops, 0 destructurings\n",
            "void-discard-migrate: src/a.php: cannot be written (Permission denied), left as it was\n"
            . "void-discard-migrate: src/b.php: cannot be written (Permission denied), left as it was\n"
            . "void-discard-migrate: src/c.php: cannot be written (Permission denied), left as it was\n"],
            $this->migrate(['--write', 'src'], $seams));
        $this->assertSame(self::CODE, file_get_contents('src/a.php'));
    }

    public function testWritesReplaceTheFileAndKeepItsPermissions(): void
    {
        $this->files(['src/a.php' => self::CODE]);
        chmod('src/a.php', 0640);
        $this->assertSame([0, "1 file, 1 loop, 0 destructurings\n", ''], $this->migrate(['--write', 'src']));
        clearstatcache();
        $this->assertSame(self::MIGRATED, file_get_contents('src/a.php'));
        $this->assertSame(0640, fileperms('src/a.php') & 0777);
        $this->assertSame(['a.php'], array_values(array_diff((array) scandir('src'), ['.', '..'])), 'no temporary file left');
    }

    public function testAFileNamedThatHoldsNoPhpIsReportedInEveryMode(): void
    {
        $this->files(['README.md' => "foreach (\$a as \$k => \$v) {}\n", 'src/a.php' => self::CODE]);
        $message = "void-discard-migrate: README.md: not PHP (no `<?` in it), left alone\n";
        $this->assertSame([2, "src/a.php:3\n", $message], $this->migrate(['--check', 'README.md', 'src']));
        [$status, , $err] = $this->migrate(['README.md']);
        $this->assertSame([2, $message . "would change: 0 files, 0 loops, 0 destructurings\n"], [$status, $err]);
        [$status, $out] = $this->migrate(['--stats', '--json', 'README.md']);
        $this->assertSame([2, 1], [$status, json_decode($out, true)['errors'] ?? null]);
    }

    public function testAFilePhpCannotCompileIsReportedAtItsLine(): void
    {
        $this->files(['src/a.php' => self::CODE, 'src/broken.php' => "<?php\nfunction b() {\n\nif (\n"]);
        [$status, $out, $err] = $this->migrate(['--write', 'src', 'missing.php']);
        $this->assertSame([2, "1 file, 1 loop, 0 destructurings\n"], [$status, $out]);
        // a path is looked for before any file is read
        $this->assertMatchesRegularExpression("~^void-discard-migrate: missing.php: no such file or directory\n"
            . "void-discard-migrate: src/broken.php:\\d+: [^\\n]+\n$~", $err);
    }

    public function testUsageAndHelpReturnTheirStatus(): void
    {
        [$status, $out, $err] = $this->migrate([]);
        $this->assertSame([2, ''], [$status, $out]);
        $this->assertStringStartsWith('usage: void-discard-migrate ', $err);
        [$status, $out] = $this->migrate(['-h']);
        $this->assertSame(0, $status);
        $this->assertStringStartsWith('usage: void-discard-migrate ', $out);
        [$status, , $err] = $this->migrate(['--json', 'src']);
        $this->assertSame(2, $status);
        $this->assertStringStartsWith("void-discard-migrate: --json goes with --stats\n", $err);
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Cli;

use PHPUnit\Framework\TestCase;
use VoidDiscard\Tools\Cli\Output;

/**
 * Runs a command in this process, on a temporary tree made for each test, from the tree's folder
 * (the working directory names the files), and gives back its exit status, stdout and stderr.
 */
abstract class CommandTestCase extends TestCase
{
    protected string $tree = '';
    private string $cwd = '';

    protected function setUp(): void
    {
        $this->tree = sys_get_temp_dir() . '/void-discard-cli-test-' . getmypid() . '-' . bin2hex(random_bytes(4));
        mkdir($this->tree);
        $this->cwd = (string) getcwd();
        chdir($this->tree);
    }

    protected function tearDown(): void
    {
        chdir($this->cwd);
        exec('rm -rf ' . escapeshellarg($this->tree));
    }

    /** Writes each file (path below the tree => content), making its folders. @param array<string, string> $files */
    protected function files(array $files): void
    {
        foreach ($files as $path => $content) {
            @mkdir(\dirname($path), 0777, true);
            file_put_contents($path, $content);
        }
    }

    /**
     * @param callable(Output): int $command
     * @return array{int, string, string} exit status, stdout, stderr
     */
    protected function runCommand(string $name, callable $command): array
    {
        $out = fopen('php://memory', 'w+');
        $err = fopen('php://memory', 'w+');
        $this->assertIsResource($out);
        $this->assertIsResource($err);
        $status = $command(new Output($name, $out, $err));
        rewind($out);
        rewind($err);
        return [$status, (string) stream_get_contents($out), (string) stream_get_contents($err)];
    }
}

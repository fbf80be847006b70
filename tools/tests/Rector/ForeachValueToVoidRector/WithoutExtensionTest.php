<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Rector\ForeachValueToVoidRector;

use PHPUnit\Framework\TestCase;
use Rector\Testing\Fixture\FixtureSplitter;
use VoidDiscard\Tools\Rector\ExtensionNotice;

/**
 * Where the PHP running Rector has no void_discard extension (a tool container), the rule rewrites
 * nothing and the run says so once (ExtensionNotice), while discards are still read and kept.
 * The extension is loaded by php.ini or `-d extension=`, which a separate PHPUnit process inherits,
 * so this runs `rector process` itself in a PHP started with `-n` (no php.ini) and only the
 * extensions Rector needs, over the inputs of the fixtures the extension rewrites.
 */
final class WithoutExtensionTest extends TestCase
{
    /** Rector's and PHPStan's extensions, loaded in the child where this PHP has them as shared modules. */
    private const EXTENSIONS = ['ctype', 'dom', 'iconv', 'mbstring', 'phar', 'posix', 'simplexml', 'tokenizer', 'xml', 'xmlwriter'];

    private string $work = '';

    protected function setUp(): void
    {
        $this->work = sys_get_temp_dir() . '/void-discard-tools-test-' . getmypid();
        @mkdir($this->work . '/src', 0777, true);
        @mkdir($this->work . '/cache', 0777, true);
    }

    protected function tearDown(): void
    {
        foreach (['src', 'cache'] as $dir) {
            if (is_dir("{$this->work}/$dir")) {
                exec('rm -rf ' . escapeshellarg("{$this->work}/$dir"));
            }
        }
        @rmdir($this->work);
    }

    public function testRewritesNothingAndSaysSoOnce(): void
    {
        $inputs = [];
        foreach (['value_never_read', 'existing_discards', 'discarded_parameters'] as $name) {
            $fixture = (string) file_get_contents(__DIR__ . "/Fixture/$name.php.inc");
            [$input, $expected] = FixtureSplitter::splitFixtureFileContents($fixture);
            $this->assertNotSame($input, $expected, "$name: a fixture the rule rewrites with the extension");
            file_put_contents("{$this->work}/src/$name.php", $input);
            $inputs[$name] = $input;
        }

        [$status, $stdout, $stderr] = $this->rector([
            'process', "{$this->work}/src", '--config', __DIR__ . '/config/without_extension.php',
            '--output-format', 'json', '--no-progress-bar',
        ]);

        $this->assertSame(0, $status, "rector process failed:\n$stdout\n$stderr");
        $report = json_decode($stdout, true);
        $this->assertIsArray($report, "Rector's JSON report:\n$stdout\n$stderr");
        $this->assertSame(0, $report['totals']['changed_files'] ?? null, $stdout);
        $this->assertSame(0, $report['totals']['errors'] ?? null, $stdout);
        foreach ($inputs as $name => $input) {
            $this->assertSame($input, file_get_contents("{$this->work}/src/$name.php"), "$name.php: unchanged, discards kept");
        }
        $this->assertSame(1, substr_count($stderr, ExtensionNotice::MESSAGE), "the notice, once, on stderr:\n$stderr");
        $this->assertStringNotContainsString(ExtensionNotice::MESSAGE, $stdout);
    }

    /**
     * Runs Rector in this PHP without php.ini, so without the extension however this PHP loaded it.
     * @param list<string> $args
     * @return array{int, string, string} exit status, stdout, stderr
     */
    private function rector(array $args): array
    {
        $rector = self::rectorBin();
        $command = [PHP_BINARY, '-n', '-d', 'memory_limit=-1'];
        $dir = (string) ini_get('extension_dir');
        foreach (self::EXTENSIONS as $extension) {
            if (extension_loaded($extension) && is_file("$dir/$extension.so")) {
                array_push($command, '-d', "extension=$extension");
            }
        }
        $probe = $this->runCommand([...$command, '-r', 'echo function_exists("VoidDiscard\\\\analyze") ? "loaded" : "absent";']);
        $this->assertSame('absent', $probe[1], 'the child PHP has no extension');
        return $this->runCommand([...$command, $rector, ...$args]);
    }

    /**
     * @param list<string> $command
     * @return array{int, string, string}
     */
    private function runCommand(array $command): array
    {
        $env = getenv();
        $env['VD_TEST_RECTOR_CACHE'] = "{$this->work}/cache";
        $process = proc_open($command, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, null, $env);
        $this->assertIsResource($process);
        $stdout = (string) stream_get_contents($pipes[1]);
        $stderr = (string) stream_get_contents($pipes[2]);
        fclose($pipes[1]);
        fclose($pipes[2]);
        return [proc_close($process), $stdout, $stderr];
    }

    /** bin/rector of the Rector the tests load: Composer's (vendor/bin), or VD_RECTOR_DIR's. */
    private static function rectorBin(): string
    {
        $vendor = dirname(__DIR__, 4) . '/vendor/rector/rector/bin/rector';
        if (is_file($vendor)) {
            return $vendor;
        }
        return getenv('VD_RECTOR_DIR') . '/bin/rector';
    }
}

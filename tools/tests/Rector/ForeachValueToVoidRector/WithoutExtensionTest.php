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
     * Where Xdebug is loaded, Rector restarts itself without it after it has loaded the set: the
     * notice is still said once (ExtensionNotice). Xdebug comes from a php.ini here, as in a
     * developer's PHP, since the restarted process reads the ini files, not the first one's -d.
     */
    public function testSaysItOnceWhereXdebugMakesRectorRestart(): void
    {
        $xdebug = ini_get('extension_dir') . '/xdebug.so';
        if (!is_file($xdebug)) {
            // not where Xdebug is missing: the restarted process's environment, as xdebug-handler leaves it
            $this->assertFalse(ExtensionNotice::restartedItself());
            putenv('RECTOR_ALLOW_XDEBUG=internal|3.4.0|0|*|*');
            $this->assertTrue(ExtensionNotice::restartedItself());
            putenv('RECTOR_ALLOW_XDEBUG');
            return;
        }
        file_put_contents("{$this->work}/src/a.php", "<?php\nforeach (\$a as \$k => \$v) { echo \$k; }\n");
        [$status, $stdout, $stderr] = $this->rector([
            'process', "{$this->work}/src", '--config', __DIR__ . '/config/without_extension.php',
            '--output-format', 'json', '--no-progress-bar',
        ], $xdebug);
        $this->assertSame(0, $status, "rector process failed:\n$stdout\n$stderr");
        $this->assertStringContainsString('Restarted', $stderr, "xdebug-handler restarted Rector:\n$stderr");
        $this->assertSame(1, substr_count($stderr, ExtensionNotice::MESSAGE), "the notice, once, on stderr:\n$stderr");
    }

    /**
     * Runs Rector in this PHP without php.ini, so without the extension however this PHP loaded it;
     * with $xdebug, from a php.ini of its own that loads Rector's extensions and Xdebug.
     * @param list<string> $args
     * @return array{int, string, string} exit status, stdout, stderr
     */
    private function rector(array $args, ?string $xdebug = null): array
    {
        $rector = self::rectorBin();
        $ini = ['memory_limit=-1'];
        $dir = (string) ini_get('extension_dir');
        foreach (self::EXTENSIONS as $extension) {
            if (extension_loaded($extension) && is_file("$dir/$extension.so")) {
                $ini[] = "extension=$extension";
            }
        }
        if ($xdebug !== null) {
            file_put_contents("{$this->work}/cache/php.ini", implode("\n", [...$ini, "zend_extension=$xdebug", 'xdebug.mode=develop']) . "\n");
            $command = [PHP_BINARY, '-c', "{$this->work}/cache/php.ini"];
        } else {
            $command = [PHP_BINARY, '-n'];
            foreach ($ini as $setting) {
                array_push($command, '-d', $setting);
            }
        }
        $probe = $this->runCommand([...$command, '-r', 'echo function_exists("VoidDiscard\\\\analyze") ? "loaded" : "absent";']);
        $this->assertSame('absent', $probe[1], 'the child PHP has no extension');
        return $this->runCommand([...$command, $rector, ...$args], $xdebug !== null);
    }

    /**
     * @param list<string> $command
     * @return array{int, string, string}
     */
    private function runCommand(array $command, bool $xdebug = false): array
    {
        $env = getenv();
        $env['VD_TEST_RECTOR_CACHE'] = "{$this->work}/cache";
        // no conf.d (an empty folder: PHP reads an empty PHP_INI_SCAN_DIR as its default), and
        // xdebug-handler says what it does ("Restarted …") where Xdebug is loaded
        @mkdir("{$this->work}/cache/conf.d");
        $env['PHP_INI_SCAN_DIR'] = "{$this->work}/cache/conf.d";
        unset($env['RECTOR_ALLOW_XDEBUG'], $env['XDEBUG_HANDLER_DEBUG']);
        if ($xdebug) {
            $env['XDEBUG_HANDLER_DEBUG'] = '1';
        }
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

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Lsp;

use PHPUnit\Framework\TestCase;

/** The proxy as a process, with a server of its own (found by a review with scripted clients; each failed before its fix). */
final class LspCommandTest extends TestCase
{
    private string $dir;

    protected function setUp(): void
    {
        $this->dir = sys_get_temp_dir() . '/vd-lsp-process-review.' . bin2hex(random_bytes(4));
        mkdir($this->dir . '/ws', 0700, true);
    }

    protected function tearDown(): void
    {
        exec('rm -rf ' . escapeshellarg($this->dir));
    }

    private static function frame(array $msg): string
    {
        $body = (string) json_encode($msg, JSON_UNESCAPED_SLASHES);
        return 'Content-Length: ' . \strlen($body) . "\r\n\r\n" . $body;
    }

    /**
     * A server with blocking I/O, as a simple single-threaded one does: after a didOpen it writes
     * 2 MB before it reads again. The client meanwhile sends a 1 MB document, then a request. The
     * client and the server each wait on the proxy; the proxy, blocked writing to the server, reads
     * neither (directly, such a client and server talk on).
     */
    public function testAServerWritingWhileTheClientSendsALargeDocumentIsStillAnswered(): void
    {
        $server = $this->dir . '/server.php';
        file_put_contents($server, <<<'PHP'
            <?php
            $in = STDIN;
            $send = static function (array $m): void {
                $b = json_encode($m);
                fwrite(STDOUT, 'Content-Length: ' . strlen($b) . "\r\n\r\n" . $b);
                fflush(STDOUT);
            };
            while (true) {
                $len = 0;
                while (($line = fgets($in)) !== false && trim($line) !== '') {
                    if (stripos($line, 'content-length:') === 0) { $len = (int) substr($line, 15); }
                }
                if ($line === false) { exit(0); }
                $body = '';
                while (strlen($body) < $len && !feof($in)) { $body .= fread($in, $len - strlen($body)); }
                $m = json_decode($body, true);
                $method = $m['method'] ?? null;
                if ($method === 'initialize') { $send(['jsonrpc' => '2.0', 'id' => $m['id'], 'result' => ['capabilities' => ['textDocumentSync' => 1, 'hoverProvider' => true]]]); }
                elseif ($method === 'exit') { exit(0); }
                elseif ($method === 'textDocument/didOpen') {
                    for ($i = 0; $i < 200; $i++) { $send(['jsonrpc' => '2.0', 'method' => 'window/logMessage', 'params' => ['type' => 4, 'message' => str_repeat('x', 10000)]]); }
                } elseif ($method === 'textDocument/hover') { $send(['jsonrpc' => '2.0', 'id' => $m['id'], 'result' => ['contents' => 'pong']]); }
            }
            PHP);
        $bin = \dirname(__DIR__, 2) . '/bin/void-discard-lsp';
        $proc = proc_open([PHP_BINARY, '-n', '-d', 'extension=tokenizer', $bin, '--poll=0', '--', PHP_BINARY, '-n', $server],
            [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['file', '/dev/null', 'w']], $pipes, null,
            // (the mirror in the test's folder)
            ['XDG_RUNTIME_DIR' => $this->dir, 'XDG_CACHE_HOME' => $this->dir . '/cache'] + getenv());
        $this->assertIsResource($proc);
        stream_set_blocking($pipes[0], false);
        stream_set_blocking($pipes[1], false);
        $uri = 'file://' . $this->dir . '/ws';
        $out = self::frame(['jsonrpc' => '2.0', 'id' => 1, 'method' => 'initialize', 'params' => ['processId' => null, 'rootUri' => $uri, 'capabilities' => new \stdClass()]])
            . self::frame(['jsonrpc' => '2.0', 'method' => 'initialized', 'params' => new \stdClass()])
            . self::frame(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => ['uri' => "$uri/A.php", 'languageId' => 'php', 'version' => 1, 'text' => "<?php\n"]]])
            . self::frame(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => ['uri' => "$uri/B.php", 'languageId' => 'php', 'version' => 1, 'text' => "<?php\n// " . str_repeat('y', 1 << 20) . "\n"]]])
            . self::frame(['jsonrpc' => '2.0', 'id' => 2, 'method' => 'textDocument/hover', 'params' => ['textDocument' => ['uri' => "$uri/A.php"], 'position' => ['line' => 0, 'character' => 0]]]);
        $in = '';
        $answered = false;
        $deadline = microtime(true) + 15;
        // the client: writes and reads at once, as an editor does
        while (microtime(true) < $deadline && !$answered) {
            if ($out !== '') {
                $n = @fwrite($pipes[0], $out);
                if (\is_int($n) && $n > 0) {
                    $out = substr($out, $n);
                }
            }
            $chunk = fread($pipes[1], 1 << 16);
            if (\is_string($chunk) && $chunk !== '') {
                $in .= $chunk;
                $answered = str_contains($in, '"pong"');
            } else {
                usleep(2000);
            }
        }
        proc_terminate($proc, 15);
        proc_close($proc);
        $this->assertTrue($answered, 'no answer to the hover within 15 s');
        $this->assertSame([], glob($this->dir . '/void-discard-lsp.*'), 'the mirror outlived the proxy');
    }

    /**
     * While intelephense indexes, the disk is not polled: a watched-files event cancels its
     * indexing (what it has not read by then stays unindexed), and each poll takes a share of the
     * machine from it. A file changed meanwhile reaches the server as the indexing ends.
     */
    public function testTheDiskIsNotPolledWhileTheServerIndexes(): void
    {
        $server = $this->dir . '/server.php';
        $log = $this->dir . '/server.log';
        file_put_contents($server, <<<'PHP'
            <?php
            $send = static function (array $m): void {
                $b = json_encode($m);
                fwrite(STDOUT, 'Content-Length: ' . strlen($b) . "\r\n\r\n" . $b);
                fflush(STDOUT);
            };
            while (true) {
                $len = 0;
                while (($line = fgets(STDIN)) !== false && trim($line) !== '') {
                    if (stripos($line, 'content-length:') === 0) { $len = (int) substr($line, 15); }
                }
                if ($line === false) { exit(0); }
                $body = '';
                while (strlen($body) < $len && !feof(STDIN)) { $body .= fread(STDIN, $len - strlen($body)); }
                $m = json_decode($body, true);
                $method = $m['method'] ?? null;
                file_put_contents($argv[1], $method . ' ' . json_encode($m['params'] ?? null, JSON_UNESCAPED_SLASHES) . "\n", FILE_APPEND);
                if ($method === 'initialize') { $send(['jsonrpc' => '2.0', 'id' => $m['id'], 'result' => ['capabilities' => new stdClass()]]); }
                elseif ($method === 'initialized') { $send(['jsonrpc' => '2.0', 'method' => 'indexingStarted']); }
                elseif ($method === 'test/endIndexing') { $send(['jsonrpc' => '2.0', 'method' => 'indexingEnded']); }
                elseif ($method === 'exit') { exit(0); }
            }
            PHP);
        file_put_contents($this->dir . '/ws/A.php', "<?php\nfunction a(\$x) {}\n");
        $bin = \dirname(__DIR__, 2) . '/bin/void-discard-lsp';
        $proc = proc_open([PHP_BINARY, '-n', '-d', 'extension=tokenizer', $bin, '--poll=0.1', '--', PHP_BINARY, '-n', $server, $log],
            [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['file', '/dev/null', 'w']], $pipes, null,
            ['XDG_RUNTIME_DIR' => $this->dir, 'XDG_CACHE_HOME' => $this->dir . '/cache'] + getenv());
        $this->assertIsResource($proc);
        stream_set_blocking($pipes[1], false);
        $uri = 'file://' . $this->dir . '/ws';
        fwrite($pipes[0], self::frame(['jsonrpc' => '2.0', 'id' => 1, 'method' => 'initialize', 'params' => ['processId' => null, 'rootUri' => $uri, 'capabilities' => new \stdClass()]])
            . self::frame(['jsonrpc' => '2.0', 'method' => 'initialized', 'params' => new \stdClass()]));
        $read = '';
        $until = static function (callable $done, float $seconds) use ($pipes, &$read): bool {
            $deadline = microtime(true) + $seconds;
            while (!$done() && microtime(true) < $deadline) {
                $read .= (string) fread($pipes[1], 1 << 16);
                usleep(20000);
            }
            return $done();
        };
        $watched = static fn (): bool => str_contains((string) @file_get_contents($log), 'workspace/didChangeWatchedFiles');
        $this->assertTrue($until(static function () use (&$read): bool {
            return str_contains($read, 'indexingStarted');
        }, 15), 'no indexingStarted');
        // changed on disk while the server indexes: ten polls' time, and the server is told nothing
        file_put_contents($this->dir . '/ws/A.php', "<?php\nfunction a(void, \$x) {}\n");
        touch($this->dir . '/ws/A.php', time() + 5);
        $this->assertFalse($until($watched, 1.0), 'a watched-files event while the server indexes');
        // the indexing ends: the change is found and told
        fwrite($pipes[0], self::frame(['jsonrpc' => '2.0', 'method' => 'test/endIndexing', 'params' => new \stdClass()]));
        $this->assertTrue($until($watched, 10), "no watched-files event after the indexing:\n" . file_get_contents($log) . $read);
        $this->assertStringContainsString('A.php","type":2', (string) file_get_contents($log));
        fclose($pipes[0]);
        proc_close($proc);
        $this->assertSame([], glob($this->dir . '/void-discard-lsp.*'), 'the mirror outlived the proxy');
    }
}

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
            ['XDG_RUNTIME_DIR' => $this->dir] + getenv());
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
}

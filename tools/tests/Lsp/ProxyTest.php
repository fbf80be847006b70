<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Lsp;

use PHPUnit\Framework\TestCase;
use stdClass;
use VoidDiscard\Tools\Lsp\Mirror;
use VoidDiscard\Tools\Lsp\Proxy;

/**
 * The proxy's mapping, message by message, between a scripted client and a scripted server: what
 * the server is sent (the view, the mirror's URIs, whole documents) and what the client gets back
 * (its URIs, its spellings, no placeholder). A real server and real clients run it in
 * scripts/lsp-clients-check.sh.
 */
final class ProxyTest extends TestCase
{
    private string $root;
    private Mirror $mirror;
    private Proxy $proxy;
    /** @var list<stdClass> */
    private array $toServer = [];
    /** @var list<stdClass> */
    private array $toClient = [];
    /** @var list<string> */
    private array $warnings = [];

    protected function setUp(): void
    {
        $this->root = sys_get_temp_dir() . '/vd-proxy-test.' . bin2hex(random_bytes(4));
        mkdir($this->root . '/src', 0700, true);
        file_put_contents($this->root . '/src/Handler.php', "<?php\nclass Handler {\n    public function handle(void, string \$name) {}\n}\n");
        file_put_contents($this->root . '/src/Plain.php', "<?php\n(new Handler())->handle(1, 'x');\n");
        $this->mirror = new Mirror(['php'], function (string $m): void {
            $this->warnings[] = $m;
        });
        $this->proxy = new Proxy($this->mirror, function (stdClass $m): void {
            $this->toServer[] = json_decode((string) json_encode($m));
        }, function (stdClass $m): void {
            $this->toClient[] = json_decode((string) json_encode($m));
        });
        $this->client(['jsonrpc' => '2.0', 'id' => 1, 'method' => 'initialize', 'params' => [
            'processId' => null, 'rootUri' => $this->uri(''), 'capabilities' => new stdClass(),
        ]]);
    }


    protected function tearDown(): void
    {
        $this->mirror->remove();
        exec('rm -rf ' . escapeshellarg($this->root));
    }

    public function testInitializeGivesTheServerTheMirrorAndMirrorsTheViewOfEachFile(): void
    {
        $init = $this->toServer[0];
        $this->assertSame('initialize', $init->method);
        $mirrorRoot = $init->params->rootUri;
        $this->assertStringStartsWith('file://' . $this->mirror->dir(), $mirrorRoot);
        $this->assertTrue($init->params->capabilities->workspace->didChangeWatchedFiles->dynamicRegistration);
        // a file without discards is the user's (a symbolic link to it), one with discards its view
        $this->assertSame(realpath($this->root . '/src/Plain.php'), readlink(substr($mirrorRoot, 7) . '/src/Plain.php'));
        $handler = (string) file_get_contents(substr($mirrorRoot, 7) . '/src/Handler.php');
        $this->assertSame("<?php\nclass Handler {\n    public function handle(\$_V0, string \$name) {}\n}\n", $handler);
        $this->assertSame((string) file_get_contents($this->root . '/src/Plain.php'), file_get_contents(substr($mirrorRoot, 7) . '/src/Plain.php'));
    }

    public function testChangesReachTheServerAsWholeViewsWithVersionsOfItsOwn(): void
    {
        $uri = $this->uri('/src/New.php');
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => [
            'uri' => $uri, 'languageId' => 'php', 'version' => 7, 'text' => "<?php\n\$x = 1;\n",
        ]]]);
        $open = end($this->toServer);
        $this->assertNotFalse($open);
        $this->assertSame($this->serverUri('/src/New.php'), $open->params->textDocument->uri);
        $this->assertSame(1, $open->params->textDocument->version);
        // an incremental change that adds a key-only loop, in UTF-16 columns after a multi-byte character
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didChange', 'params' => [
            'textDocument' => ['uri' => $uri, 'version' => 8],
            'contentChanges' => [['range' => ['start' => ['line' => 1, 'character' => 7], 'end' => ['line' => 1, 'character' => 7]],
                'text' => " // é\nforeach (\$x as \$k => void) {}"]],
        ]]);
        $change = end($this->toServer);
        $this->assertNotFalse($change);
        $this->assertSame('textDocument/didChange', $change->method);
        $this->assertSame(2, $change->params->textDocument->version);
        $this->assertSame("<?php\n\$x = 1; // é\nforeach (\$x as \$k => \$_V0) {}\n", $change->params->contentChanges[0]->text);
        $this->assertFalse(isset($change->params->contentChanges[0]->range));

        // the server's diagnostics: the one about the placeholder goes, its version is the client's
        $this->server(['jsonrpc' => '2.0', 'method' => 'textDocument/publishDiagnostics', 'params' => [
            'uri' => $this->serverUri('/src/New.php'), 'version' => 2, 'diagnostics' => [
                ['range' => $this->range(2, 22, 2, 26), 'message' => "Variable '\$_V0' is never read."],
                ['range' => $this->range(1, 0, 1, 2), 'message' => 'Undefined variable.'],
            ],
        ]]);
        $published = end($this->toClient);
        $this->assertNotFalse($published);
        $this->assertSame($uri, $published->params->uri);
        $this->assertSame(8, $published->params->version);
        $this->assertCount(1, $published->params->diagnostics);
        $this->assertSame('Undefined variable.', $published->params->diagnostics[0]->message);

        // the server's indexing ended: the document again, as a new version of the server's
        $this->server(['jsonrpc' => '2.0', 'method' => 'indexingEnded']);
        $resent = $this->toServer[\count($this->toServer) - 1];
        $this->assertSame(3, $resent->params->textDocument->version);
    }

    public function testAKeystrokeThatCannotChangeADiscardPatchesTheViewUntilTheTypingStops(): void
    {
        $uri = $this->uri('/src/Loop.php');
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => [
            'uri' => $uri, 'languageId' => 'php', 'version' => 1, 'text' => "<?php\nforeach (\$rows as \$k => void) {}\n",
        ]]]);
        // a letter typed in a name the pre-pass does not read: forwarded with the view patched
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didChange', 'params' => [
            'textDocument' => ['uri' => $uri, 'version' => 2],
            'contentChanges' => [['range' => $this->range(1, 11, 1, 11), 'text' => 'x']],
        ]]);
        $this->assertSame("<?php\nforeach (\$rxows as \$k => \$_V0) {}\n", end($this->toServer)->params->contentChanges[0]->text ?? null);
        $this->assertTrue($this->proxy->unsettled());
        // once the typing stops the view is made again, and sent only if it differs
        $sent = \count($this->toServer);
        $this->assertTrue($this->proxy->settle());
        $this->assertCount($sent, $this->toServer);
        $this->assertFalse($this->proxy->unsettled());
        // `foreac`: the loop is no longer one, and the view is made at once
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didChange', 'params' => [
            'textDocument' => ['uri' => $uri, 'version' => 3],
            'contentChanges' => [['range' => $this->range(1, 6, 1, 7), 'text' => '']],
        ]]);
        $this->assertSame("<?php\nforeac (\$rxows as \$k => void) {}\n", end($this->toServer)->params->contentChanges[0]->text ?? null);
        $this->assertFalse($this->proxy->unsettled());
        // and again when it is one again
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didChange', 'params' => [
            'textDocument' => ['uri' => $uri, 'version' => 4],
            'contentChanges' => [['range' => $this->range(1, 6, 1, 6), 'text' => 'h']],
        ]]);
        $this->assertSame("<?php\nforeach (\$rxows as \$k => \$_V0) {}\n", end($this->toServer)->params->contentChanges[0]->text ?? null);
    }

    public function testAnswersComeBackInTheUsersTermsAndSpellings(): void
    {
        $uri = $this->uri('/src/Handler.php');
        $text = (string) file_get_contents($this->root . '/src/Handler.php');
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => [
            'uri' => $uri, 'languageId' => 'php', 'version' => 1, 'text' => $text,
        ]]]);
        $this->client(['jsonrpc' => '2.0', 'id' => 2, 'method' => 'textDocument/completion', 'params' => [
            'textDocument' => ['uri' => $uri], 'position' => ['line' => 2, 'character' => 50],
        ]]);
        $this->assertSame($this->serverUri('/src/Handler.php'), end($this->toServer)->params->textDocument->uri ?? null);
        $this->server(['jsonrpc' => '2.0', 'id' => 2, 'result' => ['isIncomplete' => false, 'items' => [
            ['label' => '$_V0'], ['label' => '$name', 'detail' => 'handle($_V0, string $name)'],
        ]]]);
        $completion = end($this->toClient);
        $this->assertNotFalse($completion);
        $this->assertSame(['$name'], array_map(static fn ($i) => $i->label, $completion->result->items));
        $this->assertSame('handle(void, string $name)', $completion->result->items[0]->detail);

        // a hover about another file's method, a definition in the mirror
        $this->client(['jsonrpc' => '2.0', 'id' => 3, 'method' => 'textDocument/hover', 'params' => [
            'textDocument' => ['uri' => $this->uri('/src/Plain.php')], 'position' => ['line' => 1, 'character' => 20],
        ]]);
        $this->server(['jsonrpc' => '2.0', 'id' => 3, 'result' => ['contents' => ['kind' => 'markdown',
            'value' => "public function handle(\$_V0, string \$name)\n[Handler.php](" . $this->serverUri('/src/Handler.php') . '#L3)']]]);
        $hover = end($this->toClient);
        $this->assertNotFalse($hover);
        $this->assertSame("public function handle(void, string \$name)\n[Handler.php]($uri#L3)", $hover->result->contents->value);

        // a rename's edits keep `void`, and are keyed by the user's URIs
        $this->client(['jsonrpc' => '2.0', 'id' => 4, 'method' => 'textDocument/rename', 'params' => [
            'textDocument' => ['uri' => $uri], 'position' => ['line' => 2, 'character' => 40], 'newName' => '$n',
        ]]);
        $this->server(['jsonrpc' => '2.0', 'id' => 4, 'result' => ['changes' => [
            $this->serverUri('/src/Handler.php') => [['range' => $this->range(2, 4, 2, 46), 'newText' => 'public function handle($_V0, string $n']],
        ]]]);
        $rename = end($this->toClient);
        $this->assertNotFalse($rename);
        $this->assertSame([$uri], array_keys(get_object_vars($rename->result->changes)));
        $this->assertSame('public function handle(void, string $n', $rename->result->changes->{$uri}[0]->newText);
    }

    public function testTheDiskIsMirroredAsItChanges(): void
    {
        $this->assertSame([], $this->mirror->poll());
        file_put_contents($this->root . '/src/Plain.php', "<?php\nforeach ([1] as \$k => void) {}\n");
        touch($this->root . '/src/Plain.php', time() + 5);
        mkdir($this->root . '/lib');
        file_put_contents($this->root . '/lib/More.php', "<?php\n");
        unlink($this->root . '/src/Handler.php');
        $changes = $this->mirror->poll();
        usort($changes, static fn (array $a, array $b): int => $a['uri'] <=> $b['uri']);
        $this->assertSame([
            ['uri' => $this->serverUri('/lib/More.php'), 'type' => 1],
            ['uri' => $this->serverUri('/src/Handler.php'), 'type' => 3],
            ['uri' => $this->serverUri('/src/Plain.php'), 'type' => 2],
        ], $changes);
        $this->assertSame("<?php\nforeach ([1] as \$k => \$_V0) {}\n", file_get_contents(substr($this->serverUri('/src/Plain.php'), 7)));
        $this->assertFileDoesNotExist(substr($this->serverUri('/src/Handler.php'), 7));
        $this->assertSame([], $this->mirror->poll());
        $this->assertSame([], $this->warnings);
    }

    public function testAClosedDocumentIsReadFromDiskAgainAndShutdownRemovesTheMirror(): void
    {
        $uri = $this->uri('/src/Handler.php');
        $this->client(['jsonrpc' => '2.0', 'method' => 'initialized', 'params' => new stdClass()]);
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => [
            'uri' => $uri, 'languageId' => 'php', 'version' => 1, 'text' => (string) file_get_contents($this->root . '/src/Handler.php'),
        ]]]);
        // changed on disk while open (an editor's reload, a checkout), then closed
        file_put_contents($this->root . '/src/Handler.php', "<?php\nclass Handler {\n    public function handle(string \$name, void) {}\n}\n");
        touch($this->root . '/src/Handler.php', time() + 5);
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didClose', 'params' => ['textDocument' => ['uri' => $uri]]]);
        [$close, $changed] = \array_slice($this->toServer, -2);
        $this->assertSame('textDocument/didClose', $close->method);
        $this->assertSame('workspace/didChangeWatchedFiles', $changed->method);
        $this->assertSame($this->serverUri('/src/Handler.php'), $changed->params->changes[0]->uri);
        $this->assertSame("<?php\nclass Handler {\n    public function handle(string \$name, \$_V0) {}\n}\n",
            file_get_contents(substr($this->serverUri('/src/Handler.php'), 7)));

        $this->client(['jsonrpc' => '2.0', 'id' => 5, 'method' => 'shutdown', 'params' => null]);
        $this->assertDirectoryExists($this->mirror->dir());
        $this->server(['jsonrpc' => '2.0', 'id' => 5, 'result' => null]);
        $this->assertDirectoryDoesNotExist($this->mirror->dir());
    }

    /** intelephense's indexing, from its start to its end: LspCommand does not poll the disk meanwhile. */
    public function testTheServersIndexingIsKnown(): void
    {
        $this->assertFalse($this->proxy->indexing());
        $this->server(['jsonrpc' => '2.0', 'method' => 'indexingStarted']);
        $this->assertTrue($this->proxy->indexing());
        $this->assertSame('indexingStarted', end($this->toClient)->method ?? null);
        $this->server(['jsonrpc' => '2.0', 'method' => 'indexingEnded']);
        $this->assertFalse($this->proxy->indexing());
    }

    public function testAWatchedFilesRegistrationIsAnsweredForAClientThatCannotWatch(): void
    {
        $this->server(['jsonrpc' => '2.0', 'id' => 9, 'method' => 'client/registerCapability', 'params' => ['registrations' => [
            ['id' => 'w', 'method' => 'workspace/didChangeWatchedFiles', 'registerOptions' => ['watchers' => [['globPattern' => '**/*.php']]]],
        ]]]);
        $this->assertSame([], array_values(array_filter($this->toClient, static fn ($m) => ($m->method ?? '') === 'client/registerCapability')));
        $answer = end($this->toServer);
        $this->assertNotFalse($answer);
        $this->assertSame(9, $answer->id);
        $this->assertNull($answer->result);
    }

    /** @param array<string, mixed> $message */
    private function client(array $message): void
    {
        $decoded = json_decode((string) json_encode($message));
        \assert($decoded instanceof stdClass);
        $this->proxy->fromClient($decoded);
    }

    /** @param array<string, mixed> $message */
    private function server(array $message): void
    {
        $decoded = json_decode((string) json_encode($message));
        \assert($decoded instanceof stdClass);
        $this->proxy->fromServer($decoded);
    }

    private function uri(string $path): string
    {
        return 'file://' . $this->root . $path;
    }

    private function serverUri(string $path): string
    {
        return $this->toServer[0]->params->rootUri . $path;
    }

    /** @return array{start: array{line: int, character: int}, end: array{line: int, character: int}} */
    private function range(int $l1, int $c1, int $l2, int $c2): array
    {
        return ['start' => ['line' => $l1, 'character' => $c1], 'end' => ['line' => $l2, 'character' => $c2]];
    }
}

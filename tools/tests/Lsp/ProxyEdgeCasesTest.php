<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Tests\Lsp;

use PHPUnit\Framework\TestCase;
use stdClass;
use VoidDiscard\Tools\Lsp\Mirror;
use VoidDiscard\Tools\Lsp\Proxy;

/**
 * Where the proxy's mapping gave the server or the client something other than the user's terms:
 * folders added, removed and nested, a user's own `$_V0`, edits inside a placeholder, a file with
 * more discards than names, a saved document's text (found by a review with scripted clients and
 * intelephense; each failed before its fix).
 */
final class ProxyEdgeCasesTest extends TestCase
{
    private string $root;
    private Mirror $mirror;
    private Proxy $proxy;
    /** @var list<stdClass> */
    private array $toServer = [];
    /** @var list<stdClass> */
    private array $toClient = [];

    protected function setUp(): void
    {
        $this->root = sys_get_temp_dir() . '/vd-proxy-review.' . bin2hex(random_bytes(4));
        mkdir($this->root, 0700, true);
        $this->mirror = new Mirror(['php'], static function (string $m): void {
        });
        $this->proxy = new Proxy($this->mirror, function (stdClass $m): void {
            $this->toServer[] = json_decode((string) json_encode($m));
        }, function (stdClass $m): void {
            $this->toClient[] = json_decode((string) json_encode($m));
        });
    }

    protected function tearDown(): void
    {
        $this->mirror->remove();
        exec('rm -rf ' . escapeshellarg($this->root));
    }

    /** @param list<string> $folders paths under the root */
    private function initialize(array $folders): stdClass
    {
        $this->client(['jsonrpc' => '2.0', 'id' => 1, 'method' => 'initialize', 'params' => [
            'processId' => null, 'rootUri' => $this->uri($folders[0]), 'capabilities' => new stdClass(),
            'workspaceFolders' => array_map(fn (string $f): array => ['uri' => $this->uri($f), 'name' => basename($f)], $folders),
        ]]);
        $this->client(['jsonrpc' => '2.0', 'method' => 'initialized', 'params' => new stdClass()]);
        return $this->toServer[0];
    }

    private function write(string $path, string $code): void
    {
        @mkdir(\dirname($this->root . $path), 0700, true);
        file_put_contents($this->root . $path, $code);
    }

    public function testARemovedWorkspaceFolderIsRemovedAtTheUriTheServerKnowsItBy(): void
    {
        $this->write('/one/app/A.php', "<?php\nfunction a() {}\n");
        $this->write('/two/app/B.php', "<?php\nfunction b(void) {}\n");
        $init = $this->initialize(['/one/app', '/two/app']);
        $twoAtServer = $init->params->workspaceFolders[1]->uri;
        $this->client(['jsonrpc' => '2.0', 'method' => 'workspace/didChangeWorkspaceFolders', 'params' => ['event' => [
            'added' => [], 'removed' => [['uri' => $this->uri('/two/app'), 'name' => 'app']],
        ]]]);
        $sent = end($this->toServer);
        $this->assertNotFalse($sent);
        $this->assertSame('workspace/didChangeWorkspaceFolders', $sent->method);
        // the server was given the folder at its mirror URI: it can only remove that one
        $this->assertSame($twoAtServer, $sent->params->event->removed[0]->uri);
    }

    public function testAFolderAddedAfterARemovalDoesNotTakeTheRemovedFoldersMirror(): void
    {
        $this->write('/one/app/A.php', "<?php\nfunction a() {}\n");
        $this->write('/two/app/B.php', "<?php\nfunction b() {}\n");
        $this->write('/three/app/C.php', "<?php\nfunction c() {}\n");
        $init = $this->initialize(['/one/app', '/two/app']);
        $twoAtServer = $init->params->workspaceFolders[1]->uri;
        $this->client(['jsonrpc' => '2.0', 'method' => 'workspace/didChangeWorkspaceFolders', 'params' => ['event' => [
            'added' => [['uri' => $this->uri('/three/app'), 'name' => 'app']], 'removed' => [['uri' => $this->uri('/two/app'), 'name' => 'app']],
        ]]]);
        $sent = end($this->toServer);
        $this->assertNotFalse($sent);
        $threeAtServer = $sent->params->event->added[0]->uri;
        // what the server still holds of the removed folder (its index, a location in an answer)
        // must not come back to the client as a file of the added one
        $this->assertNotSame($twoAtServer, $threeAtServer);
        $this->server(['jsonrpc' => '2.0', 'method' => 'window/logMessage', 'params' => ['type' => 3, 'message' => $twoAtServer . '/B.php']]);
        $this->assertStringNotContainsString('/three/app/B.php', end($this->toClient)->params->message);
    }

    public function testADocumentOfANestedWorkspaceFolderIsOpenedAtTheMirroredFile(): void
    {
        $this->write('/proj/pkg/src/A.php', "<?php\nfunction a(void) {}\n");
        $this->initialize(['/proj', '/proj/pkg']);
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => [
            'uri' => $this->uri('/proj/pkg/src/A.php'), 'languageId' => 'php', 'version' => 1, 'text' => "<?php\nfunction a(void) {}\n",
        ]]]);
        $open = end($this->toServer);
        $this->assertNotFalse($open);
        $serverPath = Mirror::path($open->params->textDocument->uri);
        $this->assertNotNull($serverPath);
        // the server indexed the file where the mirror holds it; the open document must be that file,
        // not a second copy of it at a path the mirror does not hold
        $this->assertFileExists($serverPath);
    }

    public function testARealVariableNamedLikeAnotherFilesPlaceholderIsLeftAlone(): void
    {
        $this->write('/ws/Disc.php', "<?php\nforeach ([1] as \$k => void) { echo \$k; }\n");
        $this->write('/ws/Users.php', "<?php\n\$_V0 = 5;\necho \$_V0;\n");
        $this->initialize(['/ws']);
        $uri = $this->uri('/ws/Users.php');
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => [
            'uri' => $uri, 'languageId' => 'php', 'version' => 1, 'text' => "<?php\n\$_V0 = 5;\necho \$_V0;\n",
        ]]]);
        $pos = ['line' => 2, 'character' => 7];
        $this->client(['jsonrpc' => '2.0', 'id' => 2, 'method' => 'textDocument/hover', 'params' => ['textDocument' => ['uri' => $uri], 'position' => $pos]]);
        $this->server(['jsonrpc' => '2.0', 'id' => 2, 'result' => ['contents' => ['kind' => 'markdown', 'value' => '_@var_ `int $_V0`']]]);
        $this->assertSame('_@var_ `int $_V0`', end($this->toClient)->result->contents->value);
        $this->client(['jsonrpc' => '2.0', 'id' => 3, 'method' => 'textDocument/completion', 'params' => ['textDocument' => ['uri' => $uri], 'position' => $pos]]);
        $this->server(['jsonrpc' => '2.0', 'id' => 3, 'result' => ['isIncomplete' => false, 'items' => [['label' => '$_V0', 'kind' => 6]]]]);
        $this->assertCount(1, end($this->toClient)->result->items);
        // a rename of the user's own variable: the new texts are the user's
        $this->client(['jsonrpc' => '2.0', 'id' => 4, 'method' => 'textDocument/formatting', 'params' => ['textDocument' => ['uri' => $uri], 'options' => ['tabSize' => 4, 'insertSpaces' => true]]]);
        $this->server(['jsonrpc' => '2.0', 'id' => 4, 'result' => [['range' => ['start' => ['line' => 1, 'character' => 0], 'end' => ['line' => 1, 'character' => 8]], 'newText' => '$_V0 = 5']]]);
        $this->assertSame('$_V0 = 5', end($this->toClient)->result[0]->newText);
    }

    public function testAFormattingEditInsideACastsPlaceholderKeepsTheCast(): void
    {
        $this->write('/ws/Cast.php', "<?php\n( void ) f();\n");
        $this->initialize(['/ws']);
        $uri = $this->uri('/ws/Cast.php');
        $text = "<?php\n( void ) f();\n";
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => [
            'uri' => $uri, 'languageId' => 'php', 'version' => 1, 'text' => $text,
        ]]]);
        $view = end($this->toServer)->params->textDocument->text;
        $this->assertSame("<?php\n\$_V0   = f();\n", $view);
        // a formatter's `binary operator spaces`: the blanks before `=` made one
        $this->client(['jsonrpc' => '2.0', 'id' => 2, 'method' => 'textDocument/formatting', 'params' => ['textDocument' => ['uri' => $uri], 'options' => ['tabSize' => 4, 'insertSpaces' => true]]]);
        $this->server(['jsonrpc' => '2.0', 'id' => 2, 'result' => [['range' => ['start' => ['line' => 1, 'character' => 4], 'end' => ['line' => 1, 'character' => 7]], 'newText' => ' ']]]);
        $edits = end($this->toClient)->result;
        $formatted = self::apply($text, $edits);
        // what the server meant: `$_V0 = f();`, that is a cast and its expression
        $this->assertMatchesRegularExpression('/^<\?php\n\( ?void ?\) f\(\);\n$/', $formatted);
    }

    public function testACastSharingItsPlaceholderWithAnEarlierVoidComesBackAsACast(): void
    {
        // 63 discards: the 63rd has the first one's name
        $code = "<?php\nfunction m(array \$p) {\n";
        for ($i = 0; $i < 62; $i++) {
            $code .= "    [void, \$x$i] = \$p;\n";
        }
        $code .= "    (void) m(\$p);\n}\n";
        $this->write('/ws/Many.php', $code);
        $this->initialize(['/ws']);
        $uri = $this->uri('/ws/Many.php');
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => [
            'uri' => $uri, 'languageId' => 'php', 'version' => 1, 'text' => $code,
        ]]]);
        $view = end($this->toServer)->params->textDocument->text;
        $this->assertStringContainsString("    \$_V0 = m(\$p);\n", $view);
        $this->client(['jsonrpc' => '2.0', 'id' => 2, 'method' => 'textDocument/formatting', 'params' => ['textDocument' => ['uri' => $uri], 'options' => ['tabSize' => 2, 'insertSpaces' => true]]]);
        $this->server(['jsonrpc' => '2.0', 'id' => 2, 'result' => [['range' => ['start' => ['line' => 64, 'character' => 0], 'end' => ['line' => 64, 'character' => 18]], 'newText' => '  $_V0 = m($p);']]]);
        $this->assertSame('  (void) m($p);', end($this->toClient)->result[0]->newText);
    }

    public function testASavedDocumentsTextReachesTheServerAsItsView(): void
    {
        $code = "<?php\nrequire '" . $this->root . "/ws/lib.php';\n[void, \$b] = [1, 2];\n";
        $this->write('/ws/A.php', $code);
        $this->initialize(['/ws']);
        $uri = $this->uri('/ws/A.php');
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => ['textDocument' => [
            'uri' => $uri, 'languageId' => 'php', 'version' => 1, 'text' => $code,
        ]]]);
        $opened = end($this->toServer)->params->textDocument->text;
        $this->client(['jsonrpc' => '2.0', 'method' => 'textDocument/didSave', 'params' => ['textDocument' => ['uri' => $uri], 'text' => $code]]);
        // the same text as the didOpen's: the same length, every position the user's
        $this->assertSame($opened, end($this->toServer)->params->text);
    }

    /** @param list<stdClass> $edits */
    private static function apply(string $text, array $edits): string
    {
        $lines = new \VoidDiscard\Tools\Lsp\Text($text);
        $spans = [];
        foreach ($edits as $e) {
            $spans[] = [$lines->offset((array) $e->range->start), $lines->offset((array) $e->range->end), $e->newText];
        }
        usort($spans, static fn (array $a, array $b): int => $b[0] <=> $a[0]);
        foreach ($spans as [$from, $to, $with]) {
            $text = substr_replace($text, $with, $from, $to - $from);
        }
        return $text;
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
}

<?php
// SPDX-License-Identifier: MIT
// What a keystroke costs the proxy in a file of LINES lines (default 2 000) built from the
// repository's programs with discards: the client's incremental change applied to the file and
// its view and the whole view framed for the server (Lsp\Proxy::fromClient(), the server a sink),
// and the view made again from scratch (Proxy::settle()). Prints the median and the 95th
// percentile of each over N keystrokes, in ms. Run it as the proxy runs: php -n -d extension=tokenizer
// (Debian's CLI loads Xdebug, which slows PHP some sixfold).
//   php keystroke.php [LINES] [N]
declare(strict_types=1);

require dirname(__DIR__, 2) . '/tools/autoload.php';

use VoidDiscard\Tools\Lsp\Mirror;
use VoidDiscard\Tools\Lsp\Proxy;
use VoidDiscard\Tools\Lsp\Transport;

$lines = (int) ($argv[1] ?? 2000);
$n = (int) ($argv[2] ?? 200);
$code = "<?php\n";
$files = array_merge(glob(dirname(__DIR__, 2) . '/examples/*.php') ?: [], glob(dirname(__DIR__, 2) . '/tests/tools/editors/*.php') ?: []);
while (substr_count($code, "\n") < $lines) {
    foreach ($files as $file) {
        $body = preg_replace('/^<\?php\s*(declare\(strict_types=1\);)?/', '', (string) file_get_contents($file));
        // one file of many: its functions and classes renamed apart, so that the whole still compiles
        $code .= preg_replace('/\b(function|class|interface|trait|enum)\s+(\w+)/', '$1 $2_' . substr_count($code, "\n"), (string) $body) . "\n";
    }
}
$code = implode("\n", array_slice(explode("\n", $code), 0, $lines)) . "\n";
$mirror = new Mirror(['php'], static function (): void {
});
$sent = 0;
$proxy = new Proxy($mirror, static function (stdClass $m) use (&$sent): void {
    $sent += strlen(Transport::frame($m));
}, static function (): void {
});
$uri = 'file:///bench/File.php';
$proxy->fromClient((object) ['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => (object) ['textDocument' => (object) [
    'uri' => $uri, 'languageId' => 'php', 'version' => 1, 'text' => $code]]]);
// a letter typed, then taken back, in the middle of the file: forwarded with the view patched
// (Proxy::didChange()); then the view made again as when the typing stops (Proxy::settle())
$typed = $settled = [];
$line = intdiv($lines, 2);
for ($i = 0; $i < $n; $i++) {
    $at = ['line' => $line, 'character' => 0];
    $range = $i % 2 ? ['start' => $at, 'end' => ['line' => $line, 'character' => 1]] : ['start' => $at, 'end' => $at];
    $change = json_decode((string) json_encode(['jsonrpc' => '2.0', 'method' => 'textDocument/didChange', 'params' => [
        'textDocument' => ['uri' => $uri, 'version' => $i + 2],
        'contentChanges' => [['range' => $range, 'text' => $i % 2 ? '' : 'x']],
    ]]));
    assert($change instanceof stdClass);
    $t = hrtime(true);
    $proxy->fromClient($change);
    $typed[] = (hrtime(true) - $t) / 1e6;
    $t = hrtime(true);
    $proxy->settle();
    $settled[] = (hrtime(true) - $t) / 1e6;
}
$mirror->remove();
sort($typed);
sort($settled);
printf("a keystroke in a %d-line file (%d KiB, %d discards), PHP %s, %d keystrokes:\n", $lines, intdiv(strlen($code), 1024),
    count(VoidDiscard\Tools\Lsp\StockView::of($code)->spans), PHP_VERSION, $n);
printf("  forwarded (the view patched): median %.2f ms, 95th percentile %.2f ms\n", $typed[intdiv($n, 2)], $typed[(int) ($n * 0.95)]);
printf("  the view made again (when the typing stops, or a keystroke that may change a discard): median %.2f ms, 95th percentile %.2f ms\n",
    $settled[intdiv($n, 2)], $settled[(int) ($n * 0.95)]);

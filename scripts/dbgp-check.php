<?php
// SPDX-License-Identifier: MIT
// Xdebug's step debugger on discarded parameters, as an IDE meets it: a DBGp client (the protocol
// VS Code's PHP Debug and PhpStorm speak) listens on 127.0.0.1, starts PHP with Xdebug and the
// extension on scripts/dbgp-fixture.php, and stops at a breakpoint in a function, a method, a
// closure and an arrow function with discarded parameters and in one without (the control). At
// each stop it asks what an IDE asks (stack_get, context_names, context_get of the locals and the
// superglobals, property_get of each parameter by the name context_get gave it and of each
// discard's public name, eval of an expression and of get_defined_vars()),
// parses every answer with libxml (DOMDocument; any error fails: `&#0;` is not XML), and holds the
// answers to docs/semantics.md: the debugger lists a discarded parameter as the variable
// `$void1 (discarded)` (its public name and " (discarded)") with its argument, property_get of that
// name gives the same, its public name `$void1` names nothing, and PHP code the debugger evaluates
// sees what the body sees: get_defined_vars() is the listed variables less the discards. Once
// with opcache off, once from opcache's shared memory.
//   php -n -d extension=dom scripts/dbgp-check.php PHP EXT [OPCACHE_SO]
// Prints one "ok"/"FAIL" line per check, then "dbgp: N passed, N failed"; exits 1 on a failure.
declare(strict_types=1);

const TIMEOUT = 20;   // seconds for the debuggee to connect and for each answer

[$php, $ext] = [$argv[1] ?? '', $argv[2] ?? ''];
$opcache = $argv[3] ?? '';
if ($php === '' || !is_file($ext)) {
    fwrite(STDERR, "usage: php scripts/dbgp-check.php PHP EXT [OPCACHE_SO]\n");
    exit(2);
}
$fixture = __DIR__ . '/dbgp-fixture.php';
$passed = $failed = 0;

function ok(string $what): void
{
    global $passed;
    $passed++;
    echo "ok $what\n";
}

function nok(string $what, string $why): void
{
    global $failed;
    $failed++;
    echo "FAIL $what: $why\n";
}

/** The stops: fixture line marker => what the debugger must show there (names as DBGp gives them). */
function expected_stops(): array
{
    return [
        'function' => ['where' => 'second', 'params' => ['$b' => 'b'], 'discards' => ['$void1 (discarded)' => 'first'],
            'public' => ['$void1'], 'eval' => ['$b . "?"', 'b?']],
        'method' => ['where' => 'Visitor->visit', 'params' => ['$node' => 'node'], 'discards' => ['$void2 (discarded)' => ['dropped' => '1']],
            'public' => ['$void2'], 'eval' => ['count($seen) . ""', '1']],
        'static method' => ['where' => 'Visitor::pair', 'params' => ['$k' => 'k'],
            'discards' => ['$void1 (discarded)' => 'x', '$void2 (discarded)' => 'y'], 'public' => ['$void1', '$void2'],
            'eval' => ['$k . $k', 'kk']],
        'closure' => ['where' => '{closure}', 'params' => ['$key' => 'key'], 'discards' => ['$void1 (discarded)' => 'value'],
            'public' => ['$void1'], 'eval' => ['strtoupper($key)', 'KEY']],
        'arrow function' => ['where' => '{closure}', 'params' => ['$y' => '21'], 'discards' => ['$void1 (discarded)' => '10'],
            'public' => ['$void1'], 'eval' => ['$y + 1', '22']],
        'control' => ['where' => 'plain', 'params' => ['$a' => 'a', '$b' => 'b'], 'discards' => [],
            'public' => ['$void1'], 'eval' => ['$a . $b', 'ab']],
    ];
}

final class Dbgp
{
    private int $id = 0;
    /** @var resource */
    private $conn;

    /** @param resource $conn */
    public function __construct($conn)
    {
        $this->conn = $conn;
        stream_set_timeout($conn, TIMEOUT);
    }

    /** One packet: its length in ASCII digits, NUL, the XML, NUL. */
    public function read(): string
    {
        $len = '';
        while (($c = fread($this->conn, 1)) !== "\0") {
            if ($c === '' || $c === false) {
                throw new RuntimeException('the connection ended or timed out' . (stream_get_meta_data($this->conn)['timed_out'] ? ' (timeout)' : ''));
            }
            $len .= $c;
        }
        $xml = '';
        while (strlen($xml) < (int) $len + 1) {
            $chunk = fread($this->conn, (int) $len + 1 - strlen($xml));
            if ($chunk === '' || $chunk === false) {
                throw new RuntimeException('the connection ended in a packet');
            }
            $xml .= $chunk;
        }
        return substr($xml, 0, -1);
    }

    /** Sends a command and returns the XML of its response (notifications before it are skipped). */
    public function send(string $command, string $args = '', ?string $data = null): string
    {
        $id = ++$this->id;
        $line = $command . " -i $id" . ($args !== '' ? " $args" : '') . ($data !== null ? ' -- ' . base64_encode($data) : '');
        fwrite($this->conn, $line . "\0");
        while (true) {
            $xml = $this->read();
            if (str_contains($xml, '<response') && str_contains($xml, "transaction_id=\"$id\"")) {
                return $xml;
            }
        }
    }
}

/** Parses with libxml, errors on: returns the document, or the errors as a string. */
function parse(string $xml): DOMDocument|string
{
    libxml_use_internal_errors(true);
    libxml_clear_errors();
    $doc = new DOMDocument();
    $loaded = $doc->loadXML($xml);
    $errors = libxml_get_errors();
    libxml_clear_errors();
    if (!$loaded || $errors) {
        return implode('; ', array_map(fn(LibXMLError $e) => trim($e->message) . " (column {$e->column})", $errors))
            ?: 'not loaded';
    }
    return $doc;
}

/** A <property>'s value as the client shows it: a scalar's text, or an array of its children's. */
function value(DOMElement $p): string|array|null
{
    $type = $p->getAttribute('type');
    if ($type === 'array' || $type === 'object') {
        $children = [];
        foreach ($p->childNodes as $c) {
            if ($c instanceof DOMElement && $c->localName === 'property') {
                $children[$c->getAttribute('name')] = value($c);
            }
        }
        return $children;
    }
    if ($type === 'uninitialized' || $type === 'null') {
        return null;
    }
    $text = $p->textContent;
    return $p->getAttribute('encoding') === 'base64' ? base64_decode($text) : $text;
}

/** @return list<DOMElement> the <property> children of the response's root */
function properties(DOMDocument $doc): array
{
    $out = [];
    foreach ($doc->documentElement->childNodes as $c) {
        if ($c instanceof DOMElement && $c->localName === 'property') {
            $out[] = $c;
        }
    }
    return $out;
}

function error_code(DOMDocument $doc): ?string
{
    foreach ($doc->documentElement->childNodes as $c) {
        if ($c instanceof DOMElement && $c->localName === 'error') {
            return $c->getAttribute('code');
        }
    }
    return null;
}

/** The fixture's stops: marker => line, from its `// stop: NAME` comments. */
function stop_lines(string $fixture): array
{
    $lines = [];
    foreach (file($fixture) as $i => $line) {
        if (preg_match('~// stop: (.+?)\s*$~', $line, $m)) {
            $lines[$m[1]] = $i + 1;
        }
    }
    return $lines;
}

/** One debugging session in one configuration; every check's name starts with LABEL. */
function session(string $label, string $php, string $ext, array $ini, string $fixture): void
{
    $server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
    if (!$server) {
        nok("$label: listen", $errstr);
        return;
    }
    $port = (int) substr(strrchr(stream_socket_get_name($server, false), ':'), 1);
    $cmd = [$php, '-n', '-d', 'zend_extension=xdebug.so', '-d', 'xdebug.mode=debug', '-d', 'xdebug.start_with_request=yes',
        '-d', 'xdebug.client_host=127.0.0.1', '-d', "xdebug.client_port=$port", '-d', 'xdebug.connect_timeout_ms=5000',
        '-d', "extension=$ext", ...$ini, $fixture];
    $proc = proc_open($cmd, [0 => ['file', '/dev/null', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    if (!$proc) {
        nok("$label: start PHP", implode(' ', $cmd));
        return;
    }
    $conn = null;
    $lines = stop_lines($fixture);
    $expected = expected_stops();
    $seen = [];
    try {
        $conn = @stream_socket_accept($server, TIMEOUT);
        if (!$conn) {
            throw new RuntimeException('PHP did not connect within ' . TIMEOUT . ' s');
        }
        $dbgp = new Dbgp($conn);
        $init = parse($dbgp->read());
        if (is_string($init)) {
            throw new RuntimeException("init packet: $init");
        }
        $uri = $init->documentElement->getAttribute('fileuri');
        $engine = trim($init->getElementsByTagName('engine')->item(0)?->getAttribute('version') ?? '');
        echo "$label: Xdebug $engine, ", basename($uri), "\n";
        foreach ($lines as $name => $line) {
            parse($dbgp->send('breakpoint_set', "-t line -f $uri -n $line"));
        }
        while (true) {
            $doc = parse($dbgp->send('run'));
            if (is_string($doc)) {
                throw new RuntimeException("run: $doc");
            }
            if ($doc->documentElement->getAttribute('status') !== 'break') {
                break;
            }
            $msg = $doc->getElementsByTagNameNS('https://xdebug.org/dbgp/xdebug', 'message')->item(0);
            $line = (int) $msg?->getAttribute('lineno');
            $name = array_search($line, $lines, true);
            if ($name === false || !isset($expected[$name])) {
                nok("$label: stop", "at line $line, where no stop is expected");
                continue;
            }
            $seen[] = $name;
            check_stop($label, $name, $line, $expected[$name], $dbgp);
        }
        $missing = array_diff(array_keys($expected), $seen);
        $missing ? nok("$label: stops", 'never stopped in ' . implode(', ', $missing)) : ok("$label: stopped at each of the " . count($expected) . ' breakpoints');
    } catch (Throwable $e) {
        nok("$label: session", $e->getMessage());
    } finally {
        if ($conn) {
            fclose($conn);
        }
        fclose($server);
        // the debuggee runs to its end once the connection is gone; it is stopped if it does not
        $deadline = microtime(true) + 10;
        while (($status = proc_get_status($proc))['running'] && microtime(true) < $deadline) {
            usleep(20000);
        }
        if ($status['running']) {
            proc_terminate($proc, 9);
            nok("$label: debuggee", 'still running after the session; killed');
        }
        $out = stream_get_contents($pipes[1]);
        $err = stream_get_contents($pipes[2]);
        fclose($pipes[1]);
        fclose($pipes[2]);
        proc_close($proc);
        $status = $status['signaled'] ? 'signal ' . $status['termsig'] : 'exit ' . $status['exitcode'];
        if (trim($out) !== 'done' || trim($err) !== '' || $status !== 'exit 0') {
            nok("$label: debuggee's output", json_encode(['status' => $status, 'stdout' => $out, 'stderr' => $err]));
        }
    }
}

/** The answers at one stop, held to the stop's expectations. */
function check_stop(string $label, string $name, int $line, array $exp, Dbgp $dbgp): void
{
    $what = "$label: $name";
    $docs = [];
    $bad = [];
    $answers = [
        'stack_get' => ['stack_get', ''],
        'context_names' => ['context_names', ''],
        'context_get 0' => ['context_get', '-c 0'],
        'context_get 1' => ['context_get', '-c 1'],
    ];
    foreach ($answers as $key => [$command, $args]) {
        $xml = $dbgp->send($command, $args);
        $doc = parse($xml);
        is_string($doc) ? $bad[] = "$key: $doc" : $docs[$key] = $doc;
    }
    // every answer well-formed, whatever it holds
    $shown = [];
    if (isset($docs['context_get 0'])) {
        foreach (properties($docs['context_get 0']) as $p) {
            $shown[$p->getAttribute('name')] = ['fullname' => $p->getAttribute('fullname'), 'value' => value($p)];
        }
    }
    foreach (array_keys($exp['params'] + $exp['discards']) as $var) {
        $fullname = $shown[$var]['fullname'] ?? $var;
        $doc = parse($dbgp->send('property_get', '-d 0 -c 0 -n "' . addcslashes($fullname, '"\\') . '"'));
        is_string($doc) ? $bad[] = "property_get $var: $doc" : $docs["property_get $var"] = $doc;
    }
    foreach ($exp['discards'] as $var => $value) {
        if (is_array($value)) {
            $child = $var . "['" . array_key_first($value) . "']";
            $doc = parse($dbgp->send('property_get', '-d 0 -c 0 -n "' . addcslashes($child, '"\\') . '"'));
            is_string($doc) ? $bad[] = "property_get $child: $doc" : $docs["property_get $child"] = $doc;
        }
    }
    foreach ($exp['public'] as $var) {
        $doc = parse($dbgp->send('property_get', "-d 0 -c 0 -n $var"));
        is_string($doc) ? $bad[] = "property_get $var: $doc" : $docs["public $var"] = $doc;
    }
    $evals = ['expression' => $exp['eval'][0], 'get_defined_vars' => 'get_defined_vars()'];
    foreach ($evals as $key => $code) {
        $doc = parse($dbgp->send('eval', '', $code));
        is_string($doc) ? $bad[] = "eval $code: $doc" : $docs["eval $key"] = $doc;
    }
    $bad ? nok("$what: every answer is well-formed XML", implode(' | ', $bad)) : ok("$what: every answer is well-formed XML (" . count($docs) . ' answers)');

    // stack_get: the stop's function and line on top
    if (isset($docs['stack_get'])) {
        $top = $docs['stack_get']->getElementsByTagName('stack')->item(0);
        $where = $top?->getAttribute('where');
        $whereOk = $exp['where'] === '{closure}' ? str_starts_with((string) $where, '{closure') : $where === $exp['where'];
        $whereOk && (int) $top->getAttribute('lineno') === $line
            ? ok("$what: stack_get's top frame is $where at line $line")
            : nok("$what: stack_get", "top frame " . var_export($where, true) . ' at line ' . var_export($top?->getAttribute('lineno'), true));
    }
    // context_get: the parameters by name, each discard as `$void<N> (discarded)` with its argument
    if (isset($docs['context_get 0'])) {
        $problems = [];
        foreach ($exp['params'] + $exp['discards'] as $var => $value) {
            if (!array_key_exists($var, $shown)) {
                $problems[] = "$var not listed";
            } elseif ($shown[$var]['value'] !== $value) {
                $problems[] = "$var is " . json_encode($shown[$var]['value']) . ', not ' . json_encode($value);
            }
        }
        foreach (array_keys($shown) as $var) {
            // (`::` is Xdebug's node of the class's static properties, in a static method)
            if (!preg_match('/^\$[A-Za-z_][A-Za-z0-9_]*$/', $var) && $var !== '::' && !isset($exp['discards'][$var])) {
                $problems[] = 'an unexpected name ' . json_encode($var);
            }
        }
        $problems ? nok("$what: context_get", implode('; ', $problems) . ' (listed: ' . json_encode(array_keys($shown)) . ')')
            : ok("$what: context_get lists " . implode(', ', array_keys($shown)));
    }
    // property_get: the same value by the name context_get gave; a discard's public name names nothing
    $problems = [];
    foreach ($exp['params'] + $exp['discards'] as $var => $value) {
        $doc = $docs["property_get $var"] ?? null;
        $p = $doc ? (properties($doc)[0] ?? null) : null;
        if (!$p) {
            $problems[] = "$var: " . ($doc ? 'error ' . error_code($doc) : 'no answer');
        } elseif (value($p) !== $value || $p->getAttribute('name') !== $var) {
            $problems[] = "$var: " . json_encode([$p->getAttribute('name'), value($p)]);
        }
    }
    foreach ($exp['discards'] as $var => $value) {
        if (is_array($value)) {
            $child = $var . "['" . array_key_first($value) . "']";
            $p = isset($docs["property_get $child"]) ? (properties($docs["property_get $child"])[0] ?? null) : null;
            if (!$p || value($p) !== reset($value)) {
                $problems[] = "$child: " . ($p ? json_encode(value($p)) : 'not found');
            }
        }
    }
    foreach ($exp['public'] as $var) {
        if (isset($docs["public $var"]) && error_code($docs["public $var"]) !== '300') {
            $problems[] = "$var (a public name, an ordinary variable of the body) found: " . json_encode(array_map('value', properties($docs["public $var"])));
        }
    }
    $problems ? nok("$what: property_get", implode('; ', $problems))
        : ok("$what: property_get gives each listed variable" . ($exp['discards'] ? ', and nothing for ' . implode(', ', $exp['public']) : ''));
    // eval: PHP code sees what the body sees
    $problems = [];
    $first = fn(string $key) => isset($docs[$key]) ? (properties($docs[$key])[0] ?? null) : null;
    $p = $first('eval expression');
    if (!$p || value($p) !== $exp['eval'][1]) {
        $problems[] = $exp['eval'][0] . ' = ' . json_encode($p ? value($p) : null);
    }
    $p = $first('eval get_defined_vars');
    $listed = array_keys(array_filter($shown, fn($v, $k) => $k !== '$this' && $k !== '::' && !isset($exp['discards'][$k]) && $v['value'] !== null, ARRAY_FILTER_USE_BOTH));
    $vars = $p ? array_map(fn($k) => '$' . $k, array_keys((array) value($p))) : null;
    if ($vars === null || ($sorted = $vars) === null || !sort($sorted) || !sort($listed) || $sorted !== $listed) {
        $problems[] = 'get_defined_vars() has ' . json_encode($vars) . ', the listed variables less the discards are ' . json_encode($listed);
    }
    $problems ? nok("$what: eval", implode('; ', $problems))
        : ok("$what: eval gives " . $exp['eval'][1] . ', get_defined_vars() the listed variables less the discards');
}

$configs = ['opcache off' => []];
if ($opcache !== '') {
    // (without opcache.protect_memory: Xdebug 3.2.0 writes to an immutable array it exports, here the
    // literal a discarded parameter holds, and with the shared memory read-only PHP crashes, stock PHP
    // as well, the same program with a named parameter)
    $configs['opcache shm'] = ['-d', "zend_extension=$opcache", '-d', 'opcache.enable_cli=1', '-d', 'opcache.jit_buffer_size=0'];
}
foreach ($configs as $label => $ini) {
    session($label, $php, $ext, $ini, $fixture);
}
echo "dbgp: $passed passed, $failed failed\n";
exit($failed ? 1 : 0);

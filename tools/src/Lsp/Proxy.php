<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Lsp;

use stdClass;

/**
 * The language-server proxy's mapping, message by message (JSON-RPC as the LSP shapes it; objects
 * decoded as stdClass, so that `{}` stays an object): the server is shown every document as its
 * StockView and every workspace folder as the Mirror's, and every answer comes back in the user's
 * terms — the user's URIs, diagnostics less those about a placeholder, no placeholder in
 * completion, symbols or inlay hints, every other text and every edit with each discard back in
 * its spelling. Positions are never mapped: the view keeps them all.
 *
 * The server is sent whole documents (a change event without a range), which every server takes,
 * whatever sync it asked for; it gets versions of its own, so that the proxy can send a document
 * again (after the server's indexing, whose diagnostics may be stale), mapped back to the
 * client's in what it answers.
 */
final class Proxy
{
    /**
     * What in a keystroke's text makes the view at once (Proxy::didChange()): a discard's own words.
     * Any other keystroke is made to the view as to the file: where it changes what is a discard (a
     * bracket that opens a list around a `void`, say), the view is made again 100 ms later, or
     * before any request about the document.
     */
    private const MAY_MATTER = '/void|__discard/i';

    /** @var array<string, array{string, ?string}> the client's pending requests by id: method, document URI (the server's) */
    private array $pending = [];
    /** @var array<string, array{text: string, version: int, view: StockView, stale: bool, server: string, serverVersion: int, versions: array<int, int>, ranges: ?list<array{array{line: int, character: int}, array{line: int, character: int}}>}> open documents by the client's URI */
    private array $docs = [];
    /** @var array<string, string> the server's URI of an open document => the client's */
    private array $clientUri = [];
    /** The client takes dynamic registrations of workspace/didChangeWatchedFiles. */
    private bool $clientWatches = false;
    /** The client's `initialized` went to the server. */
    private bool $initialized = false;
    /** @var list<stdClass> the proxy's notifications held until then */
    private array $held = [];
    /** When the server (intelephense) said it began indexing, and has not said it ended since. */
    private ?float $indexingSince = null;
    /** The client asked to shut down (its `exit` then ends a server's run normally). */
    public bool $shutdown = false;
    /**
     * @param \Closure(stdClass): void $server sends a message to the server
     * @param \Closure(stdClass): void $client sends a message to the client
     */
    public function __construct(private readonly Mirror $mirror, private readonly \Closure $server, private readonly \Closure $client)
    {
    }

    /** A message from the client. */
    public function fromClient(stdClass $msg): void
    {
        $method = isset($msg->method) && \is_string($msg->method) ? $msg->method : null;
        if ($method === null) {
            // an answer to the server's request
            ($this->server)($this->mapToServer($msg));
            return;
        }
        $params = $msg->params ?? null;
        switch ($method) {
            case 'initialize':
                if ($params instanceof stdClass) {
                    $this->initialize($params);
                }
                break;
            case 'shutdown':
                $this->shutdown = true;
                break;
            case 'textDocument/didOpen':
                $this->didOpen($msg);
                return;
            case 'textDocument/didChange':
                $this->didChange($msg);
                return;
            case 'textDocument/didClose':
                $uri = (string) ($params->textDocument->uri ?? '');
                $this->mirror->syncUri($uri);
                $doc = $this->docs[$uri] ?? null;
                if ($doc !== null) {
                    unset($this->docs[$uri], $this->clientUri[$doc['server']]);
                }
                ($this->server)($this->mapToServer($msg));
                // the server reads the file from disk again only when told: it may have changed
                // there while open (a watched-files event about an open document is dropped)
                $server = $this->mirror->toServer($uri);
                if ($server !== $uri) {
                    $this->notifyServer('workspace/didChangeWatchedFiles', (object) ['changes' => [(object) ['uri' => $server, 'type' => 2]]]);
                }
                return;
            case 'textDocument/didSave':
                $uri = (string) ($params->textDocument->uri ?? '');
                $this->mirror->syncUri($uri);
                if (isset($params->text, $this->docs[$uri]) && \is_string($params->text)) {
                    $params->text = StockView::of($params->text)->text;
                }
                break;
            case 'workspace/didChangeWatchedFiles':
                foreach ($params->changes ?? [] as $change) {
                    $this->mirror->syncUri((string) ($change->uri ?? ''));
                }
                break;
            case 'workspace/didChangeWorkspaceFolders':
                // the folders added taken in, the message mapped while the removed ones still
                // map to the URIs the server knows them by, then those dropped
                foreach ($params->event->added ?? [] as $folder) {
                    $this->mirror->add((string) ($folder->uri ?? ''));
                }
                $mapped = $this->mapToServer($msg);
                foreach ($params->event->removed ?? [] as $folder) {
                    $this->mirror->drop((string) ($folder->uri ?? ''));
                }
                $this->mirror->complete();
                ($this->server)($mapped);
                return;
        }
        if ($method === 'initialized') {
            ($this->server)($this->mapToServer($msg));
            $this->initialized = true;
            foreach ($this->held as $held) {
                ($this->server)($held);
            }
            $this->held = [];
            return;
        }
        if (isset($msg->id)) {
            $uri = $params->textDocument->uri ?? null;
            if (\is_string($uri) && isset($this->docs[$uri])) {
                // (an answer about a document is computed on its exact view)
                $this->settle($uri);
            }
            $this->pending[self::key($msg->id)] = [$method, \is_string($uri) ? $this->mirror->toServer($uri) : null];
        }
        ($this->server)($this->mapToServer($msg));
        // the folders are mirrored once the server has them, while it starts, and before it can
        // read them (after the client's `initialized`, or after this notification)
        $this->mirror->complete();
    }

    /** A message from the server. */
    public function fromServer(stdClass $msg): void
    {
        $method = isset($msg->method) && \is_string($msg->method) ? $msg->method : null;
        if ($method === null) {
            $key = isset($msg->id) ? self::key($msg->id) : '';
            [$request, $uri] = $this->pending[$key] ?? [null, null];
            unset($this->pending[$key]);
            if ($request === 'shutdown') {
                // the server reads nothing more; a client may end the proxy at once (Emacs'
                // jsonrpc kills its process group after this answer)
                $this->mirror->remove();
            }
            if (isset($msg->result) && $request !== null) {
                $msg->result = $this->result($request, $uri, $msg->result);
            }
            ($this->client)($this->mapToClient($msg, $uri));
            return;
        }
        $params = $msg->params ?? null;
        switch ($method) {
            case 'textDocument/publishDiagnostics':
                if ($params instanceof stdClass && \is_string($params->uri ?? null) && \is_array($params->diagnostics ?? null)) {
                    $params->diagnostics = $this->diagnostics($params->uri, $params->diagnostics);
                    if (isset($params->version) && \is_int($params->version)) {
                        $params->version = $this->clientVersion($params->uri, $params->version);
                    }
                }
                break;
            case 'client/registerCapability':
                if (!$this->clientWatches && isset($params->registrations) && \is_array($params->registrations)) {
                    // the proxy watches the disk itself (Mirror::poll()) for a client that does not
                    $params->registrations = array_values(array_filter($params->registrations,
                        static fn ($r): bool => ($r->method ?? null) !== 'workspace/didChangeWatchedFiles'));
                    if ($params->registrations === [] && isset($msg->id)) {
                        ($this->server)((object) ['jsonrpc' => '2.0', 'id' => $msg->id, 'result' => null]);
                        return;
                    }
                }
                break;
            case 'workspace/applyEdit':
                if (isset($params->edit)) {
                    $params->edit = $this->workspaceEdit($params->edit);
                }
                break;
            case 'indexingStarted':
                $this->indexingSince = microtime(true);
                break;
            case 'indexingEnded':
                // (intelephense's: the diagnostics it published while indexing may be stale, and it
                // does not publish them again)
                $this->indexingSince = null;
                $this->resendDocuments();
                break;
        }
        ($this->client)($this->mapToClient($msg, null));
    }

    /**
     * Sends the server a notification of the proxy's own; before the client's `initialized`, once
     * that is sent (a server may take nothing before it: intelephense ends).
     */
    public function notifyServer(string $method, stdClass $params): void
    {
        $msg = (object) ['jsonrpc' => '2.0', 'method' => $method, 'params' => $params];
        if ($this->initialized) {
            ($this->server)($msg);
        } else {
            $this->held[] = $msg;
        }
    }

    /**
     * Whether the server is indexing the workspace (intelephense says when it starts and ends; at
     * most 10 minutes are taken for one indexing). LspCommand does not look for changes on disk
     * meanwhile: intelephense's indexing is cancelled by a watched-files event, and what it has
     * not read by then stays unindexed; and the look costs the server a share of the machine while
     * it reads the whole workspace. What changed meanwhile is found as the indexing ends.
     */
    public function indexing(): bool
    {
        return $this->indexingSince !== null && microtime(true) < $this->indexingSince + 600;
    }

    /** Sends every open document to the server again, as a new version of itself. */
    public function resendDocuments(): void
    {
        foreach ($this->docs as $uri => $doc) {
            $this->sendDocument($uri, false);
        }
    }

    private function initialize(stdClass $params): void
    {
        $this->clientWatches = (bool) ($params->capabilities->workspace->didChangeWatchedFiles->dynamicRegistration ?? false);
        $params->capabilities ??= new stdClass();
        $params->capabilities->workspace ??= new stdClass();
        $params->capabilities->workspace->didChangeWatchedFiles ??= new stdClass();
        $params->capabilities->workspace->didChangeWatchedFiles->dynamicRegistration = true;
        $folders = [];
        if (isset($params->workspaceFolders) && \is_array($params->workspaceFolders)) {
            foreach ($params->workspaceFolders as $folder) {
                $folders[] = (string) ($folder->uri ?? '');
            }
        }
        if (\is_string($params->rootUri ?? null)) {
            $folders[] = $params->rootUri;
        } elseif (\is_string($params->rootPath ?? null)) {
            $folders[] = 'file://' . Mirror::encode($params->rootPath);
        }
        // (the outer folders first: a folder in another one is mirrored inside that one's mirror)
        usort($folders, static fn (string $a, string $b): int => \strlen($a) <=> \strlen($b));
        foreach ($folders as $folder) {
            $this->mirror->add($folder);
        }
    }

    private function didOpen(stdClass $msg): void
    {
        $item = $msg->params->textDocument ?? null;
        if (!$item instanceof stdClass || !\is_string($item->uri ?? null) || !\is_string($item->text ?? null)) {
            ($this->server)($this->mapToServer($msg));
            return;
        }
        $server = $this->mirror->toServer($item->uri);
        $this->docs[$item->uri] = ['text' => $item->text, 'version' => (int) ($item->version ?? 0), 'view' => StockView::of($item->text), 'stale' => false,
            'server' => $server, 'serverVersion' => 0, 'versions' => [], 'ranges' => null];
        $this->clientUri[$server] = $item->uri;
        $this->sendDocument($item->uri, true, $item);
    }

    private function didChange(stdClass $msg): void
    {
        $uri = $msg->params->textDocument->uri ?? null;
        if (!\is_string($uri) || !isset($this->docs[$uri])) {
            ($this->server)($this->mapToServer($msg));
            return;
        }
        $doc = &$this->docs[$uri];
        $changes = json_decode((string) json_encode($msg->params->contentChanges ?? []), true);
        $doc['version'] = (int) ($msg->params->textDocument->version ?? $doc['version'] + 1);
        $doc['ranges'] = null;
        // A keystroke away from every discard, without a discard's words, and not in a keyword
        // the pre-pass reads (`foreach`, `as`, `function`, `list` …), is made to the view as to
        // the file; any other makes the view again at once, and so does the typing's end
        // (settle()).
        $view = $doc['view'];
        $text = $doc['text'];
        foreach (\is_array($changes) ? $changes : [] as $change) {
            if (!\is_array($change) || !\is_string($change['text'] ?? null)) {
                continue;
            }
            if (!isset($change['range']) || !\is_array($change['range'])) {
                $text = $change['text'];
                $view = null;
                continue;
            }
            $lines = new Text($text);
            $from = $lines->offset($change['range']['start']);
            $to = max($from, $lines->offset($change['range']['end']));
            if ($view !== null && !$view->touches($from, $to)
                    && !preg_match(self::MAY_MATTER, substr($text, $from, $to - $from) . "\n" . $change['text'])
                    && !self::keyword(self::wordAround($text, $from, $to))
                    && !self::keyword(self::wordAround(substr_replace($text, $change['text'], $from, $to - $from), $from, $from + \strlen($change['text'])))) {
                $view = $view->edited($from, $to, $change['text']);
            } else {
                $view = null;
            }
            $text = substr_replace($text, $change['text'], $from, $to - $from);
        }
        $doc['text'] = $text;
        $doc['stale'] = $view !== null;
        $doc['view'] = $view ?? StockView::of($text);
        unset($doc);
        $this->sendDocument($uri, false);
    }

    /** The name (letters, digits, `_`) that the bytes $from to $to of $text stand in, with them. */
    private static function wordAround(string $text, int $from, int $to): string
    {
        $label = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';
        $start = $from;
        while ($start > 0 && strspn($text[$start - 1], $label) === 1) {
            $start--;
        }
        $end = $to + strspn($text, $label, $to);
        return substr($text, $start, $end - $start);
    }

    /** Whether $word is one a discard's context reads (the pre-pass's header, bracket and follow rules). */
    private static function keyword(string $word): bool
    {
        static $words = ['foreach' => 1, 'as' => 1, 'list' => 1, 'function' => 1, 'fn' => 1, 'use' => 1, 'void' => 1, 'enum' => 1,
            'array' => 1, 'static' => 1, 'public' => 1, 'protected' => 1, 'private' => 1, 'readonly' => 1, 'final' => 1, 'abstract' => 1,
            'var' => 1, 'new' => 1, 'class' => 1, 'interface' => 1, 'trait' => 1, 'endforeach' => 1, '__discard' => 1, '__halt_compiler' => 1];
        return $word !== '' && isset($words[strtolower($word)]);
    }

    /**
     * Makes the view again of each document a keystroke changed without (see didChange()), and
     * sends it if it differs; $uri: that document only. Whether any was.
     */
    public function settle(?string $uri = null): bool
    {
        $any = false;
        foreach ($uri === null ? array_keys($this->docs) : [$uri] as $u) {
            if (!($this->docs[$u]['stale'] ?? false)) {
                continue;
            }
            $any = true;
            $this->docs[$u]['stale'] = false;
            $view = StockView::of($this->docs[$u]['text']);
            if ($view->text !== $this->docs[$u]['view']->text) {
                $this->docs[$u]['view'] = $view;
                $this->docs[$u]['ranges'] = null;
                $this->sendDocument($u, false);
            }
        }
        return $any;
    }

    /** Whether a document's view waits for settle(). */
    public function unsettled(): bool
    {
        foreach ($this->docs as $doc) {
            if ($doc['stale']) {
                return true;
            }
        }
        return false;
    }

    /** didOpen ($item: the client's) or a whole-document didChange of the view, with the server's next version. */
    private function sendDocument(string $uri, bool $open, ?stdClass $item = null): void
    {
        $doc = &$this->docs[$uri];
        $version = ++$doc['serverVersion'];
        $doc['versions'][$version] = $doc['version'];
        if (\count($doc['versions']) > 64) {
            $doc['versions'] = \array_slice($doc['versions'], -32, null, true);
        }
        if ($open && $item !== null) {
            $out = clone $item;
            $out->uri = $doc['server'];
            $out->version = $version;
            $out->text = $doc['view']->text;
            ($this->server)((object) ['jsonrpc' => '2.0', 'method' => 'textDocument/didOpen', 'params' => (object) ['textDocument' => $out]]);
            return;
        }
        ($this->server)((object) ['jsonrpc' => '2.0', 'method' => 'textDocument/didChange', 'params' => (object) [
            'textDocument' => (object) ['uri' => $doc['server'], 'version' => $version],
            'contentChanges' => [(object) ['text' => $doc['view']->text]],
        ]]);
    }

    /** The client's version of the document the server knows as $server at its version $version. */
    private function clientVersion(string $server, int $version): int
    {
        $uri = $this->clientUri[$server] ?? null;
        return $uri === null ? $version : ($this->docs[$uri]['versions'][$version] ?? $this->docs[$uri]['version']);
    }

    /**
     * A document's diagnostics less those about a placeholder: starting inside one, or naming one.
     *
     * @param list<mixed> $diagnostics
     * @return list<mixed>
     */
    private function diagnostics(string $server, array $diagnostics): array
    {
        $ranges = $this->placeholderRanges($server);
        $letters = $this->letters($server);
        $kept = [];
        foreach ($diagnostics as $d) {
            if (!$d instanceof stdClass) {
                continue;
            }
            $start = $d->range->start ?? null;
            if ($start instanceof stdClass && self::inside((int) ($start->line ?? -1), (int) ($start->character ?? -1), $ranges)) {
                continue;
            }
            if (\is_string($d->message ?? null) && Placeholders::mentions($d->message, $letters)) {
                continue;
            }
            $kept[] = $d;
        }
        return $kept;
    }

    /**
     * A request's result, filtered by what it is: completion items, symbols and inlay hints that
     * are placeholders go; an edit's texts get their spellings back (mapToClient() does the rest).
     */
    private function result(string $method, ?string $uri, mixed $result): mixed
    {
        $letters = $this->letters($uri);
        switch ($method) {
            case 'textDocument/completion':
                $items = \is_array($result) ? $result : ($result instanceof stdClass ? $result->items ?? null : null);
                if (\is_array($items)) {
                    $items = array_values(array_filter($items, static fn ($i): bool => !$i instanceof stdClass
                        || !Placeholders::isPlaceholder((string) ($i->label ?? ''), $letters)));
                    if (!$result instanceof stdClass) {
                        return $items;
                    }
                    $result->items = $items;
                }
                return $result;
            case 'textDocument/documentSymbol':
            case 'workspace/symbol':
                return \is_array($result) ? $this->symbols($result, $letters) : $result;
            case 'textDocument/inlayHint':
                if (\is_array($result)) {
                    return array_values(array_filter($result, static function ($hint) use ($letters): bool {
                        $label = $hint->label ?? '';
                        $text = \is_string($label) ? $label : implode('', array_map(static fn ($p): string => (string) ($p->value ?? ''), (array) $label));
                        return !Placeholders::mentions($text, $letters);
                    }));
                }
                return $result;
            case 'textDocument/diagnostic':
                if ($uri !== null && $result instanceof stdClass && \is_array($result->items ?? null)) {
                    $result->items = $this->diagnostics($uri, $result->items);
                }
                return $result;
            case 'textDocument/formatting':
            case 'textDocument/rangeFormatting':
            case 'textDocument/onTypeFormatting':
                return $uri === null ? $result : $this->textEdits($uri, $result);
            case 'textDocument/rename':
            case 'workspace/willRenameFiles':
                return $result instanceof stdClass ? $this->workspaceEdit($result) : $result;
            case 'textDocument/codeAction':
                if (\is_array($result)) {
                    foreach ($result as $action) {
                        if (isset($action->edit)) {
                            $action->edit = $this->workspaceEdit($action->edit);
                        }
                    }
                }
                return $result;
        }
        return $result;
    }

    /**
     * @param list<mixed> $symbols
     * @param list<string> $letters
     * @return list<mixed>
     */
    private function symbols(array $symbols, array $letters): array
    {
        $kept = [];
        foreach ($symbols as $symbol) {
            if ($symbol instanceof stdClass && Placeholders::isPlaceholder((string) ($symbol->name ?? ''), $letters)) {
                continue;
            }
            if ($symbol instanceof stdClass && \is_array($symbol->children ?? null)) {
                $symbol->children = $this->symbols($symbol->children, $letters);
            }
            $kept[] = $symbol;
        }
        return $kept;
    }

    /** A workspace edit with each document's new texts in its own spellings (mapToClient() maps its URIs). */
    private function workspaceEdit(mixed $edit): mixed
    {
        if (!$edit instanceof stdClass) {
            return $edit;
        }
        if (isset($edit->changes) && $edit->changes instanceof stdClass) {
            foreach (get_object_vars($edit->changes) as $uri => $edits) {
                $edit->changes->{$uri} = $this->textEdits((string) $uri, $edits);
            }
        }
        if (isset($edit->documentChanges) && \is_array($edit->documentChanges)) {
            foreach ($edit->documentChanges as $change) {
                $uri = $change instanceof stdClass && ($change->textDocument ?? null) instanceof stdClass ? $change->textDocument->uri ?? null : null;
                if (\is_string($uri) && $change instanceof stdClass && isset($change->edits)) {
                    $change->edits = $this->textEdits($uri, $change->edits);
                    if (\is_int($change->textDocument->version ?? null)) {
                        $change->textDocument->version = $this->clientVersion($uri, $change->textDocument->version);
                    }
                }
            }
        }
        return $edit;
    }

    /**
     * A document's text edits in the user's terms: an edit that takes part of a placeholder (a
     * formatter's blanks before a cast's `=`) takes all of it, and the new texts have each
     * discard's spelling back. Positions need no mapping.
     */
    private function textEdits(string $server, mixed $edits): mixed
    {
        $view = $this->viewOf($server);
        if ($view !== null && $view->hasDiscards() && \is_array($edits)) {
            $lines = new Text($view->text);
            foreach ($edits as $edit) {
                if (!$edit instanceof stdClass || !\is_string($edit->newText ?? null) || !($edit->range ?? null) instanceof stdClass) {
                    continue;
                }
                $start = $edit->range->start ?? null;
                $end = $edit->range->end ?? null;
                if (!$start instanceof stdClass || !$end instanceof stdClass) {
                    continue;
                }
                $from = $lines->offset(['line' => (int) ($start->line ?? 0), 'character' => (int) ($start->character ?? 0)]);
                $to = max($from, $lines->offset(['line' => (int) ($end->line ?? 0), 'character' => (int) ($end->character ?? 0)]));
                [$wideFrom, $wideTo] = [$from, $to];
                foreach ($view->spans as $span) {
                    if ($span['from'] < $to && $from < $span['to'] && ($from > $span['from'] || $to < $span['to'])) {
                        $wideFrom = min($wideFrom, $span['from']);
                        $wideTo = max($wideTo, $span['to']);
                    }
                }
                if ([$wideFrom, $wideTo] !== [$from, $to]) {
                    $edit->newText = substr($view->text, $wideFrom, $from - $wideFrom) . $edit->newText . substr($view->text, $to, $wideTo - $to);
                    $edit->range = (object) ['start' => (object) $lines->position($wideFrom), 'end' => (object) $lines->position($wideTo)];
                }
            }
        }
        return self::mapStrings($edits, fn (string $s): string => $this->restore($server, $s));
    }

    /** $s with placeholders in the spellings of the document the server knows as $server. */
    private function restore(?string $server, string $s): string
    {
        $view = $this->viewOf($server);
        if ($view !== null && str_contains($s, '$_' . $view->letter)) {
            $s = $view->restore($s);
        }
        return Placeholders::restore($s, $this->letters($server));
    }

    private function viewOf(?string $server): ?StockView
    {
        if ($server === null) {
            return null;
        }
        $uri = $this->clientUri[$server] ?? null;
        return $uri !== null ? $this->docs[$uri]['view'] : $this->mirror->view($server);
    }

    /**
     * The placeholders' letters that may stand in an answer about $server's document (null: none
     * in particular): every file's, less a letter the document itself writes as a variable of the
     * user's (its own placeholders then have another: `$_V0` there is the user's).
     *
     * @return list<string>
     */
    private function letters(?string $server): array
    {
        $letters = array_fill_keys($this->mirror->letters(), true);
        foreach ($this->docs as $doc) {
            if ($doc['view']->letter !== '') {
                $letters[$doc['view']->letter] = true;
            }
        }
        $uri = $server === null ? null : $this->clientUri[$server] ?? null;
        if ($uri !== null) {
            $doc = $this->docs[$uri];
            foreach (array_keys($letters) as $letter) {
                if ($letter !== $doc['view']->letter && str_contains($doc['text'], '$_' . $letter)) {
                    unset($letters[$letter]);
                }
            }
        } elseif ($server !== null && ($view = $this->mirror->view($server)) !== null) {
            foreach ($view->heldLetters() as $letter) {
                unset($letters[$letter]);
            }
        }
        return array_map('strval', array_keys($letters));
    }

    /**
     * The placeholders' ranges in the document the server knows as $server.
     *
     * @return list<array{array{line: int, character: int}, array{line: int, character: int}}>
     */
    private function placeholderRanges(string $server): array
    {
        $uri = $this->clientUri[$server] ?? null;
        if ($uri !== null) {
            return $this->docs[$uri]['ranges'] ??= self::ranges($this->docs[$uri]['view'], $this->docs[$uri]['text']);
        }
        $view = $this->mirror->view($server);
        return $view === null ? [] : self::ranges($view, $view->text);
    }

    /** @return list<array{array{line: int, character: int}, array{line: int, character: int}}> */
    private static function ranges(StockView $view, string $text): array
    {
        if (!$view->hasDiscards()) {
            return [];
        }
        $lines = new Text($text);
        return array_map(static fn (array $span): array => [$lines->position($span['from']), $lines->position($span['to'])], $view->spans);
    }

    /** @param list<array{array{line: int, character: int}, array{line: int, character: int}}> $ranges */
    private static function inside(int $line, int $character, array $ranges): bool
    {
        foreach ($ranges as [$from, $to]) {
            if ([$line, $character] >= [$from['line'], $from['character']] && [$line, $character] < [$to['line'], $to['character']]) {
                return true;
            }
        }
        return false;
    }

    private function mapToServer(stdClass $msg): stdClass
    {
        // (a document's text, `text` in didSave and the like, is code: a path in it stays the user's)
        $mapped = self::mapStrings($msg, fn (string $s): string => $this->mirror->toServer($s), 'text');
        \assert($mapped instanceof stdClass);
        return $mapped;
    }

    /** The message with the user's URIs and, in every text, each discard's spelling. */
    private function mapToClient(stdClass $msg, ?string $uri): stdClass
    {
        $letters = $this->letters($uri);
        $view = $this->viewOf($uri);
        $mapped = self::mapStrings($msg, function (string $s) use ($letters, $view): string {
            $s = $this->mirror->toClient($s);
            if ($view !== null) {
                $s = $view->restore($s);
            }
            return Placeholders::restore($s, $letters);
        });
        \assert($mapped instanceof stdClass);
        return $mapped;
    }

    /**
     * $value with $map applied to every string in it, keys of objects included (a workspace edit's
     * `changes` are keyed by URI).
     *
     * @param callable(string): string $map
     * @param string|null $keep a property whose value is left as it is
     */
    private static function mapStrings(mixed $value, callable $map, ?string $keep = null): mixed
    {
        if (\is_string($value)) {
            return $map($value);
        }
        if (\is_array($value)) {
            foreach ($value as $k => $v) {
                $value[$k] = self::mapStrings($v, $map, $keep);
            }
            return $value;
        }
        if ($value instanceof stdClass) {
            $out = new stdClass();
            foreach (get_object_vars($value) as $k => $v) {
                $out->{$map((string) $k)} = $k === $keep ? $v : self::mapStrings($v, $map, $keep);
            }
            return $out;
        }
        return $value;
    }

    private static function key(mixed $id): string
    {
        return \is_string($id) ? "s:$id" : 'n:' . json_encode($id);
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use stdClass;
use VoidDiscard\Tools\Lsp\Mirror;
use VoidDiscard\Tools\Lsp\Proxy;
use VoidDiscard\Tools\Lsp\Transport;
use VoidDiscard\Tools\Lsp\ViewCache;

/**
 * Runs a PHP language server over stdio and lets it read code with discards as stock PHP, at the
 * user's own positions (Lsp\Proxy; docs/editors.md):
 *
 *   void-discard-lsp [--poll=SECONDS] [--ext=php,phtml] [--log=FILE] -- SERVER-COMMAND [ARGS...]
 *
 * --poll: how often the workspace's files are compared with their mirror (default 2 s; 0: only
 * when the client reports a change). --ext: the file name endings mirrored (default: php,phtml).
 * --log: each message's time, direction and method, appended to FILE.
 * The server's exit status is the proxy's; the client closing its end shuts the server down (its
 * stdin closed, then SIGTERM, then SIGKILL) and the proxy exits 0 after `shutdown` and `exit`,
 * 1 otherwise. Nothing it writes outlives it: the mirror is removed on the way out, and a mirror
 * left by a proxy that was killed is removed by the next one.
 */
final class LspCommand
{
    private const USAGE = "usage: void-discard-lsp [--poll=SECONDS] [--ext=php,phtml] [--log=FILE] -- SERVER-COMMAND [ARGS...]\n";

    /** How long the client is quiet before the views a keystroke only patched are made again (Proxy::settle()), in s. */
    private const SETTLE = 0.1;

    /** Set by a signal: the proxy is to end. */
    private static bool $stop = false;

    /**
     * @param list<string> $argv
     * @return int the exit status
     */
    public static function main(array $argv): int
    {
        $tool = new Tool('void-discard-lsp', self::USAGE);
        $poll = 2.0;
        $exts = ['php', 'phtml'];
        $log = null;
        $command = null;
        for ($i = 1; $i < \count($argv); $i++) {
            $arg = $argv[$i];
            if ($arg === '--') {
                $command = \array_slice($argv, $i + 1);
                break;
            }
            if (str_starts_with($arg, '--poll=') && is_numeric(substr($arg, 7)) && (float) substr($arg, 7) >= 0) {
                $poll = (float) substr($arg, 7);
            } elseif (str_starts_with($arg, '--ext=') && substr($arg, 6) !== '') {
                $exts = array_map('strtolower', explode(',', substr($arg, 6)));
            } elseif (str_starts_with($arg, '--log=') && substr($arg, 6) !== '') {
                $log = substr($arg, 6);
            } elseif ($arg === '-h' || $arg === '--help') {
                echo self::USAGE;
                return 0;
            } else {
                $tool->warn("unknown option $arg");
                $tool->failUsage();
            }
        }
        if ($command === null || $command === []) {
            $tool->failUsage();
        }
        if (!\function_exists('token_get_all')) {
            $tool->fail("needs PHP's tokenizer extension (php -d extension=tokenizer …)");
        }
        return self::run($tool, $command, $poll, $exts, $log);
    }

    /**
     * @param non-empty-list<string> $command
     * @param list<string> $exts
     */
    private static function run(Tool $tool, array $command, float $poll, array $exts, ?string $logFile): int
    {
        $log = null;
        if ($logFile !== null) {
            $log = @fopen($logFile, 'a');
            if ($log === false) {
                $tool->fail("cannot write $logFile");
            }
        }
        if (!self::runnable($command[0])) {
            $tool->fail("cannot start {$command[0]}: no such command");
        }
        $pipes = [];
        $process = @proc_open($command, [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => STDERR], $pipes);
        if ($process === false) {
            $tool->fail('cannot start ' . $command[0]);
        }
        [$toServer, $fromServer] = [$pipes[0], $pipes[1]];
        $mirror = new Mirror($exts, static function (string $message) use ($tool): void {
            $tool->warn($message);
        });
        self::sweep((int) fileowner($mirror->dir()));
        $mirror->useCache(ViewCache::open((int) fileowner($mirror->dir())));
        $pid = getmypid();
        $done = static function () use ($mirror, $process, $toServer, $pid): void {
            if (getmypid() !== $pid) {
                // a process Mirror::add() forked: the mirror and the server are not its own
                return;
            }
            $mirror->remove();
            if (\is_resource($toServer)) {
                @fclose($toServer);
            }
            self::end($process);
        };
        register_shutdown_function($done);
        if (\function_exists('pcntl_async_signals')) {
            pcntl_async_signals(true);
            pcntl_signal(SIGPIPE, SIG_IGN);
            foreach ([SIGTERM, SIGINT, SIGHUP] as $signal) {
                pcntl_signal($signal, static function (): void {
                    self::$stop = true;
                });
            }
        }
        // What is to go to the server and to the client: written as far as each takes it without
        // waiting, the rest when select() says it can take more. A blocking write would wait for a
        // server that is itself waiting for the proxy to read what it writes.
        $out = ['server' => '', 'client' => ''];
        $streams = ['server' => $toServer, 'client' => STDOUT];
        $flush = static function (string $to) use (&$out, $streams): void {
            while ($out[$to] !== '') {
                $n = @fwrite($streams[$to], $out[$to]);
                if ($n === false) {
                    // (the other end is gone: its end of file is read next)
                    $out[$to] = '';
                }
                if ($n === false || $n === 0) {
                    return;
                }
                $out[$to] = substr($out[$to], $n);
            }
        };
        $send = static function (string $to, stdClass $msg) use (&$out, $flush, $log): void {
            if ($log !== null) {
                fwrite($log, sprintf("%.3f %s %s %s\n", microtime(true), $to === 'server' ? '->' : '<-', $msg->method ?? 'response',
                    isset($msg->id) ? json_encode($msg->id) : ''));
            }
            $out[$to] .= Transport::frame($msg);
            $flush($to);
        };
        $proxy = new Proxy($mirror,
            static function (stdClass $msg) use ($send): void {
                $send('server', $msg);
            },
            static function (stdClass $msg) use ($send): void {
                $send('client', $msg);
            });
        $warn = static function (string $message) use ($tool): void {
            $tool->warn($message);
        };
        stream_set_blocking(STDIN, false);
        stream_set_blocking($fromServer, false);
        stream_set_blocking($toServer, false);
        stream_set_blocking(STDOUT, false);
        $fromClient = new Transport();
        $fromServerFrames = new Transport();
        $nextPoll = microtime(true) + $poll;
        $lastInput = microtime(true);
        while (!self::$stop) {
            $read = [STDIN, $fromServer];
            $writable = array_values(array_filter([$out['server'] !== '' ? $toServer : null, $out['client'] !== '' ? STDOUT : null]));
            $none = null;
            // (no look at the disk while the server indexes: Proxy::indexing())
            $wait = $poll > 0 && !$proxy->indexing() ? max(0.0, $nextPoll - microtime(true)) : 1.0;
            if ($proxy->unsettled()) {
                $wait = min($wait, max(0.0, $lastInput + self::SETTLE - microtime(true)));
            }

            $ready = @stream_select($read, $writable, $none, (int) $wait, (int) (fmod($wait, 1.0) * 1e6));
            if ($ready === false) {
                // a signal, or a descriptor gone: the flags and the reads below tell
                $read = [STDIN, $fromServer];
                $writable = [];
            }
            foreach ($writable as $stream) {
                $flush($stream === STDOUT ? 'client' : 'server');
            }
            foreach ($read as $stream) {
                $bytes = @fread($stream, 1 << 16);
                if ($stream === STDIN) {
                    if ($bytes === false || ($bytes === '' && feof(STDIN))) {
                        break 2;
                    }
                    foreach ($fromClient->feed($bytes, $warn) as $msg) {
                        $proxy->fromClient($msg);
                    }
                    $lastInput = microtime(true);
                    continue;
                }
                if ($bytes === false || ($bytes === '' && feof($fromServer))) {
                    // the server ended: what it said goes to the client, its status is the proxy's
                    stream_set_blocking(STDOUT, true);
                    $flush('client');
                    $mirror->remove();
                    @fclose($toServer);
                    @fclose($fromServer);
                    $status = self::end($process);
                    return $status;
                }
                foreach ($fromServerFrames->feed($bytes, $warn) as $msg) {
                    $proxy->fromServer($msg);
                }
            }
            if ($proxy->unsettled() && microtime(true) >= $lastInput + self::SETTLE) {
                $proxy->settle();
            }
            // (a poll's time after the last walk: the mirror is made whole after the initialize
            // request, as the server starts to read it)
            $nextPoll = max($nextPoll, $mirror->walked() + $poll);
            if ($poll > 0 && microtime(true) >= $nextPoll && !$proxy->indexing()) {
                $changes = $mirror->poll();
                if ($changes !== []) {
                    $proxy->notifyServer('workspace/didChangeWatchedFiles', (object) ['changes' => array_map(
                        static fn (array $c): stdClass => (object) $c, $changes)]);
                }
                $nextPoll = microtime(true) + $poll;
            }
        }
        // the client went away (or a signal came): the server is shut down, the mirror removed
        $mirror->remove();
        @fclose($toServer);
        $status = self::end($process);
        return $proxy->shutdown && !self::$stop ? ($status === 0 ? 0 : 1) : 1;
    }

    /**
     * Waits for the server to end (its stdin is closed by now), then ends it: SIGTERM after 2 s,
     * SIGKILL after 2 s more. Its exit status (128 + the signal's number for a signal).
     *
     * @param resource $process
     */
    private static function end($process): int
    {
        static $status = null;
        if ($status !== null || !\is_resource($process)) {
            return $status ?? 1;
        }
        $deadline = microtime(true) + 2;
        $signal = 15;
        while (true) {
            $s = proc_get_status($process);
            if (!$s['running']) {
                proc_close($process);
                $status = $s['signaled'] ? 128 + $s['termsig'] : $s['exitcode'];
                return $status;
            }
            if (microtime(true) >= $deadline) {
                if ($signal === 0) {
                    break;
                }
                proc_terminate($process, $signal);
                $signal = $signal === 15 ? 9 : 0;
                $deadline = microtime(true) + 2;
            }
            usleep(20000);
        }
        proc_close($process);
        return $status = 1;
    }

    /** Whether $command names a program that can be run: a path, or a name on PATH (a child that cannot exec exits 127, unsaid). */
    private static function runnable(string $command): bool
    {
        if (str_contains($command, '/')) {
            return is_file($command) && is_executable($command);
        }
        foreach (explode(PATH_SEPARATOR, (string) getenv('PATH')) as $dir) {
            if ($dir !== '' && is_file("$dir/$command") && is_executable("$dir/$command")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Removes the mirrors of proxies that were killed (a mirror's name holds its proxy's process
     * id) and that belong to $uid, the user this proxy runs as (the owner of its own mirror: the
     * script's, getmyuid(), is another user's where the package is installed by one).
     */
    private static function sweep(int $uid): void
    {
        // whether a process is alive is read in /proc (Linux); elsewhere posix_kill() answers, and
        // without either nothing is removed: a live proxy's mirror must never be
        $alive = is_dir('/proc/self') ? static fn (int $pid): bool => file_exists("/proc/$pid")
            : (\function_exists('posix_kill') ? static fn (int $pid): bool => posix_kill($pid, 0) || posix_get_last_error() === 1 : null);
        if ($alive === null) {
            return;
        }
        foreach (Mirror::bases() as $base) {
            foreach (glob("$base/void-discard-lsp.*.*", GLOB_ONLYDIR) ?: [] as $dir) {
                if (preg_match('/\.(\d+)\.[0-9a-f]+$/', $dir, $m) && (int) $m[1] !== getmypid()
                        && !$alive((int) $m[1]) && fileowner($dir) === $uid) {
                    exec('rm -rf ' . escapeshellarg($dir));
                }
            }
        }
    }
}

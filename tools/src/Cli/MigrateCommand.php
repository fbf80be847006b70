<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use PhpToken;
use VoidDiscard\Tools\Migrate\Census;
use VoidDiscard\Tools\Migrate\Diff;
use VoidDiscard\Tools\Migrate\Failure;
use VoidDiscard\Tools\Migrate\Migrator;

/**
 * Rewrites foreach values, destructuring slots and parameters that are never read into `void` discards.
 * PHP's compiler decides (VoidDiscard\analyze(), from the extension): the tokens only say where a
 * candidate stands, so that the edit is byte-exact. By default only what cannot change what the
 * program does is written; --risky adds what can, and each such spot is listed with its reason.
 * docs/migration.md has the rules.
 *
 *   void-discard-migrate PATH...             print a unified diff of what it would change
 *   void-discard-migrate --write PATH...     apply it; prints "N files, M loops, K destructurings"
 *                                            (and ", P parameters" when it writes any)
 *   void-discard-migrate --check PATH...     list FILE:LINE of each line it would change; exit 1 if any
 *   void-discard-migrate --stats PATH...     a census: files, lines, foreach loops, holes, and what the
 *                                            default run and --risky would rewrite (and why not by
 *                                            default); --json prints it as one JSON object. It
 *                                            counts every mode at once: --risky, --array-keys and
 *                                            --sentinel change nothing there
 * Options: --risky           also write the rewrites that change behaviour when a value is an
 *                            object (listed with their reason on stderr otherwise)
 *          --array-keys      also rewrite `foreach (array_keys(E) as $k)` to `foreach (E as $k => void)`
 *          --sentinel        write the sentinel spelling, `__discard()` as a foreach value and
 *                            `__discard` in a list (valid PHP syntax for every parser)
 *          --ext=php,inc     the file name endings searched for in directories (default: php)
 *          --short-open-tag=on|off   read `<?` as a server with that setting does (default: as the
 *                            PHP running the tool does)
 * Exit status: 0 done, 1 --check found changes, 2 something could not be handled (each said as
 * `void-discard-migrate: FILE[:LINE]: message`; a file is left as it was, the others proceed;
 * --stats counts it under errors) or bad usage.
 */
final class MigrateCommand
{
    private const USAGE = "usage: void-discard-migrate [--write | --check] [--risky] [--array-keys] [--sentinel] [--ext=php,inc]\n"
        . "       [--short-open-tag=on|off] PATH...\n"
        . "       void-discard-migrate --stats [--json] [--ext=php,inc] [--short-open-tag=on|off] PATH...\n";

    private readonly Problems $problems;
    private string $mode = 'diff';
    private bool $risky = false;
    private bool $arrayKeys = false;
    private bool $sentinel = false;
    private bool $stats = false;
    private bool $json = false;
    private ?bool $shortOpenTag = null;
    /** @var array{files: int, loops: int, destructurings: int, params: int, risky: int} what was written (or would be) */
    private array $done = ['files' => 0, 'loops' => 0, 'destructurings' => 0, 'params' => 0, 'risky' => 0];

    private function __construct(private readonly Output $output)
    {
        $this->problems = new Problems($output);
    }

    /**
     * @param list<string> $argv
     * @param Seams|null $seams for tests: lists folders and writes files (Files)
     * @return int the exit status
     */
    public static function main(array $argv, ?Output $output = null, ?Seams $seams = null): int
    {
        $command = new self($output ?? new Output('void-discard-migrate'));
        $display = ini_set('display_errors', 'stderr');
        // PHP's warnings about the files it compiles are the files' own, not the tool's
        $reporting = error_reporting(E_ALL & ~E_DEPRECATED & ~E_WARNING & ~E_NOTICE & ~E_COMPILE_WARNING);
        try {
            return $command->run($argv, $seams);
        } catch (Stop $stop) {
            return $stop->report($command->output);
        } finally {
            ini_set('display_errors', $display === false ? '1' : $display);
            error_reporting($reporting);
        }
    }

    /** @param list<string> $argv */
    private function run(array $argv, ?Seams $seams): int
    {
        $tool = new Tool('void-discard-migrate', self::USAGE);
        $paths = $this->options($tool, $argv, $exts);
        $files = new Files($this->problems, $exts, 'migrate', $seams);
        // symbolic links are not followed, named or found: a write never lands outside the tree
        $inputs = $files->inputs($paths, false);

        // Each file is read, analysed and, with --write, written on its own: one that cannot be handled
        // is reported and left as it was, and memory does not grow with the tree.
        // --stats: every rewrite of every mode, from one analysis of each file; the rewrite with all of
        // them is checked as --write checks it (Migrator::migrate()), and a file that fails is an error there too
        $census = $this->stats ? new Census() : null;
        foreach ($inputs as $n => $input) {
            $this->output->progress($n + 1, \count($inputs), $input['file']);
            $code = $files->read($input);
            if ($code !== null) {
                $this->migrate($files, $input['file'], $code, $census);
            }
        }
        $this->output->clearProgress();
        if ($census) {
            $census->errors = $this->problems->count();
            $this->output->write($this->json ? $census->json() : $census->table());
            return $this->problems->status(0);
        }
        if ($this->mode === 'write') {
            $this->output->write($this->summary());
        } elseif ($this->mode === 'diff') {
            $this->output->say('would change: ' . rtrim($this->summary(), "\n"));
        }
        return $this->problems->status($this->mode === 'check' && $this->done['files'] > 0 ? 1 : 0);
    }

    /**
     * Reads the command line into the options; checks what the run needs.
     *
     * @param list<string> $argv
     * @param list<string> $exts set to the file name endings
     * @return non-empty-list<string> the paths
     */
    private function options(Tool $tool, array $argv, ?array &$exts): array
    {
        $tool->needsExtension('VoidDiscard\analyze');
        if (!class_exists(PhpToken::class)) {
            $tool->fail("needs PHP's tokenizer extension");
        }
        [$exts, $paths] = $tool->arguments($argv, [
            '--write' => Tool::flag($this->mode, 'write'),
            '--check' => Tool::flag($this->mode, 'check'),
            '--stats' => Tool::flag($this->stats, true),
            '--json' => Tool::flag($this->json, true),
            '--risky' => Tool::flag($this->risky, true),
            '--array-keys' => Tool::flag($this->arrayKeys, true),
            '--sentinel' => Tool::flag($this->sentinel, true),
            '--short-open-tag=on' => Tool::flag($this->shortOpenTag, true),
            '--short-open-tag=off' => Tool::flag($this->shortOpenTag, false),
        ]);
        if (!$paths) {
            $tool->failUsage();
        }
        if ($this->stats && $this->mode !== 'diff' || $this->json && !$this->stats) {
            $tool->fail(($this->stats ? '--stats writes and checks nothing: not with --write or --check' : '--json goes with --stats')
                . "\n" . self::USAGE);
        }
        if (ini_get('zend.multibyte')) {
            $tool->fail('zend.multibyte=1: the extension does not read `void` under it (docs/semantics.md); nothing done');
        }
        return $paths;
    }

    /** One file: migrated, then counted (--stats), or its notes said and its rewrite shown or written. */
    private function migrate(Files $files, string $file, string $code, ?Census $census): void
    {
        try {
            [$new, $m] = $census
                ? Migrator::migrate($file, $code, true, true, false, $this->shortOpenTag)
                : Migrator::migrate($file, $code, $this->risky, $this->arrayKeys, $this->sentinel, $this->shortOpenTag);
        } catch (Failure $e) {
            $this->problems->addFormatted($e->getMessage());
            return;
        }
        if ($census) {
            $census->add($file, $code, $m);
            return;
        }
        foreach ($m->suggestions() as [$line, $text]) {
            $this->output->say("$file:$line: suggestion: $text");
        }
        foreach ($m->risky() as [$line, $text]) {
            $this->output->say("$file:$line: risky, not written (--risky writes it): $text");
        }
        foreach ($m->unwritten() as [$line, $text]) {
            $this->output->say("$file:$line: not written: $text");
        }
        $this->done['risky'] += \count($m->risky());
        if ($new === $code) {
            return;
        }
        if ($this->mode === 'write' && !$files->save($file, $new, ', left as it was')) {
            return;
        }
        if ($this->mode === 'check') {
            foreach (Files::changedLines($code, $new) as $line) {
                $this->output->write("$file:$line\n");
            }
        } elseif ($this->mode === 'diff') {
            $this->output->write(Diff::unified($file, $code, $new));
        }
        $this->done['files']++;
        $this->done['loops'] += $m->loops();
        $this->done['destructurings'] += $m->destructurings();
        $this->done['params'] += $m->params();
    }

    /** "N files, M loops, K destructurings[, P parameters][ (R risky spots not written: …)]" and a newline. */
    private function summary(): string
    {
        $plural = static fn(int $n, string $word): string => "$n $word" . ($n === 1 ? '' : 's');
        $d = $this->done;
        return sprintf("%s, %s, %s%s%s\n", $plural($d['files'], 'file'), $plural($d['loops'], 'loop'),
            $plural($d['destructurings'], 'destructuring'), $d['params'] ? ', ' . $plural($d['params'], 'parameter') : '',
            $d['risky'] ? ' (' . $plural($d['risky'], 'risky spot') . ' not written: --risky writes them)' : '');
    }
}

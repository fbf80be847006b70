<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Cli;

use VoidDiscard\Tools\Migrate\Diff;

/**
 * Rewrites PHP files that use void_discard (`=> void`, `[void, $a]`, `(void) f();`) into stock PHP,
 * line for line, as VoidDiscard\lower() does (without the extension, through the package's PHP
 * reading of it, byte for byte the same): for static analysers, IDEs, hosts without the extension,
 * and a project that drops `void`. docs/lowering.md has what it writes.
 *
 *   void-discard-lower FILE                  print FILE lowered
 *   void-discard-lower -o DIR PATH...        write every PHP file under each PATH, lowered, below DIR
 *                                            under the name the working directory gives it
 *                                            (`-o build src` writes src/A.php as build/src/A.php)
 *   void-discard-lower --check PATH...       list FILE:LINE for each line that uses a discard or a
 *                                            (void) cast; exit 1 if there is any
 *   void-discard-lower --diff PATH...        the dry run of --write: a unified diff of what it would
 *                                            change, nothing written
 *   void-discard-lower --write PATH...       lower the files in place (dropping `void`); prints
 *                                            "N files, M lines"
 * Options: --ext=php,inc   the file name endings searched for in directories (default: php)
 * Exit status: 0 done (or nothing found by --check), 1 --check found discards, 2 something was not
 * handled (each said as `void-discard-lower: FILE[:LINE]: message`; the rest is done) or bad usage.
 */
final class LowerCommand
{
    private const USAGE = "usage: void-discard-lower FILE | -o DIR PATH... | --check PATH... | --diff PATH... | --write PATH...\n"
        . "       [--ext=php,inc]\n";

    private readonly Problems $problems;
    private readonly Lowerer $lowerer;
    private int $files = 0;
    private int $lines = 0;

    private function __construct(private readonly Output $output, ?Lowerer $lowerer)
    {
        $this->problems = new Problems($output);
        $this->lowerer = $lowerer ?? Lowerer::best();
    }

    /**
     * @param list<string> $argv
     * @param Lowerer|null $lowerer for tests: the extension's or the reading (default: the extension's where loaded)
     * @param Seams|null $seams for tests: lists folders and writes files (Files)
     * @return int the exit status
     */
    public static function main(array $argv, ?Output $output = null, ?Lowerer $lowerer = null, ?Seams $seams = null): int
    {
        $command = new self($output ?? new Output('void-discard-lower'), $lowerer);
        try {
            return $command->run($argv, $seams);
        } catch (Stop $stop) {
            return $stop->report($command->output);
        }
    }

    /** @param list<string> $argv */
    private function run(array $argv, ?Seams $seams): int
    {
        $tool = new Tool('void-discard-lower', self::USAGE);
        $mode = null;
        $out = null;
        // one mode a run
        $set = function (string $value) use (&$mode, $tool): \Closure {
            return function () use (&$mode, $value, $tool): void {
                $mode = $mode === null ? $value : $tool->failUsage();
            };
        };
        [$exts, $paths] = $tool->arguments($argv, [
            '--check' => $set('check'),
            '--diff' => $set('diff'),
            '--write' => $set('write'),
            '-o' => function (callable $next) use (&$mode, &$out, $tool): void {
                $mode = $mode === null ? 'out' : $tool->failUsage();
                $out = $next('-o needs a directory');
            },
        ]);
        if (!$paths || ($mode === null && (\count($paths) > 1 || is_dir($paths[0])))) {
            $tool->failUsage();
        }
        if (!$this->lowerer->extension && !\function_exists('token_get_all')) {
            $tool->fail("needs PHP's tokenizer extension (php -d extension=tokenizer …)");
        }
        if (ini_get('zend.multibyte')) {
            $tool->fail('zend.multibyte=1: the extension does not read `void` under it (docs/semantics.md); nothing done');
        }

        $files = new Files($this->problems, $exts, 'lower', $seams);
        // a write in place never goes through a link; reading one named is harmless
        $skip = \is_string($out) ? (realpath($out) ?: null) : null;
        $inputs = $files->inputs($paths, $mode !== 'write', $skip);
        if ($mode === null) {
            return $this->printOne($files, $inputs);
        }
        if (\is_string($out)) {
            return $this->lowerInto($files, $inputs, $out);
        }
        $found = 0;
        foreach ($inputs as $n => $input) {
            $this->output->progress($n + 1, \count($inputs), $input['file']);
            $lowered = $this->lowerInput($files, $input, $code);
            if ($lowered === null || $lowered === $code) {
                continue;
            }
            $changed = Files::changedLines($code, $lowered);
            $found += \count($changed);
            if ($mode === 'check') {
                foreach ($changed as $line) {
                    $this->output->write("{$input['file']}:$line\n");
                }
            } elseif ($mode === 'diff') {
                $this->output->write(Diff::unified($input['file'], $code, $lowered));
                $this->count($changed);
            } elseif ($files->save($input['file'], $lowered, ', left as it was')) {
                $this->count($changed);
            }
        }
        $this->output->clearProgress();
        if ($mode === 'write') {
            $this->output->write($this->summary());
        } elseif ($mode === 'diff') {
            $this->output->say('would change: ' . rtrim($this->summary()));
        }
        return $this->problems->status($mode === 'check' && $found > 0 ? 1 : 0);
    }

    /** @param list<array{file: string, named: string, relative: string, explicit: bool}> $inputs */
    private function printOne(Files $files, array $inputs): int
    {
        foreach ($inputs as $input) {
            $lowered = $this->lowerInput($files, $input);
            if ($lowered !== null) {
                $this->output->write($lowered);
            }
        }
        return $this->problems->status(0);
    }

    /**
     * -o DIR: each input lowered below DIR under the name the working directory gives it. Every
     * target is worked out before anything is written: two inputs for one target, or a target that
     * is an input, and nothing is written.
     *
     * @param list<array{file: string, named: string, relative: string, explicit: bool}> $inputs
     */
    private function lowerInto(Files $files, array $inputs, string $out): int
    {
        $targets = [];
        $real = [];
        foreach ($inputs as $input) {
            $real[realpath($input['file']) ?: $input['file']] = true;
        }
        $refused = false;
        foreach ($inputs as $input) {
            $name = ltrim(Files::display($input['named']) . '/' . $input['relative'], '/');
            $target = rtrim($out, '/') . '/' . rtrim($name, '/');
            if (isset($targets[$target])) {
                $this->problems->add($target, "would be written from both {$targets[$target]['file']} and {$input['file']}: nothing written");
                $refused = true;
            } elseif (isset($real[realpath($target) ?: "\0"])) {
                $this->problems->add($target, 'would overwrite a file being lowered (--write lowers in place): nothing written');
                $refused = true;
            }
            $targets[$target] ??= $input;
        }
        if ($refused) {
            return 2;
        }
        foreach ($targets as $target => $input) {
            $lowered = $this->lowerInput($files, $input);
            if ($lowered !== null) {
                $files->save($target, $lowered);
            }
        }
        return $this->problems->status(0);
    }

    /**
     * The input's code (in $code) and its lowering; null, said as a problem, where it cannot be
     * read or lower() rejects it.
     *
     * @param array{file: string, named: string, relative: string, explicit: bool} $input
     */
    private function lowerInput(Files $files, array $input, ?string &$code = null): ?string
    {
        $code = $files->read($input);
        if ($code === null) {
            return null;
        }
        try {
            return $this->lowerer->lower($code);
        } catch (Rejected $e) {
            $this->problems->add($input['file'], $e->getMessage(), $e->lineNumber > 0 ? $e->lineNumber : null);
        } catch (\Throwable $e) {
            $this->problems->add($input['file'], 'internal error: ' . $e->getMessage() . '; please report this file');
        }
        return null;
    }

    /** @param list<int> $changed */
    private function count(array $changed): void
    {
        $this->files++;
        $this->lines += \count($changed);
    }

    private function summary(): string
    {
        $plural = static fn(int $n, string $word): string => "$n $word" . ($n === 1 ? '' : 's');
        return $plural($this->files, 'file') . ', ' . $plural($this->lines, 'line') . "\n";
    }
}

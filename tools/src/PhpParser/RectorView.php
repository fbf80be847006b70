<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\PhpParser;

use LogicException;
use VoidDiscard\Tools\Reading;

/**
 * Rector's view: Rector prints the code it parsed back into the file, so every discard must come
 * back in the spelling it had. The parser reads the pre-pass's output (Reading::prepassEdits():
 * what PHP's own parser reads with the extension; a slot's `void` is left as a constant name
 * there), with a marker of its own in place of each edit, each one token where it can be:
 *   a foreach target or key `void` → `$M1` (a variable), a `(void)` cast → `$M2 = ` (an assignment
 *   binds as loosely as the cast), a discarded parameter → `$M3` (each its own: the pre-pass
 *   writes every one of a file as the same variable, and Rector's reflection of a list with two
 *   parameters of one name counts one, so the dead-code set dropped the caller's last argument);
 * DiscardNodeVisitor then turns the first two back into nodes that print as written (a constant
 * `void`, a call `(void)(…)`; a parameter's stays a variable, which PHP-Parser requires there),
 * and tokens() gives Rector the tokens with the original text, so that what no rule changed is
 * printed byte for byte, a parameter's `void` included.
 */
final class RectorView implements View
{
    /** How many files' views are kept: Rector parses a file several times (each worker, each pass). */
    private const CACHED = 64;

    /** @var array<string, string> marker variable name => the source text it stands for */
    private array $markers = [];
    /** @var list<array{int, int, string}> marker offset, marker end, source text, in order */
    private array $segments = [];
    private string $source = '';
    /** @var array<string, array{string, array<string, string>, list<array{int, int, string}>, ?list<array{int, string, int}|string|\PhpToken>}>
     *  by the file's hash: its view, markers, segments and its tokens as tokens() gives them */
    private array $cache = [];
    private string $key = '';

    public function code(string $code): string
    {
        $this->source = $code;
        $this->key = hash('xxh128', $code);
        if (!isset($this->cache[$this->key])) {
            if (count($this->cache) >= self::CACHED) {
                array_shift($this->cache);
            }
            $this->cache[$this->key] = [$this->view($code), $this->markers, $this->segments, null];
        }
        [$view, $this->markers, $this->segments] = $this->cache[$this->key];
        return $view;
    }

    private function view(string $code): string
    {
        $this->markers = $this->segments = [];
        $edits = Reading::prepassEdits($code);
        if (!$edits) {
            return $code;
        }
        $prefix = Reading::unusedName($code, '__void_discard_');
        $out = '';
        $from = 0;
        foreach ($edits as $n => ['from' => $start, 'to' => $end, 'with' => $with]) {
            $text = substr($code, $start, $end - $start);
            $name = $prefix . $n;
            $marker = match (true) {
                str_starts_with($with, '__discard_cast') => "\$$name = ",
                $with === '__discard()' => "\$$name",
                // a discarded parameter: the pre-pass writes each of a file as the same variable
                // (the AST pass names them apart), here each has one of its own, as in lower()
                str_starts_with($with, '$') => "\$$name",
                default => $with,
            };
            if ($marker !== $with && !str_starts_with($with, '$')) {
                $this->markers[$name] = $text;
            }
            $out .= substr($code, $from, $start - $from);
            // the edit list's rule: a replaced range keeps its line breaks, after the replacement
            $marker .= str_repeat("\n", substr_count($text, "\n"));
            $this->segments[] = [strlen($out), strlen($out) + strlen($marker), $text];
            $out .= $marker;
            $from = $end;
        }
        return $out . substr($code, $from);
    }

    /** @return array<string, string> marker variable name => the source text it stands for */
    public function markers(): array
    {
        return $this->markers;
    }

    /**
     * Each token's text becomes the source text it was lexed from: a marker's first token carries
     * the whole spelling it replaced, its other tokens nothing.
     */
    public function tokens(array $tokens): array
    {
        if (!$this->segments) {
            return $tokens;
        }
        $cached = $this->cache[$this->key][3] ?? null;
        if ($cached !== null && count($cached) === count($tokens)) {
            return $cached;
        }
        $pos = 0;
        $shift = 0;	// source offset - view offset, before the next segment
        $s = 0;
        $next = $this->segments[0][0];	// where the next segment starts
        $out = [];
        $spelled = '';
        foreach ($tokens as $token) {
            $text = is_array($token) ? $token[1] : (is_string($token) ? $token : $token->text);
            $end = $pos + strlen($text);
            if ($end <= $next) {
                // wholly before the next segment: the source's own bytes
                $out[] = $token;
                $spelled .= $text;
                $pos = $end;
                continue;
            }
            $new = '';
            for ($x = $pos; $x < $end;) {
                $seg = $this->segments[$s] ?? null;
                if ($seg !== null && $x >= $seg[0]) {
                    if ($x === $seg[0]) {
                        $new .= $seg[2];
                    }
                    if ($end < $seg[1]) {
                        $x = $end;
                        break;
                    }
                    $x = $seg[1];
                    $shift += strlen($seg[2]) - ($seg[1] - $seg[0]);
                    $s++;
                    continue;
                }
                $to = $seg === null ? $end : min($end, $seg[0]);
                $new .= substr($this->source, $x + $shift, $to - $x);
                $x = $to;
            }
            $pos = $end;
            $next = $this->segments[$s][0] ?? PHP_INT_MAX;
            $spelled .= $new;
            if (is_string($token) && $new === '') {
                // a one-character token of a marker: no text, read as blank by the printer's scans
                $token = [T_WHITESPACE, '', $out ? (is_array(end($out)) ? end($out)[2] : 1) : 1];
            } elseif (is_array($token)) {
                $token[1] = $new;
            } elseif (is_string($token)) {
                $token = $new;
            } else {
                $token = new ($token::class)($token->id, $new, $token->line, $token->pos);
            }
            $out[] = $token;
        }
        if ($spelled !== $this->source) {
            throw new LogicException('void_discard: the tokens of the Rector view do not spell the file');
        }
        if (isset($this->cache[$this->key])) {
            $this->cache[$this->key][3] = $out;
        }
        return $out;
    }
}

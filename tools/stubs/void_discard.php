<?php
// SPDX-License-Identifier: MIT

/**
 * IDE stub for the void_discard extension (in the manner of JetBrains' phpstorm-stubs and php-ast's
 * ast_stub.php): declarations only, for editors and analysers to index. It is never loaded at run
 * time — the extension declares the `VoidDiscard\` symbols itself, and including this file next
 * to it would redeclare them. Point the IDE at it: put it (or the stubs/ folder) in the indexed
 * workspace, or list the folder in `intelephense.environment.includePaths` / PhpStorm's
 * "Include path" (with the package in vendor/void-discard/tools/, an IDE that indexes vendor/
 * finds it there). The package's own PHPStan analysis reads it too (phpstan.neon.dist).
 *
 * What editors make of each discard form, with and without this file, and which
 * `intelephense.diagnostics.*` settings silence the rest: scripts/editors-check.sh.
 */

namespace VoidDiscard {
    /**
     * The effective mode, decided once at startup from `void_discard.mode`: "vm", "compat" or "off"
     * (never "auto", which resolves to "compat" where the JIT can come on and to "vm" elsewhere).
     * The value here is only an example.
     */
    const MODE = 'vm';

    /**
     * What the JIT-safe lowering iterates in place of $iterable in `foreach ($iterable as $k => void)`:
     * an object whose class iterates (an Iterator, an IteratorAggregate, a generator, an internal
     * iterator) comes back wrapped in a KeyIterator, so that only its keys are read and current()
     * is never called; an array, a plain object and anything else come back unchanged, so foreach
     * walks or reports them as it would.
     *
     * @param mixed $iterable
     * @return mixed
     */
    function keys(mixed $iterable): mixed {}

    /**
     * The source PHP's parser sees for $code once the pre-pass has run (lines never move).
     *
     * @param string $code
     * @return string
     */
    function prepass(string $code): string {}

    /**
     * $code with every discard and `(void)` cast rewritten to stock PHP, line for line, for tools
     * and for hosts without the extension.
     *
     * @param string $code
     * @return string
     * @throws \ParseError for malformed code
     * @throws \CompileError for what the extension rejects (`&void`, a misplaced `(void)`)
     */
    function lower(string $code): string {}

    /**
     * For bin/void-discard-migrate: the tokens PHP's lexer reads in $code (a file, from its start)
     * other than whitespace and comments, as three lists of integers: `id` (the token, or the
     * character's code for a one-character token), `offset` and `length` in bytes. $short_open_tag
     * reads `<?` as PHP with that setting would (null: this PHP's own).
     *
     * @param string $code
     * @param bool|null $short_open_tag
     * @return array{id: list<int>, offset: list<int>, length: list<int>}
     */
    function tokens(string $code, ?bool $short_open_tag = null): array {}

    /**
     * For bin/void-discard-migrate: compiles $code as the file $filename, without running it or
     * declaring anything, and reports what PHP's compiler says about the variables whose names
     * start with $prefix (the tool's probes): the compiled variables and indirect variable access
     * of each function holding one, and where each probe's value comes from. Silent: a parse error
     * is a ParseError, a fatal compile error a CompileError (after which, as after
     * opcache_compile_file(), objects that existed are no longer destructed). $short_open_tag as for
     * tokens().
     *
     * @param string $code
     * @param string $filename
     * @param string $prefix
     * @param bool|null $short_open_tag
     * @return array
     * @throws \ParseError
     * @throws \CompileError
     */
    function analyze(string $code, string $filename, string $prefix, ?bool $short_open_tag = null): array {}

    /**
     * What keys() wraps an iterating object in. Not instantiable, not serializable, not
     * Traversable (it implements no interface: is_iterable() is false and iterator_to_array()
     * refuses it), yet foreach walks it: the keys of the object it holds, each value null, and the
     * object's own current() is never called.
     */
    final class KeyIterator
    {
        private function __construct() {}
    }
}

namespace {
    /*
     * The sentinel spelling (`[__discard, $a] = $row;`, `foreach ($rows as $k => __discard())`) is
     * valid PHP syntax, but names that do not exist. These declarations exist only for IDEs, so that
     * they do not report them as undefined. The extension rewrites every one as it compiles the file
     * (its AST pass, after the pre-pass, which writes `void` discards this way too): a list slot
     * becomes a hole, a foreach target a key-only loop. So they are never looked up or called, and
     * nothing declares them at run time. intelephense still reports each of them as "Expression is
     * not writable" (P1024): what silences that, and at what cost, is in docs/tools.md (measured by
     * scripts/editors-check.sh).
     */

    /**
     * A discarded list slot: `[__discard, $a] = $row;` is `[, $a] = $row;` (the slot is never
     * fetched); `['id' => __discard] = $row;` skips the entry without evaluating its key.
     * Exists only for IDEs; with the extension loaded, no such constant is ever read.
     */
    const __discard = null;

    /**
     * A discarded foreach target: `foreach ($rows as $k => __discard())` reads keys only (the value
     * is never fetched, `Iterator::current()` never called); `foreach ($it as __discard())` binds
     * nothing. Exists only for IDEs; with the extension loaded, it is never called.
     *
     * @return mixed
     */
    function __discard(): mixed {}

    /**
     * The pre-pass's own spelling of a `(void)` statement before PHP 8.5: `(void) f();` reaches
     * PHP's parser as `__discard_cast() or f();` (what VoidDiscard\prepass() shows). Declared so
     * that IDEs index that output cleanly; write `(void) EXPR;` in code, not this.
     *
     * @internal
     * @return false
     */
    function __discard_cast(): false {}
}

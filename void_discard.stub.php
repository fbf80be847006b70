<?php

/** @generate-class-entries */

namespace VoidDiscard {
    /**
     * What the JIT-safe lowering iterates in place of $iterable in `foreach ($iterable as $k => void)`:
     * an object whose class iterates (an Iterator, an IteratorAggregate, a generator, an internal
     * iterator) comes back wrapped in a KeyIterator, so that only its keys are read and current()
     * is never called; an array, a plain object and anything else come back unchanged, so foreach
     * walks or reports them as it would.
     */
    function keys(mixed $iterable): mixed {}

    /** The source PHP's parser sees for $code once the pre-pass has run (lines never move). */
    function prepass(string $code): string {}

    /**
     * $code with every discard and `(void)` cast rewritten to stock PHP, line for line, for tools
     * and for hosts without the extension.
     */
    function lower(string $code): string {}

    /**
     * For bin/void-discard-migrate: the tokens PHP's lexer reads in $code (a file, from its start)
     * other than whitespace and comments, as three lists of integers: `id` (the token, or the
     * character's code for a one-character token), `offset` and `length` in bytes. $short_open_tag
     * reads `<?` as PHP with that setting would (null: this PHP's own).
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
     */
    function analyze(string $code, string $filename, string $prefix, ?bool $short_open_tag = null): array {}

    /**
     * @strict-properties
     * @not-serializable
     */
    final class KeyIterator
    {
        private function __construct() {}
    }
}

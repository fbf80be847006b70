/* SPDX-License-Identifier: MIT */
#ifndef VD_SOURCE_H
#define VD_SOURCE_H

/* Stage 1 in the engine: the zend_compile_file / zend_compile_string wrappers that rewrite `void`
 * into the `__discard()` sentinel where PHP's parser could not accept it. */
void vd_source_startup(void);
void vd_source_shutdown(void);

/* What the pre-pass writes for a discard `void`. A function call is a `variable` in PHP's grammar,
 * so it parses as a foreach target, after an ampersand and as a list element; the AST pass
 * recognises it. Lines do not move: no newline. */
#define VD_SOURCE_SENTINEL "__discard()"
/* What it writes for PHP 8.5's `(void) expr` statement, which earlier parsers reject: `or` has the
 * lowest precedence of any binary operator, so the rest of the expression becomes its right
 * operand and the AST pass can take it out whole. The trailing space keeps `(void)$x` two tokens. */
#define VD_SOURCE_CAST_SENTINEL "__discard_cast() or "

/* The source PHP's parser sees for src: NULL when it is src unchanged. in_script is true for
 * code that starts after an open tag (eval). *halt_offset_delta receives the bytes inserted
 * before `__halt_compiler`. */
zend_string *vd_source_rewrite(const char *src, size_t len, bool in_script, zend_long *halt_offset_delta);
/* The same, with PHP's lexer run over the whole of src instead of stopping after the last `void`
 * the prefilter flagged: the reference the rewrite fuzzer holds vd_source_rewrite() to. */
zend_string *vd_source_rewrite_whole(const char *src, size_t len, bool in_script, zend_long *halt_offset_delta);

/* Compiles code as the file filename, through the pre-pass and PHP's own compile_file() but no
 * other compile hook (opcache must not cache it, a debugger must not see it). The caller owns the
 * op_array and whatever the compile declared. */
zend_op_array *vd_source_compile_detached(zend_string *code, zend_string *filename);

#endif

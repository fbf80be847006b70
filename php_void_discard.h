/* SPDX-License-Identifier: MIT */
#ifndef PHP_VOID_DISCARD_H
#define PHP_VOID_DISCARD_H

extern zend_module_entry void_discard_module_entry;
#define phpext_void_discard_ptr &void_discard_module_entry

#define PHP_VOID_DISCARD_VERSION "0.1.0"

/* What the extension does to compiled code. PHP_INI_SYSTEM: opcache shares bytecode across
 * requests, so the mode must not change while a process lives. */
typedef enum {
	VD_MODE_OFF = 0,	/* no hook installed: PHP behaves as if the extension were absent */
	VD_MODE_COMPAT,		/* key-only loops lowered to standard opcodes (JIT-safe) */
	VD_MODE_VM,			/* key-only loops run in a user opcode handler (fastest; no JIT) */
	VD_MODE_AUTO,		/* compat when the configuration can turn the JIT on, else vm */
} vd_mode;

/* The mode in effect, decided once at startup (auto resolved). */
extern vd_mode vd_effective_mode;

ZEND_BEGIN_MODULE_GLOBALS(void_discard)
	vd_mode mode;		/* as configured */
	int prefilter;		/* the prefilter's scan as configured: a vd_scanner_path (src/scanner.h) */
	/* About the file being compiled, for the AST pass; saved and restored around each compile.
	 * Bytes the pre-pass inserted before `__halt_compiler`, so that __COMPILER_HALT_OFFSET__
	 * keeps its stock value: */
	zend_long halt_offset_delta;
	/* `$` and the name the pre-pass wrote discarded parameters as, or NULL; the public names the
	 * AST pass gave them (a set, NULL before the first), which occur nowhere else in the file, and,
	 * while the pass runs, the strings of the file's tree that start with `void`: */
	zend_string *param_variable;
	HashTable *param_names;
	HashTable *file_strings;
	/* The pass walks the body of a function with discarded parameters. */
	bool discarded_params;
	/* The prefilter proved the source holds no sentinel: the AST pass has nothing to look for. */
	bool no_sentinels;
	/* lower() runs the AST pass over a parse it never compiles: errors are collected, the first
	 * one kept, instead of ending the request. */
	bool checking;
	uint32_t check_lineno;
	const char *check_error;
ZEND_END_MODULE_GLOBALS(void_discard)

ZEND_EXTERN_MODULE_GLOBALS(void_discard)
#define VD_G(v) ZEND_MODULE_GLOBALS_ACCESSOR(void_discard, v)

#if defined(ZTS) && defined(COMPILE_DL_VOID_DISCARD)
ZEND_TSRMLS_CACHE_EXTERN()
#endif

#endif

/* SPDX-License-Identifier: MIT */
#ifndef VD_COMPAT_H
#define VD_COMPAT_H

/* Every PHP_VERSION_ID difference the extension depends on lives here. */

#if PHP_VERSION_ID < 80200
# error "void_discard requires PHP 8.2 or newer"
#endif

/* A PHP whose engine compiles `void` discards itself (native/patches/ defines ZEND_VOID_DISCARD in
 * zend_compile.h): the extension installs no hook and changes nothing; its functions (prepass(),
 * lower(), the tools' API) stay. */
#ifdef ZEND_VOID_DISCARD
# define VD_NATIVE_VOID 1
#endif

/* 8.4: property hooks are op_arrays of their own, reached through the class's properties. */
#if PHP_VERSION_ID >= 80400
# define VD_HAVE_PROPERTY_HOOKS 1
#endif

/* 8.5: `(void)` is a token of its own, T_VOID_CAST, wherever it appears (`list(void)` too); the
 * parser takes the statement itself, as ZEND_AST_CAST_VOID, which marks the value as used: a
 * #[\NoDiscard] function called in an expression statement warns, one under `(void)` does not.
 * Before 8.5, VD_T_VOID_CAST is a token number the lexer never returns, and the pre-pass emulates
 * the cast (prepass.c). */
#if PHP_VERSION_ID >= 80500
# define VD_HAVE_VOID_CAST_TOKEN 1
# define VD_T_VOID_CAST T_VOID_CAST
static zend_always_inline zend_ast *vd_ast_discard_stmt(zend_ast *expr)
{
	zend_ast *cast = zend_ast_create(ZEND_AST_CAST_VOID, expr);

	cast->lineno = zend_ast_get_lineno(expr);
	return cast;
}
#else
# define VD_T_VOID_CAST (-1)
static zend_always_inline zend_ast *vd_ast_discard_stmt(zend_ast *expr)
{
	return expr;
}
#endif

/* 8.4: asymmetric visibility (`private(set)`) lexes as tokens of its own, which may stand before
 * a promoted parameter. */
#if PHP_VERSION_ID >= 80400
# define VD_IS_SET_VISIBILITY(token) ((token) == T_PUBLIC_SET || (token) == T_PROTECTED_SET || (token) == T_PRIVATE_SET)
#else
# define VD_IS_SET_VISIBILITY(token) false
#endif

/* 8.4: calls to some internal functions compile to one FRAMELESS_ICALL_n opcode, with no INIT or
 * SEND: the function, or NULL. */
#if PHP_VERSION_ID >= 80400
# include "zend_frameless_function.h"
# define VD_FRAMELESS_FUNCTION(opline) \
	(ZEND_OP_IS_FRAMELESS_ICALL((opline)->opcode) ? ZEND_FLF_FUNC(opline) : NULL)
#else
# define VD_FRAMELESS_FUNCTION(opline) ((zend_function *) NULL)
#endif

/* 8.6 keeps the diagnostics recorded under EG(record_errors) in a growable buffer. */
#if PHP_VERSION_ID >= 80600
# define VD_RECORDED_ERRORS() (EG(errors).size)
# define VD_RECORDED_ERROR(i) (EG(errors).errors[i])
#else
# define VD_RECORDED_ERRORS() (EG(num_errors))
# define VD_RECORDED_ERROR(i) (EG(errors)[i])
#endif

/* 8.6 made the live-range and try/catch counts of an op_array unsigned; they were int before.
 * Read through these, the loops over them compare unsigned with unsigned on every version. */
#define VD_LIVE_RANGES(op_array) ((uint32_t) (op_array)->last_live_range)
#define VD_TRY_CATCHES(op_array) ((uint32_t) (op_array)->last_try_catch)

/* opcache's own defaults, for deciding void_discard.mode=auto from php.ini before opcache has
 * registered its INI entries: 8.4 turned the JIT off by default and gave it a buffer. */
#if PHP_VERSION_ID >= 80400
# define VD_OPCACHE_JIT_DEFAULT "disable"
# define VD_OPCACHE_JIT_BUFFER_DEFAULT "64M"
#else
# define VD_OPCACHE_JIT_DEFAULT "tracing"
# define VD_OPCACHE_JIT_BUFFER_DEFAULT "0"
#endif

#endif

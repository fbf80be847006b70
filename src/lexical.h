/* SPDX-License-Identifier: MIT */
#ifndef VD_LEXICAL_H
#define VD_LEXICAL_H

/* The lexical facts the stages share: the words the pre-pass writes and looks for, which bytes
 * continue a name, and which tokens play which part. Bytes first: the prefilter (scanner.re) is
 * pure C and defines VD_LEXICAL_BYTES_ONLY; the token facts need PHP's parser header.
 * tools/src/Lexical.php holds the same facts for the PHP side (the reading and the migration), one
 * member for each, named after it: a change here has its counterpart there. */

#include <stdbool.h>

/* The words, used through VD_WORD(NAME): a literal and its length, so that a misspelled name is
 * an undeclared identifier, not a sentinel nobody writes. */
#define VD_WORD_VOID "void"
#define VD_WORD_ENUM "enum"
#define VD_WORD_LIST "list"
/* The sentinel users may write and the AST pass recognises: as a name in a list slot, or called
 * without arguments. */
#define VD_WORD_SENTINEL "__discard"
/* What the pre-pass writes for a discard `void`. A function call is a `variable` in PHP's grammar,
 * so it parses as a foreach target, after an ampersand and as a list element. No newline: lines
 * do not move. */
#define VD_WORD_SENTINEL_CALL VD_WORD_SENTINEL "()"
/* What it writes for PHP 8.5's `(void) expr` statement, which earlier parsers reject: `or` has the
 * lowest precedence of any binary operator, so the rest of the expression becomes its right
 * operand and the AST pass can take it out whole. The trailing space keeps `(void)$x` two tokens. */
#define VD_WORD_CAST_SENTINEL "__discard_cast"
#define VD_WORD_CAST_SENTINEL_CALL VD_WORD_CAST_SENTINEL "() or "

#define VD_WORD(name) VD_WORD_##name, (sizeof(VD_WORD_##name) - 1)

/* A byte of a PHP name: `else(void)` is one name to the prefilter and to the cast recognizer. */
static inline bool vd_is_label_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c >= 0x80;
}

#ifndef VD_LEXICAL_BYTES_ONLY
#include "zend_language_parser.h"
#include "compat.h"

static zend_always_inline bool vd_is_ampersand(int token)
{
	return token == T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG
		|| token == T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG
		|| token == '&';
}

/* Whether T_HALT_COMPILER after prev ends the code: `__halt_compiler` also lexes as
 * T_HALT_COMPILER where it is only a member name. */
static zend_always_inline bool vd_halts_after(int prev)
{
	return prev != T_FUNCTION && prev != T_PAAMAYIM_NEKUDOTAYIM && prev != T_OBJECT_OPERATOR
		&& prev != T_NULLSAFE_OBJECT_OPERATOR && prev != T_CONST && !vd_is_ampersand(prev);
}

/* Whether a parameter's variable may follow this token, directly in a parameter list: the list's
 * `(`, a `,`, an attribute's `]`, a type (a name, `array`, `callable`, `static`, a DNF group's
 * `)`), a modifier of a promoted parameter, an ampersand or `...`. Not `|` or `?`: there `void`
 * is a type, whose variable is missing. PHP 8.5's `(void)` token counts as the `)` it ends: after
 * a function header the pre-pass writes it as `( $__discard )`, and a second pass must read the
 * `void` after it as the first did. */
static zend_always_inline bool vd_precedes_param_variable(int token)
{
	switch (token) {
		case '(': case ',': case ']': case ')': case VD_T_VOID_CAST: case T_ELLIPSIS:
		case T_STRING: case T_NAME_QUALIFIED: case T_NAME_FULLY_QUALIFIED: case T_NAME_RELATIVE:
		case T_ARRAY: case T_CALLABLE: case T_STATIC:
		case T_PUBLIC: case T_PROTECTED: case T_PRIVATE: case T_READONLY: case T_FINAL:
			return true;
	}
	return vd_is_ampersand(token) || VD_IS_SET_VISIBILITY(token);
}

/* Control structures whose parenthesised condition is followed directly by a statement. */
static zend_always_inline bool vd_is_condition_keyword(int token)
{
	return token == T_IF || token == T_ELSEIF || token == T_WHILE;
}

/* Control structures whose `(…)` header is followed by a statement. */
static zend_always_inline bool vd_is_header_keyword(int token)
{
	return vd_is_condition_keyword(token) || token == T_FOR || token == T_FOREACH || token == T_DECLARE;
}

/* After this token a `[` indexes (`$a[0]`, `f()[0]`, `"s"[0]`) rather than opening an array or a
 * list. `}` is left out: it ends a block far more often than a `${'name'}` to index.
 * Lexical::endsOperand() (tools/src/Lexical.php) holds the same list; the migration's
 * Tokens::isAccess() (tools/src/Migrate/Tokens.php) reads a `[` by it, and also reads the `}` of
 * `${…}` and `->{…}` as ending one, which the tool can afford to tell apart and must, for its
 * probes (tests/migrate/ends_operand.phpt shows both). */
static zend_always_inline bool vd_ends_operand(int token)
{
	switch (token) {
		case T_VARIABLE: case ')': case ']': case T_STRING: case T_NAME_QUALIFIED:
		case T_NAME_FULLY_QUALIFIED: case T_NAME_RELATIVE: case T_CONSTANT_ENCAPSED_STRING:
		case '"': case T_END_HEREDOC: case T_STRING_VARNAME: case T_STATIC:
		case T_LINE: case T_FILE: case T_DIR: case T_CLASS_C: case T_TRAIT_C: case T_METHOD_C:
		case T_FUNC_C: case T_NS_C:
			return true;
	}
	return false;
}
#endif

#endif

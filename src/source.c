/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_language_scanner.h"
#include "zend_language_scanner_defs.h"
#include "zend_language_parser.h"
#include "zend_smart_str.h"

#include "php_void_discard.h"
#include "compat.h"
#include "scanner.h"
#include "opcodes.h"
#include "source.h"

/* A function call is a `variable` in PHP's grammar, so it parses as a foreach target, after an
 * ampersand and as a list element; the AST pass recognises it. Lines do not move: no newline. */
#define VD_SENTINEL "__discard()"

static zend_op_array *(*vd_prev_compile_file)(zend_file_handle *file_handle, int type);
static zend_op_array *(*vd_prev_compile_string)(zend_string *source_string, const char *filename, zend_compile_position position);

/* What each open bracket is, so that `as`/`=>` count only at the top level of a foreach header. */
typedef enum {
	VD_BRACKET_OTHER,
	VD_BRACKET_FOREACH,		/* `foreach (`, before its `as` */
	VD_BRACKET_FOREACH_AS,	/* `foreach (` after its `as`: the targets */
} vd_bracket;

typedef struct {
	vd_bracket *kinds;
	uint32_t depth;
	uint32_t size;
} vd_brackets;

/* The tokens a candidate `void` must be followed by to be rewritten. */
typedef enum {
	VD_FOLLOW_NONE = 0,
	VD_FOLLOW_FOREACH = 1,	/* `)` or `=>`: the whole foreach target */
	VD_FOLLOW_ELEMENT = 2,	/* `,` `]` `)`: a whole list element */
} vd_follow;

static zend_always_inline bool vd_is_ampersand(int token)
{
	return token == T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG
		|| token == T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG
		|| token == '&';
}

static void vd_brackets_push(vd_brackets *b, vd_bracket kind)
{
	if (b->depth == b->size) {
		b->size = b->size ? b->size * 2 : 64;
		b->kinds = safe_erealloc(b->kinds, b->size, sizeof(*b->kinds), 0);
	}
	b->kinds[b->depth++] = kind;
}

static zend_always_inline vd_bracket vd_brackets_top(const vd_brackets *b)
{
	return b->depth ? b->kinds[b->depth - 1] : VD_BRACKET_OTHER;
}

/* Which follow set makes this `void` token a discard, given the two significant tokens before it.
 * Only positions where stock PHP has a parse error qualify (ENGINE-NOTES 8.2, rules a and b);
 * a binary `$flags & VOID` is not preceded by `[`, `(`, `,` or `=>` and is left alone. */
static vd_follow vd_discard_follow(const vd_brackets *b, int prev, int prev2)
{
	vd_follow follow = VD_FOLLOW_NONE;

	if (vd_brackets_top(b) == VD_BRACKET_FOREACH_AS
			&& (prev == T_AS || prev == T_DOUBLE_ARROW
				|| (vd_is_ampersand(prev) && (prev2 == T_AS || prev2 == T_DOUBLE_ARROW)))) {
		follow |= VD_FOLLOW_FOREACH;
	}
	if (vd_is_ampersand(prev)
			&& (prev2 == '[' || prev2 == '(' || prev2 == ',' || prev2 == T_DOUBLE_ARROW)) {
		follow |= VD_FOLLOW_ELEMENT;
	}
	return follow;
}

static bool vd_follow_matches(vd_follow follow, int token)
{
	if ((follow & VD_FOLLOW_FOREACH) && (token == ')' || token == T_DOUBLE_ARROW)) {
		return true;
	}
	return (follow & VD_FOLLOW_ELEMENT) && (token == ',' || token == ']' || token == ')');
}

/* `__halt_compiler` also lexes as T_HALT_COMPILER where it is only a member name. */
static bool vd_is_halt(int prev)
{
	return prev != T_FUNCTION && prev != T_PAAMAYIM_NEKUDOTAYIM && prev != T_OBJECT_OPERATOR
		&& prev != T_NULLSAFE_OBJECT_OPERATOR && prev != T_CONST && !vd_is_ampersand(prev);
}

/* The exact pass, with PHP's own lexer so that strings, comments, heredoc, inline HTML and short
 * tags are seen exactly as the parser will see them. */
static zend_string *vd_rewrite_tokens(const char *src, size_t len, bool in_script, zend_long *halt_offset_delta)
{
	zend_lex_state saved_state;
	zend_string *saved_doc_comment = CG(doc_comment);
	bool saved_increment_lineno = CG(increment_lineno);
	int saved_error_reporting = EG(error_reporting);
	bool saved_record_errors = EG(record_errors);
	zend_object *saved_exception = EG(exception);
	vd_brackets brackets = {0};
	smart_str out = {0};
	size_t copied = 0, pending = 0;
	uint32_t rewrites = 0;
	vd_follow pending_follow = VD_FOLLOW_NONE;
	int prev = 0, prev2 = 0, token;
	bool after_foreach = false;
	zval source, value;

	/* With zend.multibyte the scanner may convert the script first: its offsets would not be
	 * ours, and a non-ASCII-compatible encoding would not even lex the same. */
	if (saved_exception || CG(multibyte)) {
		return NULL;
	}

	/* The real scan of the same bytes reports every lexer diagnostic once; this one stays silent
	 * (error_reporting only: the error callback is process-global, swapping it is not ZTS-safe)
	 * and out of the warnings opcache records to replay on cache hits. */
	EG(error_reporting) = 0;
	EG(record_errors) = false;
	CG(doc_comment) = NULL;
	ZVAL_STRINGL(&source, src, len);
	zend_save_lexical_state(&saved_state);
	zend_prepare_string_for_scanning(&source, ZSTR_EMPTY_ALLOC());
	LANG_SCNG(yy_state) = in_script ? yycST_IN_SCRIPTING : yycINITIAL;
	ZVAL_UNDEF(&value);
	while ((token = lex_scan(&value, NULL)) != 0 && token != T_ERROR) {
		size_t offset = LANG_SCNG(yy_text) - LANG_SCNG(yy_start);
		size_t length = LANG_SCNG(yy_leng);

		zval_ptr_dtor_nogc(&value);
		ZVAL_UNDEF(&value);
		if (token == T_WHITESPACE || token == T_COMMENT || token == T_DOC_COMMENT) {
			continue;
		}

		if (pending_follow != VD_FOLLOW_NONE) {
			if (vd_follow_matches(pending_follow, token)) {
				smart_str_appendl(&out, src + copied, pending - copied);
				smart_str_appendl(&out, VD_SENTINEL, sizeof(VD_SENTINEL) - 1);
				copied = pending + sizeof("void") - 1;
				rewrites++;
			}
			pending_follow = VD_FOLLOW_NONE;
		}

		switch (token) {
			case T_STRING:
				if (length == sizeof("void") - 1
						&& zend_binary_strcasecmp(src + offset, length, "void", length) == 0) {
					pending_follow = vd_discard_follow(&brackets, prev, prev2);
					pending = offset;
				}
				break;
			case '(':
				vd_brackets_push(&brackets, after_foreach ? VD_BRACKET_FOREACH : VD_BRACKET_OTHER);
				break;
			case '[':
			case '{':
			case T_CURLY_OPEN:
			case T_DOLLAR_OPEN_CURLY_BRACES:
			case T_ATTRIBUTE:
				vd_brackets_push(&brackets, VD_BRACKET_OTHER);
				break;
			case ')':
			case ']':
			case '}':
				if (brackets.depth) {
					brackets.depth--;
				}
				break;
			case T_AS:
				if (vd_brackets_top(&brackets) == VD_BRACKET_FOREACH) {
					brackets.kinds[brackets.depth - 1] = VD_BRACKET_FOREACH_AS;
				}
				break;
			case T_HALT_COMPILER:
				if (vd_is_halt(prev)) {
					*halt_offset_delta = (zend_long) (rewrites * (sizeof(VD_SENTINEL) - sizeof("void")));
					goto done;
				}
				break;
		}
		after_foreach = token == T_FOREACH;
		prev2 = prev;
		prev = token;
	}
done:
	zval_ptr_dtor_nogc(&value);
	zval_ptr_dtor_str(&source);
	zend_restore_lexical_state(&saved_state);
	if (CG(doc_comment)) {
		zend_string_release(CG(doc_comment));
	}
	CG(doc_comment) = saved_doc_comment;
	CG(increment_lineno) = saved_increment_lineno;
	EG(error_reporting) = saved_error_reporting;
	EG(record_errors) = saved_record_errors;
	if (EG(exception)) {
		/* a ParseError from the lexer: the real scan throws it again */
		zend_clear_exception();
	}
	if (brackets.kinds) {
		efree(brackets.kinds);
	}

	if (!rewrites) {
		smart_str_free(&out);
		return NULL;
	}
	smart_str_appendl(&out, src + copied, len - copied);
	smart_str_0(&out);
	return out.s;
}

zend_string *vd_source_rewrite(const char *src, size_t len, bool in_script, zend_long *halt_offset_delta)
{
	*halt_offset_delta = 0;
	if (!(vd_scanner_scan((const unsigned char *) src, len) & VD_SCAN_REWRITE)) {
		return NULL;
	}
	return vd_rewrite_tokens(src, len, in_script, halt_offset_delta);
}

/* Per-compile state for the AST pass, saved and restored around the previous hook (a compile can
 * start inside another, e.g. from an autoloader run by a constant expression). */
typedef struct {
	zend_long halt_offset_delta;
	bool no_sentinels;
} vd_compile_state;

/* Prefilters src and rewrites it when needed: the rewritten source, or NULL to compile src. */
static zend_string *vd_compile_begin(const char *src, size_t len, bool in_script)
{
	int scan = vd_scanner_scan((const unsigned char *) src, len);

	VD_G(halt_offset_delta) = 0;
	VD_G(no_sentinels) = !(scan & VD_SCAN_SENTINEL);
	return scan & VD_SCAN_REWRITE ? vd_rewrite_tokens(src, len, in_script, &VD_G(halt_offset_delta)) : NULL;
}

static void vd_compile_end(const vd_compile_state *saved)
{
	VD_G(halt_offset_delta) = saved->halt_offset_delta;
	VD_G(no_sentinels) = saved->no_sentinels;
}

/* vm mode: convert the loops the compile produced, unless the prefilter proved there are none. */
static void vd_compile_end_and_convert(const vd_compile_state *saved, zend_op_array *op_array, const vd_tables_mark *mark)
{
	bool convert = vd_effective_mode == VD_MODE_VM && !VD_G(no_sentinels);

	vd_compile_end(saved);
	if (convert) {
		vd_opcodes_after_compile(op_array, mark);
	}
}

static zend_op_array *vd_compile_file(zend_file_handle *file_handle, int type)
{
	vd_compile_state saved = {VD_G(halt_offset_delta), VD_G(no_sentinels)};
	zend_op_array *op_array = NULL;
	vd_tables_mark mark;
	char *buf;
	size_t len;

	/* On failure the previous hook reports "Failed opening" itself. */
	if (zend_stream_fixup(file_handle, &buf, &len) == SUCCESS) {
		zend_string *rewritten = vd_compile_begin(buf, len, false);

		if (rewritten) {
			/* The scanner reads ZEND_MMAP_AHEAD zero bytes past the end; the handle's
			 * destructor efree()s buf, as it would have freed the original. */
			char *copy = safe_emalloc(1, ZSTR_LEN(rewritten), ZEND_MMAP_AHEAD);

			memcpy(copy, ZSTR_VAL(rewritten), ZSTR_LEN(rewritten));
			memset(copy + ZSTR_LEN(rewritten), 0, ZEND_MMAP_AHEAD);
			efree(file_handle->buf);
			file_handle->buf = copy;
			file_handle->len = ZSTR_LEN(rewritten);
			zend_string_release_ex(rewritten, 0);
		}
	}

	vd_opcodes_mark(&mark);
	zend_try {
		op_array = vd_prev_compile_file(file_handle, type);
	} zend_catch {
		vd_compile_end(&saved);
		zend_bailout();
	} zend_end_try();
	vd_compile_end_and_convert(&saved, op_array, &mark);
	return op_array;
}

static zend_op_array *vd_compile_string(zend_string *source_string, const char *filename, zend_compile_position position)
{
	vd_compile_state saved = {VD_G(halt_offset_delta), VD_G(no_sentinels)};
	zend_op_array *op_array = NULL;
	vd_tables_mark mark;
	zend_string *rewritten = vd_compile_begin(ZSTR_VAL(source_string), ZSTR_LEN(source_string),
		position == ZEND_COMPILE_POSITION_AFTER_OPEN_TAG);

	vd_opcodes_mark(&mark);
	zend_try {
		op_array = vd_prev_compile_string(rewritten ? rewritten : source_string, filename, position);
	} zend_catch {
		if (rewritten) {
			zend_string_release_ex(rewritten, 0);
		}
		vd_compile_end(&saved);
		zend_bailout();
	} zend_end_try();
	if (rewritten) {
		zend_string_release_ex(rewritten, 0);
	}
	vd_compile_end_and_convert(&saved, op_array, &mark);
	return op_array;
}

void vd_source_startup(void)
{
	vd_prev_compile_file = zend_compile_file;
	zend_compile_file = vd_compile_file;
	vd_prev_compile_string = zend_compile_string;
	zend_compile_string = vd_compile_string;
}

void vd_source_shutdown(void)
{
	if (zend_compile_file == vd_compile_file) {
		zend_compile_file = vd_prev_compile_file;
	}
	if (zend_compile_string == vd_compile_string) {
		zend_compile_string = vd_prev_compile_string;
	}
}

ZEND_FUNCTION(VoidDiscard_prepass)
{
	zend_string *code, *rewritten;
	zend_long halt_offset_delta;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(code)
	ZEND_PARSE_PARAMETERS_END();

	rewritten = vd_source_rewrite(ZSTR_VAL(code), ZSTR_LEN(code), false, &halt_offset_delta);
	if (!rewritten) {
		RETURN_STR_COPY(code);
	}
	RETURN_STR(rewritten);
}

/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_language_parser.h"
#include "zend_smart_str.h"

#include "php_void_discard.h"
#include "compat.h"
#include "scanner.h"
#include "lexer.h"
#include "opcodes.h"
#include "source.h"

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

/* How far a `(void)` cast has been matched. */
typedef enum {
	VD_CAST_NONE,
	VD_CAST_VOID,	/* `(void`, waiting for `)` */
	VD_CAST_CLOSED,	/* `(void)`, waiting for the operand */
} vd_cast;

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
				|| (vd_lexer_is_ampersand(prev) && (prev2 == T_AS || prev2 == T_DOUBLE_ARROW)))) {
		follow |= VD_FOLLOW_FOREACH;
	}
	if (vd_lexer_is_ampersand(prev)
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

/* Whether `(void)` after this token can be a cast. After `if`, `elseif` and `while` it is the
 * condition, the constant void, followed by a statement that starts like an operand: stock PHP.
 * After `->`, `::`, `new`, `$` or `\` the sentinel would become a member, class or variable name. */
static bool vd_cast_may_follow(int prev)
{
	switch (prev) {
		case T_IF: case T_ELSEIF: case T_WHILE:
		case T_OBJECT_OPERATOR: case T_NULLSAFE_OBJECT_OPERATOR: case T_PAAMAYIM_NEKUDOTAYIM:
		case T_NEW: case '$': case T_NS_SEPARATOR:
			return false;
	}
	return true;
}

/* Whether this token starts the operand of a `(void)` cast. `(`, `[`, `+`, `-` and `&` are left
 * out: after `(void)` they make valid stock PHP (a call, an offset, arithmetic on the constant
 * void), and only positions where stock PHP has a parse error are given a new meaning. */
static bool vd_is_cast_operand(int token)
{
	switch (token) {
		case T_VARIABLE: case '$': case T_STRING: case T_NAME_QUALIFIED: case T_NAME_FULLY_QUALIFIED:
		case T_NAME_RELATIVE: case T_LNUMBER: case T_DNUMBER: case T_CONSTANT_ENCAPSED_STRING:
		case '"': case T_START_HEREDOC: case '`': case '!': case '~': case '@': case T_INC: case T_DEC:
		case T_NEW: case T_CLONE: case T_FUNCTION: case T_FN: case T_STATIC: case T_ATTRIBUTE:
		case T_YIELD: case T_YIELD_FROM: case T_THROW: case T_INCLUDE: case T_INCLUDE_ONCE:
		case T_REQUIRE: case T_REQUIRE_ONCE: case T_PRINT: case T_ISSET: case T_EMPTY: case T_EVAL:
		case T_EXIT: case T_LIST: case T_ARRAY: case T_MATCH: case T_INT_CAST: case T_DOUBLE_CAST:
		case T_STRING_CAST: case T_ARRAY_CAST: case T_OBJECT_CAST: case T_BOOL_CAST: case T_UNSET_CAST:
		case T_LINE: case T_FILE: case T_DIR: case T_CLASS_C: case T_TRAIT_C: case T_METHOD_C:
		case T_FUNC_C: case T_NS_C:
			return true;
	}
	return false;
}

/* `else(void) f();` is left alone: the sentinel would run into the name before it, and lower()
 * could not tell an inserted space from one that was there. */
static bool vd_is_label_byte(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || (unsigned char) c >= 0x80;
}

/* PHP 8.5 lexes `(void)` with only spaces and tabs inside the parentheses. */
static bool vd_only_blanks(const char *p, const char *end)
{
	for (; p < end; p++) {
		if (*p != ' ' && *p != '\t') {
			return false;
		}
	}
	return true;
}

/* Replaces src[from, to) with the sentinel in out. */
static void vd_replace(smart_str *out, const char *src, size_t *copied, size_t from, size_t to,
	const char *with, size_t with_len, zend_long *delta)
{
	smart_str_appendl(out, src + *copied, from - *copied);
	smart_str_appendl(out, with, with_len);
	*copied = to;
	*delta += (zend_long) with_len - (zend_long) (to - from);
}

/* The exact pass, with PHP's own lexer, from the start (where the lexer's state is known) up to
 * stop, past the last `void` the prefilter flagged: nothing after it can change. */
static zend_string *vd_rewrite_tokens(const char *src, size_t len, size_t stop, bool in_script, zend_long *halt_offset_delta)
{
	vd_lexer lx;
	vd_brackets brackets = {0};
	smart_str out = {0};
	size_t copied = 0, pending = 0, cast_start = 0, cast_end = 0, paren = 0;
	zend_long delta = 0;
	vd_follow pending_follow = VD_FOLLOW_NONE;
	vd_cast cast = VD_CAST_NONE;
	int prev = 0, prev2 = 0, before_paren = 0, token;
	bool after_foreach = false, after_enum = false, paren_after_enum = false;

	if (!vd_lexer_open(&lx, src, len, in_script)) {
		return NULL;
	}
	while ((token = vd_lexer_next(&lx)) != 0) {
		if (pending_follow != VD_FOLLOW_NONE) {
			if (vd_follow_matches(pending_follow, token)) {
				vd_replace(&out, src, &copied, pending, pending + sizeof("void") - 1,
					VD_SOURCE_SENTINEL, sizeof(VD_SOURCE_SENTINEL) - 1, &delta);
			}
			pending_follow = VD_FOLLOW_NONE;
		}
		if (cast == VD_CAST_VOID) {
			cast = token == ')' && vd_only_blanks(src + lx.prev_end, src + lx.offset) ? VD_CAST_CLOSED : VD_CAST_NONE;
			cast_end = lx.offset + 1;
		} else if (cast == VD_CAST_CLOSED) {
			/* `(void)(void) f()` left the first alone (`(` follows it): so does a second pass */
			if (vd_is_cast_operand(token) && !vd_lexer_is_word(&lx, "__discard_cast", sizeof("__discard_cast") - 1, false)) {
				vd_replace(&out, src, &copied, cast_start, cast_end,
					VD_SOURCE_CAST_SENTINEL, sizeof(VD_SOURCE_CAST_SENTINEL) - 1, &delta);
			}
			cast = VD_CAST_NONE;
		}
		if (lx.offset >= stop && cast == VD_CAST_NONE) {
			break;
		}

		switch (token) {
			case T_STRING:
				if (vd_lexer_is_word(&lx, "void", sizeof("void") - 1, true)) {
					pending_follow = vd_discard_follow(&brackets, prev, prev2);
					pending = lx.offset;
					if (prev == '(' && vd_cast_may_follow(before_paren) && !paren_after_enum
							&& !(paren > 0 && vd_is_label_byte(src[paren - 1]))
							&& vd_only_blanks(src + lx.prev_end, src + lx.offset)) {
						cast = VD_CAST_VOID;
						cast_start = paren;
					}
				}
				break;
			case '(':
				vd_brackets_push(&brackets, after_foreach ? VD_BRACKET_FOREACH : VD_BRACKET_OTHER);
				paren = lx.offset;
				before_paren = prev;
				/* PHP lexes `enum` as a name before `(` and as the keyword before a name such as
				 * the sentinel: a cast here would change that token (stock PHP rejects both) */
				paren_after_enum = after_enum;
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
			case VD_T_VOID_CAST:
				/* PHP 8.5+ lexes `list(void)` as `list` and a cast: the word inside becomes the
				 * list sentinel, as in `list(__discard)`; spaces, tabs and parentheses stay */
				if (prev == T_LIST) {
					size_t word = lx.offset + 1;

					while (src[word] == ' ' || src[word] == '\t') {
						word++;
					}
					vd_replace(&out, src, &copied, word, word + sizeof("void") - 1,
						"__discard", sizeof("__discard") - 1, &delta);
				}
				break;
			case T_HALT_COMPILER:
				if (vd_lexer_is_halt(prev)) {
					goto done;
				}
				break;
		}
		after_foreach = token == T_FOREACH;
		after_enum = token == T_STRING && vd_lexer_is_word(&lx, "enum", sizeof("enum") - 1, true);
		prev2 = prev;
		prev = token;
	}
done:
	/* every rewrite is before a `__halt_compiler`, if there is one, and before stop */
	*halt_offset_delta = delta;
	vd_lexer_close(&lx);
	if (brackets.kinds) {
		efree(brackets.kinds);
	}

	if (!out.s) {
		return NULL;
	}
	smart_str_appendl(&out, src + copied, len - copied);
	smart_str_0(&out);
	return out.s;
}

static zend_string *vd_source_rewrite_ex(const char *src, size_t len, bool in_script, bool whole, zend_long *halt_offset_delta)
{
	size_t stop;

	*halt_offset_delta = 0;
	if (!(vd_scanner_scan((const unsigned char *) src, len, &stop) & VD_SCAN_REWRITE)) {
		return NULL;
	}
	return vd_rewrite_tokens(src, len, whole ? len : stop, in_script, halt_offset_delta);
}

zend_string *vd_source_rewrite(const char *src, size_t len, bool in_script, zend_long *halt_offset_delta)
{
	return vd_source_rewrite_ex(src, len, in_script, false, halt_offset_delta);
}

zend_string *vd_source_rewrite_whole(const char *src, size_t len, bool in_script, zend_long *halt_offset_delta)
{
	return vd_source_rewrite_ex(src, len, in_script, true, halt_offset_delta);
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
	size_t stop;
	int scan = vd_scanner_scan((const unsigned char *) src, len, &stop);

	VD_G(halt_offset_delta) = 0;
	VD_G(no_sentinels) = !(scan & VD_SCAN_SENTINEL);
	return scan & VD_SCAN_REWRITE ? vd_rewrite_tokens(src, len, stop, in_script, &VD_G(halt_offset_delta)) : NULL;
}

static void vd_compile_end(const vd_compile_state *saved)
{
	VD_G(halt_offset_delta) = saved->halt_offset_delta;
	VD_G(no_sentinels) = saved->no_sentinels;
}

/* Convert the loops the compile produced, unless the prefilter proved there are none. */
static void vd_compile_end_and_convert(const vd_compile_state *saved, zend_op_array *op_array, const vd_tables_mark *mark)
{
	bool convert = !VD_G(no_sentinels);

	vd_compile_end(saved);
	if (convert) {
		vd_opcodes_after_compile(op_array, mark);
	}
}

static zend_op_array *vd_compile_file_with(zend_op_array *(*compile)(zend_file_handle *, int), zend_file_handle *file_handle, int type)
{
	vd_compile_state saved = {VD_G(halt_offset_delta), VD_G(no_sentinels)};
	zend_op_array *op_array = NULL;
	zend_string *rewritten;
	vd_tables_mark mark;
	char *buf;
	size_t len;

	/* This opens and reads the file in PHP's place: the previous hook, and compile_file() after
	 * it, reuse the buffer. On failure the file must not be opened a second time (a stream
	 * wrapper's stream_open() would run twice, its warning would repeat, and a stream whose read
	 * failed would be read again from where it stopped): report it here, as compile_file() and
	 * opcache's own opcache_compile_file() do, and compile nothing. */
	if (zend_stream_fixup(file_handle, &buf, &len) == FAILURE) {
		if (!EG(exception)) {
			zend_message_dispatcher(type == ZEND_REQUIRE ? ZMSG_FAILED_REQUIRE_FOPEN : ZMSG_FAILED_INCLUDE_FOPEN,
				ZSTR_VAL(file_handle->filename));
		}
		return NULL;
	}
	rewritten = vd_compile_begin(buf, len, false);
	if (rewritten) {
		/* The scanner reads ZEND_MMAP_AHEAD zero bytes past the end; the handle's destructor
		 * efree()s buf, as it would have freed the original. */
		char *copy = safe_emalloc(1, ZSTR_LEN(rewritten), ZEND_MMAP_AHEAD);

		memcpy(copy, ZSTR_VAL(rewritten), ZSTR_LEN(rewritten));
		memset(copy + ZSTR_LEN(rewritten), 0, ZEND_MMAP_AHEAD);
		efree(file_handle->buf);
		file_handle->buf = copy;
		file_handle->len = ZSTR_LEN(rewritten);
		zend_string_release_ex(rewritten, 0);
	}

	vd_opcodes_mark(&mark);
	zend_try {
		op_array = compile(file_handle, type);
	} zend_catch {
		vd_compile_end(&saved);
		zend_bailout();
	} zend_end_try();
	vd_compile_end_and_convert(&saved, op_array, &mark);
	return op_array;
}

static zend_op_array *vd_compile_file(zend_file_handle *file_handle, int type)
{
	return vd_compile_file_with(vd_prev_compile_file, file_handle, type);
}

zend_op_array *vd_source_compile_detached(zend_string *code, zend_string *filename)
{
	zend_file_handle handle;
	zend_op_array *op_array;
	char *buf = safe_emalloc(1, ZSTR_LEN(code), ZEND_MMAP_AHEAD);

	/* zend_stream_fixup() takes a handle that already holds its buffer as read; the handle's
	 * destructor efree()s it. */
	memcpy(buf, ZSTR_VAL(code), ZSTR_LEN(code));
	memset(buf + ZSTR_LEN(code), 0, ZEND_MMAP_AHEAD);
	zend_stream_init_filename_ex(&handle, filename);
	handle.buf = buf;
	handle.len = ZSTR_LEN(code);
	zend_try {
		op_array = vd_compile_file_with(compile_file, &handle, ZEND_INCLUDE);
	} zend_catch {
		zend_destroy_file_handle(&handle);
		zend_bailout();
	} zend_end_try();
	zend_destroy_file_handle(&handle);
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

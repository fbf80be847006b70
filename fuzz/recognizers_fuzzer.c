/* SPDX-License-Identifier: MIT */
/* libFuzzer harness for the pre-pass's parts one at a time (src/prepass.c), linked with the PHP
 * embed SAPI like rewrite_fuzzer.c and built with ASan and UBSan by scripts/fuzz.sh. On every
 * input, each part is held to a property of its own, stated over the token array by brute force:
 *  - the bracket context: at every token, its depth and innermost kind are what rescanning the
 *    tokens from the start says;
 *  - the discard recognizer: its edits are exactly the `void` words after `as`, `=>` or an
 *    ampersand (by the context's kind) followed by a token that closes the target or element, and
 *    directly in a parameter list, outside a default value, after a token a parameter's variable
 *    may follow and before `,`, `)` or `=`;
 *  - the (void) cast recognizer (this PHP has no cast token): its edits are exactly the `(void)`
 *    with blanks only inside, after a token that allows a cast and not opening a parameter list,
 *    and before an operand;
 *  - the edit list: applying edits taken from the input keeps every byte outside them and every
 *    line break inside them, and refuses exactly the lists in which two overlap; dropping nested
 *    edits keeps the outermost of each nest and nothing inside another.
 * The whole pass against its reference stays in rewrite_fuzzer.c. */
/* memrchr(), which php.h uses, is a GNU extension */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "php.h"
#include "sapi/embed/php_embed.h"

#include "php_void_discard.h"
#include "compat.h"
#include "lexical.h"
#include "prepass.h"

#ifdef VD_HAVE_VOID_CAST_TOKEN
# error "the cast recognizer's property is for PHP before 8.5 (scripts/fuzz.sh builds against 8.2)"
#endif

typedef struct {
	int id;
	size_t offset, length;
	unsigned char first;	/* the token's first byte */
} token;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	setenv("USE_ZEND_ALLOC", "0", 1);
	php_embed_module.php_ini_ignore = 1;
	setenv("PHP_INI_SCAN_DIR", "", 1);
	return php_embed_init(0, NULL) == SUCCESS ? 0 : 1;
}

static void fail(const char *what, size_t offset)
{
	fprintf(stderr, "%s at offset %zu\n", what, offset);
	abort();
}

static bool is_opener(int id)
{
	return id == '(' || id == '[' || id == '{' || id == T_CURLY_OPEN || id == T_DOLLAR_OPEN_CURLY_BRACES || id == T_ATTRIBUTE;
}

static bool is_closer(int id)
{
	return id == ')' || id == ']' || id == '}';
}

/* Whether the `(` at o opens a parameter list: `function` or `fn` (not after `::`), an optional
 * ampersand after it, an optional name (a token spelt as a word) after those. */
static bool after_function_header(const token *t, size_t o)
{
	size_t k = o;

	if (k > 0 && t[k - 1].id != T_FUNCTION && t[k - 1].id != T_FN && vd_is_label_byte(t[k - 1].first)) {
		k--;	/* the name */
	}
	if (k > 0 && vd_is_ampersand(t[k - 1].id)) {
		k--;
	}
	return k > 0 && (t[k - 1].id == T_FUNCTION || t[k - 1].id == T_FN)
		&& !(k > 1 && t[k - 2].id == T_PAAMAYIM_NEKUDOTAYIM);
}

/* The brackets open after tokens [0, upto], rescanned; the innermost kind, or -1 with none. */
static int context_at(const token *t, size_t upto, uint32_t *depth)
{
	size_t *open = malloc((upto + 1) * sizeof(*open));
	uint32_t d = 0;
	size_t i, k;
	int kind = -1;

	for (i = 0; i <= upto; i++) {
		if (is_opener(t[i].id)) {
			open[d++] = i;
		} else if (is_closer(t[i].id) && d) {
			d--;
		}
	}
	*depth = d;
	if (d) {
		size_t o = open[d - 1];
		uint32_t inner = 0;

		kind = o > 0 && t[o - 1].id == T_FOREACH && t[o].id == '(' ? VD_BRACKET_FOREACH
			: t[o].id == '(' && after_function_header(t, o) ? VD_BRACKET_PARAMS : VD_BRACKET_OTHER;
		/* an `as` directly inside it, up to here */
		for (k = o + 1; kind == VD_BRACKET_FOREACH && k <= upto; k++) {
			if (is_opener(t[k].id)) {
				inner++;
			} else if (is_closer(t[k].id)) {
				inner--;
			} else if (inner == 0 && t[k].id == T_AS) {
				kind = VD_BRACKET_FOREACH_AS;
			}
		}
	}
	free(open);
	return kind;
}

static bool is_word(const char *src, const token *t, const char *w, size_t len, bool ci)
{
	return t->id == T_STRING && t->length == len
		&& (ci ? zend_binary_strncasecmp(src + t->offset, len, w, len, len) == 0 : memcmp(src + t->offset, w, len) == 0);
}

static bool only_blanks(const char *src, size_t from, size_t to)
{
	for (; from < to; from++) {
		if (src[from] != ' ' && src[from] != '\t') {
			return false;
		}
	}
	return true;
}

static bool in_list(int id, const int *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (list[i] == id) {
			return true;
		}
	}
	return false;
}

/* The operands a cast may take, and the tokens after which `(void)` is not one: prepass.c's rule,
 * restated as lists. */
static const int operands[] = {
	T_VARIABLE, '$', T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_NAME_RELATIVE, T_LNUMBER,
	T_DNUMBER, T_CONSTANT_ENCAPSED_STRING, '"', T_START_HEREDOC, '`', '!', '~', '@', T_INC, T_DEC,
	T_NEW, T_CLONE, T_FUNCTION, T_FN, T_STATIC, T_ATTRIBUTE, T_YIELD, T_YIELD_FROM, T_THROW,
	T_INCLUDE, T_INCLUDE_ONCE, T_REQUIRE, T_REQUIRE_ONCE, T_PRINT, T_ISSET, T_EMPTY, T_EVAL, T_EXIT,
	T_LIST, T_ARRAY, T_MATCH, T_INT_CAST, T_DOUBLE_CAST, T_STRING_CAST, T_ARRAY_CAST, T_OBJECT_CAST,
	T_BOOL_CAST, T_UNSET_CAST, T_LINE, T_FILE, T_DIR, T_CLASS_C, T_TRAIT_C, T_METHOD_C, T_FUNC_C,
	T_NS_C,
};
static const int no_cast_after[] = {
	T_IF, T_ELSEIF, T_WHILE, T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_PAAMAYIM_NEKUDOTAYIM,
	T_NEW, '$', T_NS_SEPARATOR,
};

/* The tokens a parameter's variable may follow in its list: lexical.h's rule, restated as a list
 * (8.2 has no set-visibility tokens). */
static const int before_param[] = {
	'(', ',', ']', ')', T_ELLIPSIS, T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_NAME_RELATIVE,
	T_ARRAY, T_CALLABLE, T_STATIC, T_PUBLIC, T_PROTECTED, T_PRIVATE, T_READONLY, T_FINAL,
	T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG, T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG, '&',
};

/* Whether the parameter around token i has had its `=`: a `=` directly in the list since its
 * `(` or the last `,` directly in it. */
static bool param_in_default(const token *t, size_t i)
{
	uint32_t nested = 0;

	while (i-- > 0) {
		if (is_closer(t[i].id)) {
			nested++;
		} else if (is_opener(t[i].id)) {
			if (nested == 0) {
				return false;
			}
			nested--;
		} else if (nested == 0 && t[i].id == ',') {
			return false;
		} else if (nested == 0 && t[i].id == '=') {
			return true;
		}
	}
	return false;
}

/* Whether edits holds an edit [from, to) with exactly this replacement. */
static bool has_edit(const vd_edits *e, size_t from, size_t to, const char *with, size_t with_len)
{
	uint32_t i;

	for (i = 0; i < e->count; i++) {
		if (e->edits[i].from == from && e->edits[i].to == to && e->edits[i].with_len == with_len
				&& memcmp(e->edits[i].with, with, with_len) == 0) {
			return true;
		}
	}
	return false;
}

static uint32_t count_with(const vd_edits *e, const char *with, size_t with_len)
{
	uint32_t i, n = 0;

	for (i = 0; i < e->count; i++) {
		n += e->edits[i].with_len == with_len && memcmp(e->edits[i].with, with, with_len) == 0;
	}
	return n;
}

static void check_recognizers(const char *src, size_t len)
{
	vd_lexer lx;
	vd_context ctx;
	vd_edits edits = {0};
	token *t = NULL;
	size_t n = 0, size = 0, i, stop = len;
	uint32_t discards = 0, casts = 0, params = 0, depth;

	if (!vd_lexer_open(&lx, src, len, false)) {
		return;
	}
	/* the token array, and the context at each token against the rescan */
	vd_context_init(&ctx, sizeof(vd_bracket));
	while (vd_lexer_next(&lx) && !vd_context_halts(&lx)) {
		const vd_bracket *top;
		int kind;

		if (n == size) {
			size = size ? size * 2 : 256;
			t = realloc(t, size * sizeof(*t));
		}
		t[n].id = lx.token;
		t[n].offset = lx.offset;
		t[n].length = lx.length;
		t[n].first = (unsigned char) src[lx.offset];
		vd_context_feed(&ctx, &lx);
		top = vd_context_top(&ctx);
		if (n < 2048) {	/* the rescan is quadratic */
			kind = context_at(t, n, &depth);
			if (depth != ctx.depth || kind != (top ? (int) top->kind : -1)) {
				fail("the bracket context differs from a rescan", lx.offset);
			}
		}
		n++;
	}
	stop = lx.token ? lx.offset : len;
	vd_context_free(&ctx);
	vd_lexer_close(&lx);

	if (!vd_prepass_edits(src, len, len, false, &edits)) {
		free(t);
		return;
	}
	for (i = 0; i < n && n < 2048; i++) {
		/* discards */
		if (is_word(src, &t[i], VD_WORD(VOID), true) && i + 1 < n && i >= 1) {
			int prev = t[i - 1].id, prev2 = i >= 2 ? t[i - 2].id : 0, next = t[i + 1].id, kind;
			bool amp = vd_is_ampersand(prev), foreach_target, element;

			kind = context_at(t, i, &depth);
			if (kind == VD_BRACKET_PARAMS) {
				if (!param_in_default(t, i) && in_list(prev, before_param, sizeof(before_param) / sizeof(*before_param))
						&& (next == ',' || next == ')' || next == '=')) {
					if (!edits.param_variable || !has_edit(&edits, t[i].offset, t[i].offset + 4,
							ZSTR_VAL(edits.param_variable), ZSTR_LEN(edits.param_variable))) {
						fail("a discarded parameter was not rewritten", t[i].offset);
					}
					params++;
				}
				continue;
			}
			foreach_target = kind == VD_BRACKET_FOREACH_AS
				&& (prev == T_AS || prev == T_DOUBLE_ARROW || (amp && (prev2 == T_AS || prev2 == T_DOUBLE_ARROW)))
				&& (next == ')' || next == T_DOUBLE_ARROW);
			element = amp && (prev2 == '[' || prev2 == '(' || prev2 == ',' || prev2 == T_DOUBLE_ARROW)
				&& (next == ',' || next == ']' || next == ')');
			if (foreach_target || element) {
				if (!has_edit(&edits, t[i].offset, t[i].offset + 4, VD_WORD(SENTINEL_CALL))) {
					fail("a discard `void` was not rewritten", t[i].offset);
				}
				discards++;
			}
		}
		/* casts: `(` `void` `)` operand */
		if (t[i].id == '(' && i + 3 < n && is_word(src, &t[i + 1], VD_WORD(VOID), true) && t[i + 2].id == ')'
				&& only_blanks(src, t[i].offset + 1, t[i + 1].offset)
				&& only_blanks(src, t[i + 1].offset + 4, t[i + 2].offset)
				&& in_list(t[i + 3].id, operands, sizeof(operands) / sizeof(*operands))
				&& !is_word(src, &t[i + 3], VD_WORD(CAST_SENTINEL), false)
				&& !(i >= 1 && in_list(t[i - 1].id, no_cast_after, sizeof(no_cast_after) / sizeof(*no_cast_after)))
				&& !(i >= 1 && is_word(src, &t[i - 1], VD_WORD(ENUM), true))
				/* `function f (void)`: a parameter list, whatever stands between the name and `(` */
				&& !after_function_header(t, i)
				&& !(t[i].offset > 0 && vd_is_label_byte(src[t[i].offset - 1]))) {
			if (!has_edit(&edits, t[i].offset, t[i + 2].offset + 1, VD_WORD(CAST_SENTINEL_CALL))) {
				fail("a `(void)` cast was not rewritten", t[i].offset);
			}
			casts++;
		}
	}
	if (n < 2048 && (count_with(&edits, VD_WORD(SENTINEL_CALL)) != discards
			|| count_with(&edits, VD_WORD(CAST_SENTINEL_CALL)) != casts || discards + casts + params != edits.count)) {
		fail("the pre-pass made an edit no rule asks for", stop);
	}
	vd_edits_free(&edits);
	free(t);
}

/* Edits from the input's bytes: pairs of offsets, some overlapping. */
static void check_edit_list(const char *src, size_t len)
{
	vd_edits e = {0};
	zend_string *out;
	bool overlap = false, applied;
	size_t i, j;

	if (len < 4) {
		return;
	}
	for (i = 0; i + 1 < len && i < 64; i += 2) {
		size_t from = (unsigned char) src[i] % len, to = from + (unsigned char) src[i + 1] % 5;

		vd_edits_add(&e, from, to < len ? to : len, "#", 1);
	}
	for (i = 0; i < e.count; i++) {
		for (j = 0; j < i; j++) {
			vd_edit *a = &e.edits[i], *b = &e.edits[j];

			/* two edits claim a byte, or an insertion falls strictly inside a replaced range */
			overlap |= a->from < a->to && b->from < b->to && a->from < b->to && b->from < a->to;
			overlap |= (a->from == a->to && b->from < a->from && a->from < b->to)
				|| (b->from == b->to && a->from < b->from && b->from < a->to);
		}
	}
	applied = vd_edits_apply(&e, src, len, &out);
	if (applied == overlap) {
		fail(overlap ? "overlapping edits were applied" : "edits that do not overlap were refused", 0);
	}
	if (applied) {
		/* sorted now: every byte outside the edits, in order, and each edit's line breaks */
		size_t p = 0, q = 0;

		for (i = 0; i < e.count; i++) {
			const vd_edit *edit = &e.edits[i];

			if (memcmp(ZSTR_VAL(out) + q, src + p, edit->from - p) != 0) {
				fail("the edit list changed a byte outside every edit", p);
			}
			q += edit->from - p;
			if (ZSTR_VAL(out)[q++] != '#') {
				fail("the edit list lost a replacement", edit->from);
			}
			for (j = edit->from; j < edit->to; j++) {
				if (src[j] == '\n' || src[j] == '\r') {
					if (ZSTR_VAL(out)[q++] != src[j]) {
						fail("the edit list lost a line break", j);
					}
				}
			}
			p = edit->to;
		}
		if (ZSTR_LEN(out) != q + (len - p) || memcmp(ZSTR_VAL(out) + q, src + p, len - p) != 0) {
			fail("the edit list changed the bytes after the last edit", p);
		}
		zend_string_release(out);
	}
	vd_edits_free(&e);
}

/* vd_edits_drop_nested(): every edit is kept or lies inside one kept; none kept lies inside another. */
static void check_drop_nested(const char *src, size_t len)
{
	vd_edits e = {0}, all = {0};
	uint32_t i, j;

	for (i = 0; i + 1 < len && i < 64; i += 2) {
		size_t from = (unsigned char) src[i] % 32, to = from + (unsigned char) src[i + 1] % 9;

		vd_edits_add(&e, from, to, "#", 1);
		vd_edits_add(&all, from, to, "#", 1);
	}
	vd_edits_drop_nested(&e);
	for (i = 0; i < all.count; i++) {
		bool covered = false;

		for (j = 0; j < e.count; j++) {
			covered |= all.edits[i].from == e.edits[j].from && all.edits[i].to == e.edits[j].to;
			covered |= e.edits[j].from < e.edits[j].to && e.edits[j].from <= all.edits[i].from && all.edits[i].to <= e.edits[j].to;
		}
		if (!covered) {
			fail("vd_edits_drop_nested() lost an edit no other covers", all.edits[i].from);
		}
	}
	for (i = 0; i < e.count; i++) {
		for (j = 0; j < e.count; j++) {
			if (i != j && e.edits[j].from < e.edits[j].to && e.edits[j].from <= e.edits[i].from && e.edits[i].to <= e.edits[j].to) {
				fail("vd_edits_drop_nested() kept an edit inside another", e.edits[i].from);
			}
		}
	}
	vd_edits_free(&e);
	vd_edits_free(&all);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	zend_try {
		check_recognizers((const char *) data, size);
		check_edit_list((const char *) data, size);
		check_drop_nested((const char *) data, size);
	} zend_end_try();
	return 0;
}

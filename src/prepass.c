/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_smart_str.h"

#include "php_void_discard.h"
#include "compat.h"
#include "lexical.h"
#include "scanner.h"
#include "prepass.h"

/* The token pass, with PHP's own lexer from the start (where the lexer's state is known): one
 * driver feeds every significant token to each recognizer in turn; each recognizer keeps only its
 * own state and writes edits; the edit list is sorted and checked once, when it is applied. */

/* ---- the bracket context: which brackets are open, and which is a foreach header ---- */

void vd_context_init(vd_context *ctx, size_t frame_size)
{
	memset(ctx, 0, sizeof(*ctx));
	ctx->frame_size = frame_size;
}

void vd_context_grow(vd_context *ctx)
{
	ctx->size = ctx->size ? ctx->size * 2 : 64;
	ctx->frames = safe_erealloc(ctx->frames, ctx->size, ctx->frame_size, 0);
}

void vd_context_free(vd_context *ctx)
{
	if (ctx->frames) {
		efree(ctx->frames);
	}
}

/* ---- the discard rule, and the recognizer that rewrites `void` by it ---- */

/* A binary `$flags & VOID` is not preceded by `[`, `(`, `,` or `=>` and is left alone. Directly in a
 * parameter list a `void` may only stand for a parameter's variable: its `(`, `,` and `&` are a
 * parameter's, not a list element's. */
vd_follow vd_discard_follow(const vd_context *ctx, const vd_lexer *lx)
{
	const vd_bracket *top = vd_context_top(ctx);
	int prev = lx->prev, prev2 = lx->prev2;
	vd_follow follow = VD_FOLLOW_NONE;

	if (top && top->kind == VD_BRACKET_PARAMS) {
		return !top->in_default && vd_precedes_param_variable(prev) ? VD_FOLLOW_PARAM : VD_FOLLOW_NONE;
	}
	if (top && top->kind == VD_BRACKET_FOREACH_AS
			&& (prev == T_AS || prev == T_DOUBLE_ARROW
				|| (vd_is_ampersand(prev) && (prev2 == T_AS || prev2 == T_DOUBLE_ARROW)))) {
		follow |= VD_FOLLOW_FOREACH;
	}
	if (vd_is_ampersand(prev) && (prev2 == '[' || prev2 == '(' || prev2 == ',' || prev2 == T_DOUBLE_ARROW)) {
		follow |= VD_FOLLOW_ELEMENT;
	}
	return follow;
}

bool vd_follow_matches(vd_follow follow, int token)
{
	if ((follow & VD_FOLLOW_FOREACH) && (token == ')' || token == T_DOUBLE_ARROW)) {
		return true;
	}
	if ((follow & VD_FOLLOW_PARAM) && (token == ',' || token == ')' || token == '=')) {
		return true;
	}
	return (follow & VD_FOLLOW_ELEMENT) && (token == ',' || token == ']' || token == ')');
}

zend_string *vd_unused_variable(const char *src, size_t len, const char *base, size_t base_len)
{
	zend_string *name = zend_string_concat2("$", 1, base, base_len);
	uint32_t n = 1;

	while (zend_memnstr(src, ZSTR_VAL(name) + 1, ZSTR_LEN(name) - 1, src + len)) {
		zend_string_release(name);
		name = zend_strpprintf(0, "$%s_%" PRIu32, base, ++n);
	}
	return name;
}

/* A discarded parameter's `void` at `at` in src becomes the variable discarded parameters are
 * written as, chosen at the first, once for the file. */
static void vd_edits_add_param(vd_edits *e, size_t at, const char *src, size_t len)
{
	if (!e->param_variable) {
		e->param_variable = vd_unused_variable(src, len, VD_WORD(SENTINEL));
	}
	vd_edits_add(e, at, at + sizeof(VD_WORD_VOID) - 1, ZSTR_VAL(e->param_variable), ZSTR_LEN(e->param_variable));
}

/* A `void` that may be a discard, decided by the token after it. */
typedef struct {
	vd_follow follow;
	size_t at;
	size_t len;		/* of the source */
} vd_discard;

static zend_always_inline bool vd_discard_busy(const vd_discard *d)
{
	return d->follow != VD_FOLLOW_NONE;
}

static void vd_discard_write(const vd_discard *d, const vd_lexer *lx, vd_edits *edits)
{
	if (d->follow == VD_FOLLOW_PARAM) {
		vd_edits_add_param(edits, d->at, lx->src, d->len);
	} else {
		vd_edits_add(edits, d->at, d->at + sizeof(VD_WORD_VOID) - 1, VD_WORD(SENTINEL_CALL));
	}
}

static zend_always_inline void vd_discard_feed(vd_discard *d, const vd_context *ctx, const vd_lexer *lx, vd_edits *edits)
{
	if (d->follow != VD_FOLLOW_NONE) {
		if (vd_follow_matches(d->follow, lx->token)) {
			vd_discard_write(d, lx, edits);
		}
		d->follow = VD_FOLLOW_NONE;
	}
	if (vd_lexer_is_word(lx, VD_WORD(VOID), true)) {
		d->follow = vd_discard_follow(ctx, lx);
		d->at = lx->offset;
	}
}

#ifdef VD_HAVE_VOID_CAST_TOKEN
/* ---- `list(void)`: PHP 8.5+ lexes it as `list` and a cast ---- */

/* The word inside: the list sentinel, as in `list(__discard)`, or after a function header the
 * sole parameter's variable, as in `function f($__discard)`; spaces, tabs and parentheses stay.
 * Fed before the context, whose header is then that of the token before the cast. */
static void vd_list_cast_feed(const vd_context *ctx, const vd_lexer *lx, size_t len, vd_edits *edits)
{
	size_t word = lx->offset + 1;

	if (lx->token != T_VOID_CAST || (lx->prev != T_LIST && ctx->header == VD_HEADER_NONE)) {
		return;
	}
	while (lx->src[word] == ' ' || lx->src[word] == '\t') {
		word++;
	}
	if (lx->prev == T_LIST) {
		vd_edits_add(edits, word, word + sizeof(VD_WORD_VOID) - 1, VD_WORD(SENTINEL));
	} else {
		vd_edits_add_param(edits, word, lx->src, len);
	}
}

typedef struct {
	vd_context context;
	vd_discard discard;
} vd_prepass;

# define VD_CAST_FEED_BEFORE(p, lx, edits) vd_list_cast_feed(&(p)->context, lx, (p)->discard.len, edits)
# define VD_CAST_FEED(p, lx, edits) ((void) 0)
# define VD_CAST_BUSY(p) false
#else
/* ---- `(void) expr`: PHP 8.5's cast statement, emulated where PHP has no cast token ---- */

typedef enum {
	VD_CAST_NONE,
	VD_CAST_VOID,	/* `(void`, waiting for `)` */
	VD_CAST_CLOSED,	/* `(void)`, waiting for the operand */
} vd_cast_stage;

typedef struct {
	vd_cast_stage stage;
	size_t start, end;		/* of the `(void)` being matched */
	size_t paren;			/* the last `(` */
	int before_paren;		/* the token before it */
	bool after_enum;		/* the previous token is the word `enum` */
	bool paren_after_enum;	/* so was the one before the last `(` */
} vd_cast;

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

/* Whether `(void)` after this token can be a cast. After `if`, `elseif` and `while` it is the
 * condition, the constant void, followed by a statement that starts like an operand: stock PHP.
 * After `->`, `::`, `new`, `$` or `\` the sentinel would become a member, class or variable name. */
static bool vd_cast_may_follow(int prev)
{
	switch (prev) {
		case T_OBJECT_OPERATOR: case T_NULLSAFE_OBJECT_OPERATOR: case T_PAAMAYIM_NEKUDOTAYIM:
		case T_NEW: case '$': case T_NS_SEPARATOR:
			return false;
	}
	return !vd_is_condition_keyword(prev);
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

static zend_always_inline void vd_cast_feed(vd_cast *c, const vd_context *ctx, const vd_lexer *lx, vd_edits *edits)
{
	int token = lx->token;

	if (c->stage == VD_CAST_NONE && token != '(' && token != T_STRING) {
		c->after_enum = false;	/* the common case, first */
		return;
	}
	if (c->stage == VD_CAST_VOID) {
		c->stage = token == ')' && vd_only_blanks(lx->src + lx->prev_end, lx->src + lx->offset) ? VD_CAST_CLOSED : VD_CAST_NONE;
		c->end = lx->offset + 1;
	} else if (c->stage == VD_CAST_CLOSED) {
		/* `(void)(void) f()` left the first alone (`(` follows it): so does a second pass */
		if (vd_is_cast_operand(token) && !vd_lexer_is_word(lx, VD_WORD(CAST_SENTINEL), false)) {
			vd_edits_add(edits, c->start, c->end, VD_WORD(CAST_SENTINEL_CALL));
		}
		c->stage = VD_CAST_NONE;
	}
	if (token == '(') {
		c->paren = lx->offset;
		c->before_paren = lx->prev;
		/* PHP lexes `enum` as a name before `(` and as the keyword before a name such as the
		 * sentinel: a cast here would change that token (stock PHP rejects both) */
		c->paren_after_enum = c->after_enum;
	} else if (lx->prev == '(' && vd_lexer_is_word(lx, VD_WORD(VOID), true)
			&& vd_cast_may_follow(c->before_paren) && !c->paren_after_enum
			/* `function f(void)`: a parameter list (vd_discard_feed()) */
			&& vd_context_top(ctx)->kind != VD_BRACKET_PARAMS
			/* `else(void) f();` is left alone: the sentinel would run into the name before it,
			 * and lower() could not tell an inserted space from one that was there */
			&& !(c->paren > 0 && vd_is_label_byte(lx->src[c->paren - 1]))
			&& vd_only_blanks(lx->src + lx->prev_end, lx->src + lx->offset)) {
		c->stage = VD_CAST_VOID;
		c->start = c->paren;
	}
	c->after_enum = vd_lexer_is_word(lx, VD_WORD(ENUM), true);
}

typedef struct {
	vd_context context;
	vd_discard discard;
	vd_cast cast;
} vd_prepass;

# define VD_CAST_FEED_BEFORE(p, lx, edits) ((void) 0)
# define VD_CAST_FEED(p, lx, edits) vd_cast_feed(&(p)->cast, &(p)->context, lx, edits)
# define VD_CAST_BUSY(p) ((p)->cast.stage != VD_CAST_NONE)
#endif

/* ---- the driver ---- */

bool vd_prepass_edits(const char *src, size_t len, size_t stop, bool in_script, vd_edits *edits)
{
	vd_prepass p = {0};
	vd_lexer lx;

	if (!vd_lexer_open(&lx, src, len, in_script)) {
		return false;
	}
	vd_context_init(&p.context, sizeof(vd_bracket));
	p.discard.len = len;
	while (vd_lexer_next(&lx) && !vd_context_halts(&lx)) {
		/* past stop nothing can change, once no recognizer waits for a token */
		if (lx.offset >= stop && !vd_discard_busy(&p.discard) && !VD_CAST_BUSY(&p)) {
			break;
		}
		VD_CAST_FEED_BEFORE(&p, &lx, edits);
		vd_context_feed(&p.context, &lx);
		vd_discard_feed(&p.discard, &p.context, &lx, edits);
		VD_CAST_FEED(&p, &lx, edits);
	}
	vd_context_free(&p.context);
	vd_lexer_close(&lx);
	return true;
}

/* ---- the edit list ---- */

void vd_edits_add(vd_edits *e, size_t from, size_t to, const char *with, size_t with_len)
{
	vd_edit *edit;

	if (e->count == e->size) {
		e->size = e->size ? e->size * 2 : 16;
		e->edits = safe_erealloc(e->edits, e->size, sizeof(*e->edits), 0);
	}
	edit = &e->edits[e->count++];
	edit->from = from;
	edit->to = to;
	edit->with = with;
	edit->with_len = with_len;
}

static int vd_edit_compare(const void *a, const void *b)
{
	const vd_edit *x = a, *y = b;

	if (x->from != y->from) {
		return x->from < y->from ? -1 : 1;
	}
	return x->to < y->to ? -1 : x->to > y->to;
}

bool vd_edits_apply(vd_edits *e, const char *src, size_t len, zend_string **out)
{
	smart_str buf = {0};
	size_t copied = 0, i;
	uint32_t k;

	*out = NULL;
	if (e->count == 0) {
		return true;
	}
	/* not qsort(NULL, 0, ...): the C library declares the array never null (UBSan) */
	qsort(e->edits, e->count, sizeof(*e->edits), vd_edit_compare);
	for (k = 1; k < e->count; k++) {
		if (e->edits[k].from < e->edits[k - 1].to) {
			return false;
		}
	}
	for (k = 0; k < e->count; k++) {
		const vd_edit *edit = &e->edits[k];

		smart_str_appendl(&buf, src + copied, edit->from - copied);
		smart_str_appendl(&buf, edit->with, edit->with_len);
		for (i = edit->from; i < edit->to; i++) {
			if (src[i] == '\n' || src[i] == '\r') {
				smart_str_appendc(&buf, src[i]);
			}
		}
		copied = edit->to;
	}
	smart_str_appendl(&buf, src + copied, len - copied);
	*out = smart_str_extract(&buf);
	return true;
}

/* By start, the longer of two edits that start together first: an outer edit precedes those inside. */
static int vd_edit_compare_outer_first(const void *a, const void *b)
{
	const vd_edit *x = a, *y = b;

	if (x->from != y->from) {
		return x->from < y->from ? -1 : 1;
	}
	return x->to > y->to ? -1 : x->to < y->to;
}

void vd_edits_drop_nested(vd_edits *e)
{
	uint32_t k, kept = 0;

	if (e->count < 2) {
		return;
	}
	qsort(e->edits, e->count, sizeof(*e->edits), vd_edit_compare_outer_first);
	for (k = 0; k < e->count; k++) {
		const vd_edit *outer = kept ? &e->edits[kept - 1] : NULL;

		if (outer && outer->from < outer->to && e->edits[k].from >= outer->from && e->edits[k].to <= outer->to) {
			continue;
		}
		e->edits[kept++] = e->edits[k];
	}
	e->count = kept;
}

void vd_edits_free(vd_edits *e)
{
	if (e->edits) {
		efree(e->edits);
	}
	if (e->param_variable) {
		zend_string_release(e->param_variable);
	}
}

/* ---- the pass ---- */

zend_string *vd_prepass_rewrite_until(const char *src, size_t len, size_t stop, bool in_script, vd_rewrite_facts *facts)
{
	vd_edits edits = {0};
	zend_string *out = NULL;

	facts->halt_offset_delta = 0;
	facts->param_variable = NULL;
	if (vd_prepass_edits(src, len, stop, in_script, &edits)) {
		/* no two recognizers claim the same bytes; if they did, PHP compiles src as written and
		 * reports its own error */
		if (!vd_edits_apply(&edits, src, len, &out)) {
			ZEND_ASSERT(0 && "overlapping pre-pass edits");
		}
	}
	if (out) {
		/* every edit is before a `__halt_compiler`, if there is one */
		facts->halt_offset_delta = (zend_long) ZSTR_LEN(out) - (zend_long) len;
		facts->param_variable = edits.param_variable;
		edits.param_variable = NULL;
	}
	vd_edits_free(&edits);
	return out;
}

static zend_string *vd_prepass_rewrite_ex(const char *src, size_t len, bool in_script, bool whole, vd_rewrite_facts *facts)
{
	size_t stop;

	facts->halt_offset_delta = 0;
	facts->param_variable = NULL;
	if (!(vd_scanner_scan((const unsigned char *) src, len, &stop) & VD_SCAN_REWRITE)) {
		return NULL;
	}
	return vd_prepass_rewrite_until(src, len, whole ? len : stop, in_script, facts);
}

zend_string *vd_prepass_rewrite(const char *src, size_t len, bool in_script, vd_rewrite_facts *facts)
{
	return vd_prepass_rewrite_ex(src, len, in_script, false, facts);
}

zend_string *vd_prepass_rewrite_whole(const char *src, size_t len, bool in_script, vd_rewrite_facts *facts)
{
	return vd_prepass_rewrite_ex(src, len, in_script, true, facts);
}

ZEND_FUNCTION(VoidDiscard_prepass)
{
	zend_string *code, *rewritten;
	vd_rewrite_facts facts;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(code)
	ZEND_PARSE_PARAMETERS_END();

	rewritten = vd_prepass_rewrite(ZSTR_VAL(code), ZSTR_LEN(code), false, &facts);
	if (facts.param_variable) {
		zend_string_release(facts.param_variable);
	}
	if (!rewritten) {
		RETURN_STR_COPY(code);
	}
	RETURN_STR(rewritten);
}

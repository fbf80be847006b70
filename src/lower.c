/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"

#include "php_void_discard.h"
#include "compat.h"
#include "lexical.h"
#include "prepass.h"
#include "ast.h"

/* lower() runs the pre-pass, so every discard the engine would see is a sentinel in its output,
 * then walks that output with PHP's lexer and edits each sentinel into stock PHP:
 *   a list slot becomes a hole, a keyed entry goes, a foreach target becomes a variable the file
 *   does not use, and a `(void)` cast, or an all-void list assignment as a statement, becomes an
 *   assignment to that variable (`$__void = f();`), which binds as loosely and, unlike a bare
 *   statement, keeps PHP 8.5+ from warning about a #[\NoDiscard] result. Edits go through
 *   the pre-pass's edit list, which keeps the line breaks of what it replaces: no line moves.
 * Brackets and foreach headers are the pre-pass's bracket context (prepass.h), whose frames here
 * carry the lowering's own state.
 * Which brackets are destructuring targets is only known once they close (`=` follows, or they
 * end a foreach header): their edits stay tentative until then. */

/* One open bracket. List candidates (`[` where an operand may start, `list(`) track the element
 * being read; every bracket counts the tokens directly inside it. */
typedef struct {
	vd_bracket bracket;		/* the context's part: whether it is a foreach header */
	size_t open;			/* offset of `[`, `(` or of the `list` keyword */
	uint32_t inner;			/* tokens directly inside */
	bool list;
	bool stmt;				/* opened where a statement starts */
	bool header;			/* a control structure's header (vd_is_header_keyword) */
	bool after_target_arrow;/* opened right after `as`/`=>` in a foreach header */
	/* lists only: the whole list */
	uint32_t discards, kept, mark;
	/* lists only: the current element */
	bool elem_started, keyed, amp;
	size_t elem_from, value_from, last_end;
	uint32_t items, elem_mark;
	int first, second;
	bool first_void_word, first_sentinel_name;
	bool group_list, group_all_void, group_empty;
} vd_group;

typedef struct {
	const char *src;
	size_t len;
	vd_lexer lx;
	vd_context ctx;			/* frames are vd_group */
	vd_edits final, tentative;
	zend_string *variable;	/* `$` and a name the file does not use */
	zend_string *used;		/* the variable, ` = ` (vd_add_used()) */
	zend_string *param_variable;	/* what the pre-pass wrote discarded parameters as, or NULL */
	zend_string **param_names;		/* `$__void_1`, … by position, made as needed */
	uint32_t param_names_count;
	/* a closed list waiting for the token after it */
	bool closed_pending;
	vd_group closed;
	size_t closed_end;
	/* `__discard` `(` `)` where vd_discard_follow() makes it a foreach target (after an
	 * ampersand: left for the AST check) */
	int sentinel_state;
	size_t sentinel_from;
	bool sentinel_amp;
	/* whether a statement starts after the previous token, and after the one before */
	bool stmt_after_prev, stmt_after_prev2;
	bool header_closed;		/* the current token closed a control structure's header */
} vd_lowering;

/* `$__void = `: the rest of the expression becomes a value used, not a statement of its own, so
 * PHP 8.5 does not warn for a #[\NoDiscard] call there. An assignment binds as loosely as the cast
 * (only `and`, `xor` and `or` bind more loosely, and their operands run as before:
 * `(void) $a or $b;` reads `$__void = $a or $b;`), and analysers see a plain assignment where
 * `false or f()` had them report a left side always false. One space after `=`, unless a blank
 * follows already. */
static void vd_add_used(const vd_lowering *l, vd_edits *e, size_t from, size_t to)
{
	bool spaced = to < l->len && l->src[to] != ' ' && l->src[to] != '\t' && l->src[to] != '\n';

	vd_edits_add(e, from, to, ZSTR_VAL(l->used), ZSTR_LEN(l->used) - (spaced ? 0 : 1));
}

static void vd_add_delete(vd_edits *e, size_t from, size_t to)
{
	vd_edits_add(e, from, to, "", 0);
}

/* Tentative edits from mark on become final. */
static void vd_commit(vd_lowering *l, uint32_t mark)
{
	uint32_t i;

	for (i = mark; i < l->tentative.count; i++) {
		const vd_edit *edit = &l->tentative.edits[i];

		vd_edits_add(&l->final, edit->from, edit->to, edit->with, edit->with_len);
	}
	l->tentative.count = mark;
}

static zend_always_inline vd_group *vd_top(const vd_lowering *l)
{
	return (vd_group *) vd_context_top(&l->ctx);
}

/* Whether a statement starts after this token, conservatively: not after `:` (a ternary or a
 * label); after `)` only where it closes a control structure's header (vd_lowering). */
static bool vd_starts_stmt(int token)
{
	return token == ';' || token == '{' || token == '}' || token == T_OPEN_TAG || token == T_ELSE || token == T_DO;
}

/* A discarded parameter's stock twin: the variable with the parameter's position (from 1), so
 * that the parameters of one list stay distinct. */
static const zend_string *vd_param_twin(vd_lowering *l, uint32_t position)
{
	if (position >= l->param_names_count) {
		uint32_t count = position + 1;

		l->param_names = safe_erealloc(l->param_names, count, sizeof(*l->param_names), 0);
		memset(l->param_names + l->param_names_count, 0, (count - l->param_names_count) * sizeof(*l->param_names));
		l->param_names_count = count;
	}
	if (!l->param_names[position]) {
		l->param_names[position] = zend_strpprintf(0, "%s_%" PRIu32, ZSTR_VAL(l->variable), position + 1);
	}
	return l->param_names[position];
}

/* Where the spaces and tabs from offset end, on the same line. */
static size_t vd_blanks_end(const vd_lowering *l, size_t offset)
{
	while (offset < l->len && (l->src[offset] == ' ' || l->src[offset] == '\t')) {
		offset++;
	}
	return offset;
}

static void vd_element_begin(vd_lowering *l, vd_group *g, size_t from)
{
	g->elem_started = true;
	g->keyed = g->amp = false;
	g->elem_from = g->value_from = from;
	g->items = 0;
	g->first = g->second = 0;
	g->first_void_word = g->first_sentinel_name = false;
	g->group_list = g->group_all_void = g->group_empty = false;
	g->elem_mark = l->tentative.count;
}

/* The element of list g ends (at `,` when comma, else at its closing bracket). */
static void vd_element_end(vd_lowering *l, vd_group *g, bool comma)
{
	bool discard, nested;

	if (!g->elem_started) {
		return;	/* a hole */
	}
	g->elem_started = false;
	discard = (g->items == 1 && g->first_void_word)
		|| (g->items == 2 && g->first_sentinel_name && g->second == '(' && g->group_empty);
	nested = (g->items == 1 && g->first == '[' && g->group_list)
		|| (g->items == 2 && g->first == T_LIST && g->second == '(');
	/* `&void`: left for the AST check to reject */
	if (g->amp || (!discard && !(nested && g->group_all_void))) {
		g->kept++;
		if (!nested) {
			l->tentative.count = g->elem_mark;
		}
		return;
	}
	g->discards++;
	l->tentative.count = g->elem_mark;
	if (!g->keyed) {
		vd_add_delete(&l->tentative, g->value_from, g->last_end);
	} else if (comma) {
		/* with its comma and the blanks after it on the same line, so `['id' => void, 'n' => $n]`
		 * reads `['n' => $n]` and the next line keeps its indentation */
		vd_add_delete(&l->tentative, g->elem_from, vd_blanks_end(l, l->lx.offset + 1));
	} else {
		vd_add_delete(&l->tentative, g->elem_from, g->last_end);
	}
}

/* A token directly inside list g: part of the current element. */
static void vd_element_token(vd_lowering *l, vd_group *g, int token)
{
	const vd_lexer *lx = &l->lx;

	if (!g->elem_started) {
		vd_element_begin(l, g, lx->offset);
	}
	g->last_end = lx->offset + lx->length;
	if (token == T_DOUBLE_ARROW) {
		g->keyed = true;
		g->items = 0;
		g->amp = false;
		l->tentative.count = g->elem_mark;
		return;
	}
	if (g->items == 0 && vd_is_ampersand(token)) {
		g->amp = true;
		return;
	}
	if (g->items == 0) {
		g->value_from = lx->offset;
		g->first = token;
		g->first_sentinel_name = vd_lexer_is_word(lx, VD_WORD(SENTINEL), false);
		g->first_void_word = g->first_sentinel_name || vd_lexer_is_word(lx, VD_WORD(VOID), true);
	} else if (g->items == 1) {
		g->second = token;
	}
	g->items++;
}

/* A list closed before the current token: decide what it was. */
static void vd_resolve_closed(vd_lowering *l, int token)
{
	vd_group *c = &l->closed, *parent = vd_top(l);
	bool all_void = c->discards > 0 && c->kept == 0;

	l->closed_pending = false;
	if (token == '=') {
		/* an assignment target: `[void, void] = f();` leaves `$__void = f();` as a statement (see
		 * vd_add_used()), `f()` where it is a value */
		if (all_void) {
			l->tentative.count = c->mark;
			if (c->stmt) {
				vd_add_used(l, &l->final, c->open, l->lx.offset + 1);
			} else {
				vd_add_delete(&l->final, c->open, l->lx.offset + 1);
			}
		} else {
			vd_commit(l, c->mark);
		}
		if (parent && parent->list) {
			parent->group_list = false;
		}
		return;
	}
	if (parent && parent->list) {
		/* an element of the enclosing list, decided with it */
		parent->group_list = true;
		parent->group_all_void = all_void;
		return;
	}
	if (c->after_target_arrow && parent && parent->bracket.kind == VD_BRACKET_FOREACH_AS
			&& (token == ')' || token == T_DOUBLE_ARROW)) {
		if (all_void) {
			l->tentative.count = c->mark;
			vd_edits_add(&l->final, c->open, l->closed_end, ZSTR_VAL(l->variable), ZSTR_LEN(l->variable));
		} else {
			vd_commit(l, c->mark);
		}
		return;
	}
	l->tentative.count = c->mark;
}

/* A bracket the context opened at the current token, whose enclosing bracket is parent. */
static void vd_opened(vd_lowering *l, vd_group *g, const vd_group *parent)
{
	const vd_lexer *lx = &l->lx;
	bool in_targets = parent && parent->bracket.kind == VD_BRACKET_FOREACH_AS;

	g->open = lx->offset;
	g->mark = l->tentative.count;
	if (lx->token == '[') {
		/* `if ($x) [void] = f();`: a `)` that closes a header ends no operand */
		g->stmt = l->stmt_after_prev;
		g->list = !vd_ends_operand(lx->prev) || g->stmt;
		g->after_target_arrow = in_targets && (lx->prev == T_AS || lx->prev == T_DOUBLE_ARROW);
	} else if (lx->token == '(') {
		g->list = lx->prev == T_LIST;
		if (g->list) {
			g->open = lx->prev_end - (sizeof(VD_WORD_LIST) - 1);
		}
		g->stmt = l->stmt_after_prev2;
		g->header = vd_is_header_keyword(lx->prev);
		g->after_target_arrow = g->list && in_targets && (lx->prev2 == T_AS || lx->prev2 == T_DOUBLE_ARROW);
	}
}

/* The bracket c closed at the current token. */
static void vd_closed(vd_lowering *l, vd_group *c)
{
	vd_group *g;

	if (c->list) {
		vd_element_end(l, c, false);
	}
	l->header_closed = c->header;
	if (c->list) {
		l->closed = *c;
		l->closed_end = l->lx.offset + 1;
		l->closed_pending = true;
	}
	/* the closed bracket is one item of the element around it */
	g = vd_top(l);
	if (g && g->list && g->elem_started) {
		g->last_end = l->lx.offset + 1;
		g->group_empty = c->inner == 0;
		g->group_list = false;
	}
}

static void vd_lower_token(vd_lowering *l)
{
	vd_lexer *lx = &l->lx;
	int token = lx->token;
	vd_group *top;

	if (l->closed_pending) {
		vd_resolve_closed(l, token);
	}

	switch (l->sentinel_state) {
		case 1:
			l->sentinel_state = token == '(' ? 2 : 0;
			break;
		case 2:
			l->sentinel_state = token == ')' ? 3 : 0;
			break;
		case 3:
			l->sentinel_state = 0;
			if (token == ')' && !l->sentinel_amp) {
				vd_edits_add(&l->final, l->sentinel_from, lx->prev_end, ZSTR_VAL(l->variable), ZSTR_LEN(l->variable));
			} else if (token == T_DOUBLE_ARROW && !l->sentinel_amp) {
				/* a discarded key: omitted, with its arrow, so key() is not called either */
				vd_add_delete(&l->final, l->sentinel_from, vd_blanks_end(l, lx->offset + lx->length));
			}
			break;
	}

	top = vd_top(l);
	if (top && token != ')' && token != ']' && token != '}') {
		top->inner++;
		if (top->list && token != ',') {
			vd_element_token(l, top, token);
		}
	}

	if (vd_lexer_is_word(lx, VD_WORD(SENTINEL), false)) {
		/* `foreach (… as __discard())`, as the pre-pass writes a foreach discard */
		if (vd_discard_follow(&l->ctx, lx) & VD_FOLLOW_FOREACH) {
			l->sentinel_amp = vd_is_ampersand(lx->prev);
			l->sentinel_state = 1;
			l->sentinel_from = lx->offset;
		}
	} else if (vd_lexer_is_word(lx, VD_WORD(CAST_SENTINEL), false)
			&& l->len - lx->offset >= sizeof(VD_WORD_CAST_SENTINEL_CALL) - 1
			&& memcmp(l->src + lx->offset, VD_WORD(CAST_SENTINEL_CALL)) == 0) {
		/* a `(void)` cast, as the pre-pass writes it */
		vd_add_used(l, &l->final, lx->offset, lx->offset + sizeof(VD_WORD_CAST_SENTINEL_CALL) - 1);
	} else if (token == VD_T_VOID_CAST) {
		vd_add_used(l, &l->final, lx->offset, lx->offset + lx->length);
	} else if (token == T_VARIABLE && l->param_variable && top && top->bracket.kind == VD_BRACKET_PARAMS
			&& zend_string_equals_cstr(l->param_variable, lx->src + lx->offset, lx->length)) {
		/* a discarded parameter, as the pre-pass wrote it (the name occurs nowhere else) */
		const zend_string *twin = vd_param_twin(l, top->bracket.param);

		vd_edits_add(&l->final, lx->offset, lx->offset + lx->length, ZSTR_VAL(twin), ZSTR_LEN(twin));
	} else if (token == ',' && top && top->list) {
		vd_element_end(l, top, true);
	}

	vd_context_feed(&l->ctx, lx);
	if (l->ctx.pushed) {
		vd_opened(l, vd_top(l), l->ctx.depth > 1 ? (vd_group *) vd_context_frame(&l->ctx, l->ctx.depth - 2) : NULL);
	} else if (l->ctx.popped) {
		vd_closed(l, (vd_group *) vd_context_frame(&l->ctx, l->ctx.depth));
	}
}

ZEND_FUNCTION(VoidDiscard_lower)
{
	zend_string *code, *rewritten, *lowered;
	vd_rewrite_facts facts;
	vd_lowering l = {0};
	uint32_t i;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(code)
	ZEND_PARSE_PARAMETERS_END();

	if (CG(multibyte)) {
		zend_throw_error(NULL, "VoidDiscard\\lower() cannot run with zend.multibyte=1");
		RETURN_THROWS();
	}
	rewritten = vd_prepass_rewrite(ZSTR_VAL(code), ZSTR_LEN(code), false, &facts);
	l.param_variable = facts.param_variable;
	if (!rewritten) {
		rewritten = zend_string_copy(code);
	}
	l.src = ZSTR_VAL(rewritten);
	l.len = ZSTR_LEN(rewritten);
	if (!vd_lexer_open(&l.lx, l.src, l.len, false)) {
		zend_string_release(rewritten);
		if (l.param_variable) {
			zend_string_release(l.param_variable);
		}
		RETURN_THROWS();
	}
	l.variable = vd_unused_variable(ZSTR_VAL(code), ZSTR_LEN(code), "__void", sizeof("__void") - 1);
	l.used = zend_strpprintf(0, "%s = ", ZSTR_VAL(l.variable));
	vd_context_init(&l.ctx, sizeof(vd_group));
	while (vd_lexer_next(&l.lx) && !vd_context_halts(&l.lx)) {
		l.header_closed = false;
		vd_lower_token(&l);
		l.stmt_after_prev2 = l.stmt_after_prev;
		l.stmt_after_prev = vd_starts_stmt(l.lx.token) || l.header_closed;
	}
	if (l.closed_pending) {
		vd_resolve_closed(&l, 0);
	}
	vd_lexer_close(&l.lx);
	/* What compiling it would reject, lower() rejects: a ParseError or a CompileError. */
	vd_ast_check(rewritten, l.param_variable);
	if (l.lx.failed && !EG(exception)) {
		zend_throw_exception(zend_ce_parse_error, "The code to lower does not tokenize", 0);
	}
	if (!EG(exception)) {
		vd_edits_drop_nested(&l.final);
		if (!vd_edits_apply(&l.final, l.src, l.len, &lowered)) {
			zend_throw_error(NULL, "VoidDiscard\\lower() found two discards over the same code: please report this file");
		} else {
			RETVAL_STR(lowered ? lowered : zend_string_copy(rewritten));
		}
	}
	zend_string_release(rewritten);
	zend_string_release(l.variable);
	zend_string_release(l.used);
	if (l.param_variable) {
		zend_string_release(l.param_variable);
	}
	for (i = 0; i < l.param_names_count; i++) {
		if (l.param_names[i]) {
			zend_string_release(l.param_names[i]);
		}
	}
	if (l.param_names) {
		efree(l.param_names);
	}
	vd_context_free(&l.ctx);
	vd_edits_free(&l.final);
	vd_edits_free(&l.tentative);
}

/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"

#include "php_void_discard.h"
#include "compat.h"
#include "lexer.h"
#include "source.h"
#include "ast.h"

/* lower() runs the pre-pass, so every discard the engine would see is a sentinel in its output,
 * then walks that output with PHP's lexer and edits each sentinel into stock PHP:
 *   a list slot becomes a hole, a keyed entry goes, an all-void list assignment leaves its
 *   right-hand side (after `false or `, as a statement), a foreach target becomes a variable the file does not use, and a `(void)`
 *   cast becomes `false or `, which binds as loosely and, unlike a bare statement, keeps PHP 8.5+
 *   from warning about a #[\NoDiscard] result. A deletion keeps its line breaks, so no line moves.
 * Which brackets are destructuring targets is only known once they close (`=` follows, or they
 * end a foreach header): their edits stay tentative until then. */

/* What an edit puts in place of the bytes it removes (their line breaks always stay). */
typedef enum {
	VD_EDIT_DELETE,
	VD_EDIT_VARIABLE,	/* the variable the file does not use */
	VD_EDIT_USED,		/* `false or `: the rest of the expression is a value used, not a statement
						 * of its own, so PHP 8.5 does not warn for a #[\NoDiscard] call there */
} vd_edit_kind;

typedef struct {
	size_t from, to;
	vd_edit_kind kind;
} vd_edit;

typedef struct {
	vd_edit *edits;
	uint32_t count, size;
} vd_edits;

/* One open bracket. List candidates (`[` where an operand may start, `list(`) track the element
 * being read; every bracket counts the tokens directly inside it. */
typedef struct {
	size_t open;			/* offset of `[`, `(` or of the `list` keyword */
	uint32_t inner;			/* tokens directly inside */
	bool list;
	bool stmt;				/* opened where a statement starts */
	bool header;			/* `if (`, `elseif (`, `while (`, `for (`, `foreach (`, `declare (` */
	bool foreach_header;	/* `foreach (`, its `as` not seen yet */
	bool foreach_targets;	/* `foreach (` after its `as` */
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
	vd_group *groups;
	uint32_t depth, size;
	vd_edits final, tentative;
	/* a closed list waiting for the token after it */
	bool closed_pending;
	vd_group closed;
	size_t closed_end;
	/* `__discard` `(` `)` as a foreach target (after an ampersand: left for the AST check) */
	int sentinel_state;
	size_t sentinel_from;
	bool sentinel_amp;
	/* whether a statement starts after the previous token, and after the one before */
	bool stmt_after_prev, stmt_after_prev2;
	bool header_closed;		/* the current token closed a control structure's header */
} vd_lowering;

static void vd_edits_add(vd_edits *e, size_t from, size_t to, vd_edit_kind kind)
{
	if (e->count == e->size) {
		e->size = e->size ? e->size * 2 : 16;
		e->edits = safe_erealloc(e->edits, e->size, sizeof(*e->edits), 0);
	}
	e->edits[e->count].from = from;
	e->edits[e->count].to = to;
	e->edits[e->count].kind = kind;
	e->count++;
}

/* Tentative edits from mark on become final. */
static void vd_commit(vd_lowering *l, uint32_t mark)
{
	uint32_t i;

	for (i = mark; i < l->tentative.count; i++) {
		vd_edits_add(&l->final, l->tentative.edits[i].from, l->tentative.edits[i].to, l->tentative.edits[i].kind);
	}
	l->tentative.count = mark;
}

static zend_always_inline vd_group *vd_top(vd_lowering *l)
{
	return l->depth ? &l->groups[l->depth - 1] : NULL;
}

static vd_group *vd_push(vd_lowering *l, size_t open)
{
	vd_group *g;

	if (l->depth == l->size) {
		l->size = l->size ? l->size * 2 : 32;
		l->groups = safe_erealloc(l->groups, l->size, sizeof(*l->groups), 0);
	}
	g = &l->groups[l->depth++];
	memset(g, 0, sizeof(*g));
	g->open = open;
	g->mark = l->tentative.count;
	return g;
}

/* After this token a `[` indexes (`$a[0]`, `f()[0]`, `"s"[0]`) rather than opening an array. `}`
 * is left out: it ends a block far more often than a `${'name'}` to index. */
static bool vd_ends_operand(int token)
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

/* Whether a statement starts after this token, conservatively: not after `:` (a ternary or a
 * label); after `)` only where it closes a control structure's header (vd_lowering). */
static bool vd_starts_stmt(int token)
{
	return token == ';' || token == '{' || token == '}' || token == T_OPEN_TAG || token == T_ELSE || token == T_DO;
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
		vd_edits_add(&l->tentative, g->value_from, g->last_end, VD_EDIT_DELETE);
	} else if (comma) {
		/* with its comma and the blanks after it on the same line, so `['id' => void, 'n' => $n]`
		 * reads `['n' => $n]` and the next line keeps its indentation */
		vd_edits_add(&l->tentative, g->elem_from, vd_blanks_end(l, l->lx.offset + 1), VD_EDIT_DELETE);
	} else {
		vd_edits_add(&l->tentative, g->elem_from, g->last_end, VD_EDIT_DELETE);
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
	if (g->items == 0 && vd_lexer_is_ampersand(token)) {
		g->amp = true;
		return;
	}
	if (g->items == 0) {
		g->value_from = lx->offset;
		g->first = token;
		g->first_void_word = vd_lexer_is_word(lx, "void", sizeof("void") - 1, true)
			|| vd_lexer_is_word(lx, "__discard", sizeof("__discard") - 1, false);
		g->first_sentinel_name = vd_lexer_is_word(lx, "__discard", sizeof("__discard") - 1, false);
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
		/* an assignment target: `[void, void] = f();` leaves `false or f();` as a statement (see
		 * VD_EDIT_USED), `f()` where it is a value */
		if (all_void) {
			l->tentative.count = c->mark;
			vd_edits_add(&l->final, c->open, l->lx.offset + 1, c->stmt ? VD_EDIT_USED : VD_EDIT_DELETE);
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
	if (c->after_target_arrow && parent && parent->foreach_targets && (token == ')' || token == T_DOUBLE_ARROW)) {
		if (all_void) {
			l->tentative.count = c->mark;
			vd_edits_add(&l->final, c->open, l->closed_end, VD_EDIT_VARIABLE);
		} else {
			vd_commit(l, c->mark);
		}
		return;
	}
	l->tentative.count = c->mark;
}

static void vd_lower_token(vd_lowering *l, int token, int prev, int prev2)
{
	vd_lexer *lx = &l->lx;
	vd_group *top, *g;

	if (l->closed_pending) {
		vd_resolve_closed(l, token);
	}

	/* `foreach (… as __discard())`, as the pre-pass wrote a foreach discard */
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
				vd_edits_add(&l->final, l->sentinel_from, lx->prev_end, VD_EDIT_VARIABLE);
			} else if (token == T_DOUBLE_ARROW && !l->sentinel_amp) {
				/* a discarded key: omitted, with its arrow, so key() is not called either */
				vd_edits_add(&l->final, l->sentinel_from, vd_blanks_end(l, lx->offset + lx->length), VD_EDIT_DELETE);
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

	switch (token) {
		case T_STRING:
			if (top && top->foreach_targets && vd_lexer_is_word(lx, "__discard", sizeof("__discard") - 1, false)) {
				l->sentinel_amp = vd_lexer_is_ampersand(prev);
				if (prev == T_AS || prev == T_DOUBLE_ARROW
						|| (l->sentinel_amp && (prev2 == T_AS || prev2 == T_DOUBLE_ARROW))) {
					l->sentinel_state = 1;
					l->sentinel_from = lx->offset;
				}
			} else if (vd_lexer_is_word(lx, "__discard_cast", sizeof("__discard_cast") - 1, false)
					&& l->len - lx->offset >= sizeof(VD_SOURCE_CAST_SENTINEL) - 1
					&& memcmp(l->src + lx->offset, VD_SOURCE_CAST_SENTINEL, sizeof(VD_SOURCE_CAST_SENTINEL) - 1) == 0) {
				/* a `(void)` cast */
				vd_edits_add(&l->final, lx->offset, lx->offset + sizeof(VD_SOURCE_CAST_SENTINEL) - 1, VD_EDIT_USED);
			}
			break;
		case VD_T_VOID_CAST:
			vd_edits_add(&l->final, lx->offset, lx->offset + lx->length, VD_EDIT_USED);
			break;
		case '[':
			g = vd_push(l, lx->offset);
			/* `if ($x) [void] = f();`: a `)` that closes a header ends no operand */
			g->stmt = l->stmt_after_prev;
			g->list = !vd_ends_operand(prev) || g->stmt;
			g->after_target_arrow = top && top->foreach_targets && (prev == T_AS || prev == T_DOUBLE_ARROW);
			break;
		case '(':
			g = vd_push(l, prev == T_LIST ? lx->prev_end - (sizeof("list") - 1) : lx->offset);
			g->list = prev == T_LIST;
			g->stmt = l->stmt_after_prev2;
			g->header = prev == T_IF || prev == T_ELSEIF || prev == T_WHILE || prev == T_FOR
				|| prev == T_FOREACH || prev == T_DECLARE;
			g->foreach_header = prev == T_FOREACH;
			g->after_target_arrow = g->list && top && top->foreach_targets && (prev2 == T_AS || prev2 == T_DOUBLE_ARROW);
			break;
		case '{':
		case T_CURLY_OPEN:
		case T_DOLLAR_OPEN_CURLY_BRACES:
		case T_ATTRIBUTE:
			vd_push(l, lx->offset);
			break;
		case ',':
			if (top && top->list) {
				vd_element_end(l, top, true);
			}
			break;
		case T_AS:
			if (top && top->foreach_header) {
				top->foreach_header = false;
				top->foreach_targets = true;
			}
			break;
		case ')':
		case ']':
		case '}':
			if (!top) {
				break;
			}
			if (top->list) {
				vd_element_end(l, top, false);
			}
			l->depth--;
			l->header_closed = top->header;
			if (top->list) {
				l->closed = *top;
				l->closed_end = lx->offset + 1;
				l->closed_pending = true;
			}
			/* the closed bracket is one item of the element around it */
			g = vd_top(l);
			if (g && g->list && g->elem_started) {
				g->last_end = lx->offset + 1;
				g->group_empty = top->inner == 0;
				g->group_list = false;
			}
			break;
	}
}

/* A variable name that occurs nowhere in src, not even in a string or a comment. */
static zend_string *vd_unused_name(const char *src, size_t len)
{
	zend_string *name = zend_string_init("__void", sizeof("__void") - 1, 0);
	uint32_t n = 1;

	while (zend_memnstr(src, ZSTR_VAL(name), ZSTR_LEN(name), src + len)) {
		zend_string_release(name);
		name = zend_strpprintf(0, "__void_%" PRIu32, ++n);
	}
	return name;
}

static int vd_edit_compare(const void *a, const void *b)
{
	const vd_edit *x = a, *y = b;

	return x->from < y->from ? -1 : x->from > y->from;
}

static zend_string *vd_apply(const char *src, size_t len, vd_edits *e, const zend_string *name)
{
	smart_str out = {0};
	size_t copied = 0, i;
	uint32_t k;

	if (e->count > 1) {
		/* not qsort(NULL, 0, ...): the C library declares the array never null (UBSan) */
		qsort(e->edits, e->count, sizeof(*e->edits), vd_edit_compare);
	}
	for (k = 0; k < e->count; k++) {
		const vd_edit *edit = &e->edits[k];

		if (edit->from < copied) {
			continue;	/* inside a deletion already made */
		}
		smart_str_appendl(&out, src + copied, edit->from - copied);
		if (edit->kind == VD_EDIT_VARIABLE) {
			smart_str_appendc(&out, '$');
			smart_str_append(&out, name);
		} else if (edit->kind == VD_EDIT_USED) {
			smart_str_appends(&out, "false or");
			if (edit->to < len && src[edit->to] != ' ' && src[edit->to] != '\t' && src[edit->to] != '\n') {
				smart_str_appendc(&out, ' ');
			}
		}
		for (i = edit->from; i < edit->to; i++) {
			if (src[i] == '\n' || src[i] == '\r') {
				smart_str_appendc(&out, src[i]);
			}
		}
		copied = edit->to;
	}
	smart_str_appendl(&out, src + copied, len - copied);
	smart_str_0(&out);
	return out.s ? out.s : ZSTR_EMPTY_ALLOC();
}

ZEND_FUNCTION(VoidDiscard_lower)
{
	zend_string *code, *rewritten, *name, *lowered;
	zend_long halt_offset_delta;
	vd_lowering l = {0};
	int token, prev = 0, prev2 = 0;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(code)
	ZEND_PARSE_PARAMETERS_END();

	if (CG(multibyte)) {
		zend_throw_error(NULL, "VoidDiscard\\lower() cannot run with zend.multibyte=1");
		RETURN_THROWS();
	}
	rewritten = vd_source_rewrite(ZSTR_VAL(code), ZSTR_LEN(code), false, &halt_offset_delta);
	if (!rewritten) {
		rewritten = zend_string_copy(code);
	}
	l.src = ZSTR_VAL(rewritten);
	l.len = ZSTR_LEN(rewritten);
	if (!vd_lexer_open(&l.lx, l.src, ZSTR_LEN(rewritten), false)) {
		zend_string_release(rewritten);
		RETURN_THROWS();
	}
	while ((token = vd_lexer_next(&l.lx)) != 0) {
		if (token == T_HALT_COMPILER && vd_lexer_is_halt(prev)) {
			break;
		}
		l.header_closed = false;
		vd_lower_token(&l, token, prev, prev2);
		l.stmt_after_prev2 = l.stmt_after_prev;
		l.stmt_after_prev = vd_starts_stmt(token) || l.header_closed;
		prev2 = prev;
		prev = token;
	}
	if (l.closed_pending) {
		vd_resolve_closed(&l, 0);
	}
	vd_lexer_close(&l.lx);
	/* What compiling it would reject, lower() rejects: a ParseError or a CompileError. */
	vd_ast_check(rewritten);
	if (l.lx.failed && !EG(exception)) {
		zend_throw_exception(zend_ce_parse_error, "The code to lower does not tokenize", 0);
	}
	if (!EG(exception)) {
		name = vd_unused_name(ZSTR_VAL(code), ZSTR_LEN(code));
		lowered = vd_apply(l.src, ZSTR_LEN(rewritten), &l.final, name);
		zend_string_release(name);
		RETVAL_STR(lowered);
	}
	zend_string_release(rewritten);
	if (l.groups) {
		efree(l.groups);
	}
	if (l.final.edits) {
		efree(l.final.edits);
	}
	if (l.tentative.edits) {
		efree(l.tentative.edits);
	}
}

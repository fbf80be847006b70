/* SPDX-License-Identifier: MIT */
#ifndef VD_PREPASS_H
#define VD_PREPASS_H

#include "lexical.h"
#include "lexer.h"

/* Stage 1's token pass: recognizers fed PHP's tokens one at a time by one driver, each answering
 * one question and writing its answers into one edit list. lower() reuses the bracket context,
 * the discard rule and the edit list. */

/* The bracket context: every bracket open at the current token, innermost last. */
typedef enum {
	VD_BRACKET_OTHER,
	VD_BRACKET_FOREACH,		/* `foreach (`, before its `as` */
	VD_BRACKET_FOREACH_AS,	/* `foreach (` after its `as`: the targets */
	VD_BRACKET_PARAMS,		/* a function's parameter list: `(` after `function` or `fn` */
} vd_bracket_kind;

/* The start of each frame; a user of the context may make frames larger (frame_size) and keep
 * its own per-bracket state after this. */
typedef struct {
	vd_bracket_kind kind;
	/* VD_BRACKET_PARAMS: the current parameter's position (from 0), and whether its `=` has
	 * come (the rest is its default value) */
	uint32_t param;
	bool in_default;
} vd_bracket;

/* Where the tokens since the last `function` or `fn` stand in a function header: a `(` there
 * opens the parameter list. */
typedef enum {
	VD_HEADER_NONE,
	VD_HEADER_KEYWORD,		/* after `function` or `fn` */
	VD_HEADER_AMPERSAND,	/* after `function &` */
	VD_HEADER_NAME,			/* after the function's name */
} vd_header;

typedef struct {
	char *frames;
	size_t frame_size;
	uint32_t depth, size;
	bool pushed, popped;	/* what the last token did: the popped frame stays readable at depth */
	vd_header header;		/* where the current token stands (before it is fed) */
} vd_context;

void vd_context_init(vd_context *ctx, size_t frame_size);
void vd_context_grow(vd_context *ctx);
void vd_context_free(vd_context *ctx);

static zend_always_inline vd_bracket *vd_context_frame(const vd_context *ctx, uint32_t i)
{
	return (vd_bracket *) (ctx->frames + i * ctx->frame_size);
}

/* The innermost open bracket, or NULL. */
static zend_always_inline vd_bracket *vd_context_top(const vd_context *ctx)
{
	return ctx->depth ? vd_context_frame(ctx, ctx->depth - 1) : NULL;
}

/* A user's part of a new frame starts zeroed. */
static zend_always_inline void vd_context_push(vd_context *ctx, vd_bracket_kind kind)
{
	vd_bracket *frame;

	if (UNEXPECTED(ctx->depth == ctx->size)) {
		vd_context_grow(ctx);
	}
	frame = vd_context_frame(ctx, ctx->depth++);
	frame->kind = kind;
	frame->param = 0;
	frame->in_default = false;
	if (ctx->frame_size > sizeof(vd_bracket)) {
		memset(frame + 1, 0, ctx->frame_size - sizeof(vd_bracket));
	}
	ctx->pushed = true;
}

/* What the token after a function header's part may be: `function` and `fn` start one (not as a
 * member name after `::`: `->function` lexes as a name already), an ampersand may follow the
 * keyword, a name (any word: methods may be named `list` or `function`) may follow either. */
static zend_always_inline vd_header vd_header_after(vd_header header, const vd_lexer *lx)
{
	if ((lx->token == T_FUNCTION || lx->token == T_FN) && lx->prev != T_PAAMAYIM_NEKUDOTAYIM) {
		return VD_HEADER_KEYWORD;
	}
	if (header == VD_HEADER_KEYWORD && vd_is_ampersand(lx->token)) {
		return VD_HEADER_AMPERSAND;
	}
	if ((header == VD_HEADER_KEYWORD || header == VD_HEADER_AMPERSAND) && vd_is_label_byte((unsigned char) lx->src[lx->offset])) {
		return VD_HEADER_NAME;
	}
	return VD_HEADER_NONE;
}

/* The recognizer: inline, as it sees every token. */
static zend_always_inline void vd_context_feed(vd_context *ctx, const vd_lexer *lx)
{
	vd_bracket *top;

	ctx->pushed = ctx->popped = false;
	switch (lx->token) {
		case '(':
			vd_context_push(ctx, lx->prev == T_FOREACH ? VD_BRACKET_FOREACH
				: ctx->header != VD_HEADER_NONE ? VD_BRACKET_PARAMS : VD_BRACKET_OTHER);
			break;
		case '[':
		case '{':
		case T_CURLY_OPEN:
		case T_DOLLAR_OPEN_CURLY_BRACES:
		case T_ATTRIBUTE:
			vd_context_push(ctx, VD_BRACKET_OTHER);
			break;
		case ')':
		case ']':
		case '}':
			if (ctx->depth) {
				ctx->depth--;
				ctx->popped = true;
			}
			break;
		case T_AS:
			top = vd_context_top(ctx);
			if (top && top->kind == VD_BRACKET_FOREACH) {
				top->kind = VD_BRACKET_FOREACH_AS;
			}
			break;
		case ',':
		case '=':
			top = vd_context_top(ctx);
			if (top && top->kind == VD_BRACKET_PARAMS) {
				top->param += lx->token == ',';
				top->in_default = lx->token == '=';
			}
			break;
	}
	ctx->header = vd_header_after(ctx->header, lx);
}

/* Whether the current token ends the code (`__halt_compiler`): nothing after it is PHP. */
static zend_always_inline bool vd_context_halts(const vd_lexer *lx)
{
	return lx->token == T_HALT_COMPILER && vd_halts_after(lx->prev);
}

/* The rule for where a word is a discard, by the tokens around it: what must follow the word at
 * the current token for it to be one. Only positions where stock PHP has a parse error qualify. */
typedef enum {
	VD_FOLLOW_NONE = 0,
	VD_FOLLOW_FOREACH = 1,	/* `)` or `=>`: the whole foreach target, after `as`, `=>` or `&` */
	VD_FOLLOW_ELEMENT = 2,	/* `,` `]` `)`: a whole list element, after `&` */
	VD_FOLLOW_PARAM = 4,	/* `,` `)` `=`: a parameter's variable (the `=` makes it an error) */
} vd_follow;

vd_follow vd_discard_follow(const vd_context *ctx, const vd_lexer *lx);
bool vd_follow_matches(vd_follow follow, int token);

/* The edit list: byte ranges of the source and what replaces each. */
typedef struct {
	size_t from, to;
	const char *with;
	size_t with_len;
} vd_edit;

typedef struct {
	vd_edit *edits;
	uint32_t count, size;
	zend_string *param_variable;	/* what discarded parameters are written as, once there is one */
} vd_edits;

/* `$` and the first of base, base_2, base_3, … that occurs nowhere in src, not even in a string or
 * a comment: no variable of the file has it, nor any name that continues it. */
zend_string *vd_unused_variable(const char *src, size_t len, const char *base, size_t base_len);

void vd_edits_add(vd_edits *e, size_t from, size_t to, const char *with, size_t with_len);

/* Whether e writes the word given as VD_WORD(NAME): which recognizer made it. */
static zend_always_inline bool vd_edit_writes(const vd_edit *e, const char *word, size_t len)
{
	return e->with_len == len && memcmp(e->with, word, len) == 0;
}
/* Sorts the edits, checks that no two overlap and applies them to src: every replaced range keeps
 * its line breaks, after its replacement, so no line moves. false when two overlap (*out is then
 * NULL); *out is NULL too when there is no edit. */
bool vd_edits_apply(vd_edits *e, const char *src, size_t len, zend_string **out);
/* Drops every edit whose range lies inside another's: the outer one replaces it all (lower()
 * deletes a keyed list entry whose key holds a `(void)` cast). Partial overlaps stay, for
 * vd_edits_apply() to refuse. */
void vd_edits_drop_nested(vd_edits *e);
void vd_edits_free(vd_edits *e);

/* The pre-pass's edits for src, lexing up to stop (past the last `void` the prefilter flagged:
 * nothing after it can change) or to a `__halt_compiler`. false when src cannot be lexed here. */
bool vd_prepass_edits(const char *src, size_t len, size_t stop, bool in_script, vd_edits *edits);

/* What the AST pass needs to know of a rewrite, besides the code. */
typedef struct {
	zend_long halt_offset_delta;	/* bytes inserted before `__halt_compiler` */
	zend_string *param_variable;	/* `$` and the name discarded parameters were written as, or NULL */
} vd_rewrite_facts;

/* The pre-pass's edits applied to src, lexing up to stop: NULL when there is none. *facts is set
 * either way; the caller releases its param_variable. */
zend_string *vd_prepass_rewrite_until(const char *src, size_t len, size_t stop, bool in_script, vd_rewrite_facts *facts);

/* The source PHP's parser sees for src, prefilter first: NULL when it is src unchanged. in_script is true for
 * code that starts after an open tag (eval). */
zend_string *vd_prepass_rewrite(const char *src, size_t len, bool in_script, vd_rewrite_facts *facts);
/* The same, lexing the whole of src instead of stopping after the last `void` the prefilter
 * flagged: the reference the rewrite fuzzer holds vd_prepass_rewrite() to. */
zend_string *vd_prepass_rewrite_whole(const char *src, size_t len, bool in_script, vd_rewrite_facts *facts);

#endif

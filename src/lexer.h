/* SPDX-License-Identifier: MIT */
#ifndef VD_LEXER_H
#define VD_LEXER_H

#include "zend_language_scanner.h"
#include "zend_language_parser.h"

/* PHP's own lexer over a buffer, for the pre-pass and lower(): strings, comments, heredoc, inline
 * HTML and short tags are seen exactly as the parser will see them. Silent, and leaves the
 * compiler's lexical state as it found it. */
typedef struct {
	const char *src;
	size_t offset, length;	/* of the current token in src */
	size_t prev_end;		/* end of the previous significant token */
	int token;
	int prev, prev2;		/* the two significant tokens before it, 0 at the start */
	bool failed;			/* the lexer stopped on an error before the end */
	zend_lex_state saved_state;
	zend_string *saved_doc_comment;
	bool saved_increment_lineno;
	int saved_error_reporting;
	bool saved_record_errors;
	zval source, value;
} vd_lexer;

/* false when the buffer cannot be lexed on its own here (zend.multibyte, a pending exception). */
bool vd_lexer_open(vd_lexer *lx, const char *src, size_t len, bool in_script);
/* The next token other than whitespace and comments, or 0 at the end and on a lexer error. */
int vd_lexer_next(vd_lexer *lx);
void vd_lexer_close(vd_lexer *lx);

/* Whether the current token is the word w (case-insensitively when ci), as T_STRING. Inline: the
 * recognizers ask it of every token, and most are not T_STRING. */
static zend_always_inline bool vd_lexer_is_word(const vd_lexer *lx, const char *w, size_t len, bool ci)
{
	return lx->token == T_STRING && lx->length == len
		&& (ci ? zend_binary_strcasecmp(lx->src + lx->offset, len, w, len) == 0
			: memcmp(lx->src + lx->offset, w, len) == 0);
}

#endif

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

static zend_always_inline bool vd_lexer_is_ampersand(int token)
{
	return token == T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG
		|| token == T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG
		|| token == '&';
}

/* `__halt_compiler` also lexes as T_HALT_COMPILER where it is only a member name. */
static zend_always_inline bool vd_lexer_is_halt(int prev)
{
	return prev != T_FUNCTION && prev != T_PAAMAYIM_NEKUDOTAYIM && prev != T_OBJECT_OPERATOR
		&& prev != T_NULLSAFE_OBJECT_OPERATOR && prev != T_CONST && !vd_lexer_is_ampersand(prev);
}

/* Whether the current token is the word w (case-insensitively when ci), as T_STRING. */
bool vd_lexer_is_word(const vd_lexer *lx, const char *w, size_t len, bool ci);

#endif

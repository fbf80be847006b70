/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_language_scanner.h"
#include "zend_language_scanner_defs.h"
#include "zend_language_parser.h"

#include "lexer.h"

bool vd_lexer_open(vd_lexer *lx, const char *src, size_t len, bool in_script)
{
	/* With zend.multibyte the scanner may convert the script first: its offsets would not be
	 * ours, and a non-ASCII-compatible encoding would not even lex the same. */
	if (EG(exception) || CG(multibyte)) {
		return false;
	}
	lx->src = src;
	lx->offset = lx->length = lx->prev_end = 0;
	lx->token = lx->prev = lx->prev2 = 0;
	lx->failed = false;
	lx->saved_doc_comment = CG(doc_comment);
	lx->saved_increment_lineno = CG(increment_lineno);
	lx->saved_error_reporting = EG(error_reporting);
	lx->saved_record_errors = EG(record_errors);

	/* The real scan of the same bytes reports every lexer diagnostic once; this one stays silent
	 * (error_reporting only: the error callback is process-global, swapping it is not ZTS-safe)
	 * and out of the warnings opcache records to replay on cache hits. */
	EG(error_reporting) = 0;
	EG(record_errors) = false;
	CG(doc_comment) = NULL;
	ZVAL_STRINGL(&lx->source, src, len);
	zend_save_lexical_state(&lx->saved_state);
	zend_prepare_string_for_scanning(&lx->source, ZSTR_EMPTY_ALLOC());
	LANG_SCNG(yy_state) = in_script ? yycST_IN_SCRIPTING : yycINITIAL;
	ZVAL_UNDEF(&lx->value);
	return true;
}

int vd_lexer_next(vd_lexer *lx)
{
	int token;

	if (lx->token) {
		lx->prev_end = lx->offset + lx->length;
		lx->prev2 = lx->prev;
		lx->prev = lx->token;
	}
	while ((token = lex_scan(&lx->value, NULL)) != 0 && token != T_ERROR) {
		zval_ptr_dtor_nogc(&lx->value);
		ZVAL_UNDEF(&lx->value);
		if (UNEXPECTED(EG(exception))) {
			break;
		}
		if (token != T_WHITESPACE && token != T_COMMENT && token != T_DOC_COMMENT) {
			lx->offset = LANG_SCNG(yy_text) - LANG_SCNG(yy_start);
			lx->length = LANG_SCNG(yy_leng);
			return lx->token = token;
		}
	}
	lx->failed = token == T_ERROR || EG(exception);
	return lx->token = 0;
}

void vd_lexer_close(vd_lexer *lx)
{
	zval_ptr_dtor_nogc(&lx->value);
	zval_ptr_dtor_str(&lx->source);
	zend_restore_lexical_state(&lx->saved_state);
	if (CG(doc_comment)) {
		zend_string_release(CG(doc_comment));
	}
	CG(doc_comment) = lx->saved_doc_comment;
	CG(increment_lineno) = lx->saved_increment_lineno;
	EG(error_reporting) = lx->saved_error_reporting;
	EG(record_errors) = lx->saved_record_errors;
	if (lx->failed && EG(exception)) {
		/* a ParseError from the lexer: the real scan throws it again */
		zend_clear_exception();
	}
}

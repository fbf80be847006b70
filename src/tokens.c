/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_streams.h"

#include "php_void_discard.h"
#include "compat.h"
#include "lexical.h"
#include "scanner.h"
#include "prepass.h"
#include "tokens.h"

/* token_get_all() and PhpToken::tokenize() with TOKEN_PARSE, ast\parse_code() and
 * ast\parse_file() call PHP's parser themselves, past the compile hooks (source.c). Their
 * handlers are wrapped: code the prefilter and the pre-pass leave alone goes to the original
 * untouched; other code is parsed as the pre-pass writes it, as a compile would. The tokens are
 * then mapped back to the code as written; php-ast's tree keeps the sentinels (docs/internals.md,
 * "What tools see"). */

/* ext/tokenizer's TOKEN_PARSE: its header is not installed. */
#define VD_TOKEN_PARSE 1

/* PhpToken's properties by slot (id, text, line, pos), as PhpToken::tokenize() writes them: a
 * subclass keeps them first. */
#define VD_TOKEN_TEXT 1
#define VD_TOKEN_LINE 2
#define VD_TOKEN_POS 3

/* What the tokens of a fragment are lexed after, to start in PHP code: the open tag ends with
 * one blank, so the fragment's own blanks stay its own. */
#define VD_OPEN_TAG "<?php "

/* PHP 8.5 lexes `(void)` in `list(void)` as a cast: for php-ast an empty comment goes before
 * the word instead of the sentinel, so that the parser reads `(`, the constant as written and
 * `)`, as earlier versions do. */
#define VD_CAST_BREAK "/**/"

typedef struct {
	zend_function *fn;		/* NULL when the extension providing it is not loaded */
	zif_handler original;
} vd_wrapped;

static vd_wrapped vd_token_get_all, vd_tokenize, vd_parse_code, vd_parse_file;

/* The pre-pass's edits for code (a file), as for a compile: false when there is none. */
static bool vd_tokens_edits(zend_string *code, vd_edits *edits)
{
	size_t stop;

	return (vd_scanner_scan((const unsigned char *) ZSTR_VAL(code), ZSTR_LEN(code), &stop) & VD_SCAN_REWRITE)
		&& vd_prepass_edits(ZSTR_VAL(code), ZSTR_LEN(code), stop, false, edits)
		&& edits->count;
}

/* Runs the original handler in this call's frame with its first argument, the code, replaced:
 * its argument checks, messages and exceptions stay its own. */
static void vd_call_with_code(const vd_wrapped *w, zend_execute_data *execute_data, zval *return_value, zend_string *code)
{
	zval *arg = ZEND_CALL_ARG(execute_data, 1);
	zval saved;

	ZVAL_COPY_VALUE(&saved, arg);
	ZVAL_STR_COPY(arg, code);
	w->original(execute_data, return_value);
	zval_ptr_dtor_str(arg);
	ZVAL_COPY_VALUE(arg, &saved);
}

/* ---- tokens ---- */

/* A token is a one-character string, an array [id, text, line] or a PhpToken. */
static zend_string *vd_token_text(zval *token)
{
	if (Z_TYPE_P(token) == IS_STRING) {
		return Z_STR_P(token);
	}
	if (Z_TYPE_P(token) == IS_ARRAY) {
		return Z_STR_P(zend_hash_index_find(Z_ARRVAL_P(token), VD_TOKEN_TEXT));
	}
	return Z_STR_P(OBJ_PROP_NUM(Z_OBJ_P(token), VD_TOKEN_TEXT));
}

/* The line stored in a token; a one-character string has none. */
static zval *vd_token_line(zval *token)
{
	if (Z_TYPE_P(token) == IS_ARRAY) {
		return zend_hash_index_find(Z_ARRVAL_P(token), VD_TOKEN_LINE);
	}
	return Z_TYPE_P(token) == IS_OBJECT ? OBJ_PROP_NUM(Z_OBJ_P(token), VD_TOKEN_LINE) : NULL;
}

static zend_long vd_newlines(const char *p, size_t len)
{
	zend_long n = 0;
	size_t i;

	for (i = 0; i < len; i++) {
		n += p[i] == '\n' || (p[i] == '\r' && (i + 1 == len || p[i + 1] != '\n'));
	}
	return n;
}

/* The bytes an edit puts into the rewritten code: its replacement, then the line breaks of what
 * it replaced (vd_edits_apply()). */
static size_t vd_edit_written(const char *src, const vd_edit *e)
{
	size_t n = e->with_len, i;

	for (i = e->from; i < e->to; i++) {
		n += src[i] == '\n' || src[i] == '\r';
	}
	return n;
}

/* Appends to out the tokens of src[from, to) lexed on their own in PHP code, as fn (token_get_all
 * or scope::tokenize, called without TOKEN_PARSE) gives them, moved to line and offset from. */
static bool vd_tokens_append_plain(zval *out, zend_function *fn, zend_class_entry *scope, const char *src, size_t from, size_t to, zend_long line)
{
	zval code, plain, *token;
	bool open_tag = true;

	ZVAL_STR(&code, zend_string_concat2(VD_OPEN_TAG, sizeof(VD_OPEN_TAG) - 1, src + from, to - from));
	zend_call_known_function(fn, NULL, scope, &plain, 1, &code, NULL);
	zval_ptr_dtor_str(&code);
	if (Z_TYPE(plain) != IS_ARRAY) {
		zval_ptr_dtor(&plain);
		return false;
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL(plain), token) {
		zval *token_line = vd_token_line(token);

		if (open_tag) {
			open_tag = false;
			continue;
		}
		if (token_line) {
			ZVAL_LONG(token_line, Z_LVAL_P(token_line) + line - 1);
		}
		if (Z_TYPE_P(token) == IS_OBJECT) {
			zval *pos = OBJ_PROP_NUM(Z_OBJ_P(token), VD_TOKEN_POS);

			ZVAL_LONG(pos, Z_LVAL_P(pos) - (zend_long) (sizeof(VD_OPEN_TAG) - 1) + (zend_long) from);
		}
		Z_TRY_ADDREF_P(token);
		zend_hash_next_index_insert_new(Z_ARRVAL_P(out), token);
	} ZEND_HASH_FOREACH_END();
	zval_ptr_dtor(&plain);
	return true;
}

#ifndef VD_HAVE_VOID_CAST_TOKEN
/* Before 8.5 PHP has no T_VOID_CAST: a `(void)` cast is given as one token, with its own text,
 * of the cast that discarded its operand, T_UNSET_CAST (which PHP 8 still lexes and no longer
 * parses), so that tools that know casts (PHP-CS-Fixer's cast and brace rules) read it as they
 * read 8.5's T_VOID_CAST. */
#define VD_UNSET_CAST "(unset)"

static bool vd_tokens_append_cast(zval *out, zend_function *fn, zend_class_entry *scope, const char *src, const vd_edit *e, zend_long line)
{
	zval *token;

	if (!vd_tokens_append_plain(out, fn, scope, VD_UNSET_CAST, 0, sizeof(VD_UNSET_CAST) - 1, line)) {
		return false;
	}
	token = zend_hash_index_find(Z_ARRVAL_P(out), zend_hash_num_elements(Z_ARRVAL_P(out)) - 1);
	if (Z_TYPE_P(token) == IS_ARRAY) {
		SEPARATE_ARRAY(token);
		token = zend_hash_index_find(Z_ARRVAL_P(token), VD_TOKEN_TEXT);
	} else {
		ZVAL_LONG(OBJ_PROP_NUM(Z_OBJ_P(token), VD_TOKEN_POS), (zend_long) e->from);
		token = OBJ_PROP_NUM(Z_OBJ_P(token), VD_TOKEN_TEXT);
	}
	zval_ptr_dtor_str(token);
	ZVAL_STRINGL(token, src + e->from, e->to - e->from);
	return true;
}
#endif

/* Appends the tokens of a run, src[from, to), whose replacements are edits [e, last): lexed on
 * their own, each `(void)` cast before 8.5 as one token. */
static bool vd_tokens_append_run(zval *out, zend_function *fn, zend_class_entry *scope, const char *src, size_t from, size_t to, zend_long line, const vd_edit *e, const vd_edit *last)
{
#ifndef VD_HAVE_VOID_CAST_TOKEN
	for (; e < last; e++) {
		if (!vd_edit_writes(e, VD_WORD(CAST_SENTINEL_CALL))) {
			continue;
		}
		if (!vd_tokens_append_plain(out, fn, scope, src, from, e->from, line)) {
			return false;
		}
		line += vd_newlines(src + from, e->from - from);
		if (!vd_tokens_append_cast(out, fn, scope, src, e, line)) {
			return false;
		}
		from = e->to;
	}
#endif
	return vd_tokens_append_plain(out, fn, scope, src, from, to, line);
}

/* Whether the run of one token at [from, to) of code is exactly a discarded parameter's `void`,
 * which the rewritten code holds as the parameters' variable, one token for one. */
static bool vd_is_param_run(const vd_edit *e, const vd_edit *last, size_t from, size_t to, bool one_token)
{
	return one_token && e + 1 == last && e->with_len > 0 && e->with[0] == '$' && e->from == from && e->to == to;
}

/* Appends token, a discarded parameter's variable in the rewritten code, as written: the same
 * token, the parser's T_VARIABLE (what tools read to tell a parameter from a type), with the
 * text of code[from, to) at offset from. */
static void vd_tokens_append_param(zval *out, zval *token, const char *src, size_t from, size_t to)
{
	zval copy, *text;

	ZVAL_COPY(&copy, token);
	if (Z_TYPE(copy) == IS_ARRAY) {
		SEPARATE_ARRAY(&copy);
		text = zend_hash_index_find(Z_ARRVAL(copy), VD_TOKEN_TEXT);
	} else {
		ZVAL_LONG(OBJ_PROP_NUM(Z_OBJ(copy), VD_TOKEN_POS), (zend_long) from);
		text = OBJ_PROP_NUM(Z_OBJ(copy), VD_TOKEN_TEXT);
	}
	zval_ptr_dtor_str(text);
	ZVAL_STRINGL(text, src + from, to - from);
	zend_hash_next_index_insert_new(Z_ARRVAL_P(out), &copy);
}

/* Maps the tokens of the rewritten code (result, replaced) back to code. The tokens tile the
 * rewritten code. One outside every replacement is the same text in code, moved by the bytes
 * the edits before it added. A run of tokens covering replacements (a replacement's blank may run
 * into the code's blank after it) stands for code[from, to): that is lexed on its own, at the
 * run's line (vd_tokens_append_run()), but for a discarded parameter's variable, which keeps its
 * id (vd_tokens_append_param()). No edit adds or removes a line break, so lines stay. */
static void vd_tokens_map(zval *result, zend_string *code, const vd_edits *edits, zend_function *fn, zend_class_entry *scope)
{
	const char *src = ZSTR_VAL(code);
	const vd_edit *e = edits->edits, *last = edits->edits + edits->count, *run_edits = NULL;
	zend_long shift = 0;	/* rewritten offset - offset in code, after the edits passed */
	size_t at = 0, run_from = 0;
	zend_long line = 1, run_line = 0;
	bool in_run = false, run_one_token = false;
	zval out, *token;

	array_init_size(&out, zend_hash_num_elements(Z_ARRVAL_P(result)));
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(result), token) {
		zend_string *text = vd_token_text(token);
		zval *token_line = vd_token_line(token);
		size_t end = at + ZSTR_LEN(text);
		/* read now: vd_tokens_append_param() replaces a PhpToken's text in place */
		zend_long breaks = vd_newlines(ZSTR_VAL(text), ZSTR_LEN(text));

		if (token_line) {
			line = Z_LVAL_P(token_line);
		}
		if (!in_run && e < last && end > e->from + shift) {
			in_run = run_one_token = true;
			run_edits = e;
			run_from = at - shift;
			run_line = line;
		} else if (in_run) {
			run_one_token = false;
		}
		if (in_run) {
			while (e < last && end >= e->from + shift + vd_edit_written(src, e)) {
				shift += (zend_long) vd_edit_written(src, e) - (zend_long) (e->to - e->from);
				e++;
			}
			if (e == last || end <= e->from + shift) {
				in_run = false;
				if (vd_is_param_run(run_edits, e, run_from, end - shift, run_one_token)) {
					vd_tokens_append_param(&out, token, src, run_from, end - shift);
				} else if (!vd_tokens_append_run(&out, fn, scope, src, run_from, end - shift, run_line, run_edits, e)) {
					zval_ptr_dtor(&out);
					zval_ptr_dtor(result);
					ZVAL_NULL(result);
					return;
				}
			}
		} else {
			if (Z_TYPE_P(token) == IS_OBJECT) {
				ZVAL_LONG(OBJ_PROP_NUM(Z_OBJ_P(token), VD_TOKEN_POS), (zend_long) at - shift);
			}
			Z_TRY_ADDREF_P(token);
			zend_hash_next_index_insert_new(Z_ARRVAL(out), token);
		}
		line += breaks;
		at = end;
	} ZEND_HASH_FOREACH_END();
	ZEND_ASSERT(!in_run && e == last && at - shift == ZSTR_LEN(code));
	zval_ptr_dtor(result);
	ZVAL_COPY_VALUE(result, &out);
}

static void vd_tokens_parse(const vd_wrapped *w, zend_execute_data *execute_data, zval *return_value, zend_string *code, zend_long flags, zend_class_entry *scope)
{
	vd_edits edits = {0};
	zend_string *rewritten = NULL;

	if (!(flags & VD_TOKEN_PARSE) || !vd_tokens_edits(code, &edits)
			|| !vd_edits_apply(&edits, ZSTR_VAL(code), ZSTR_LEN(code), &rewritten)) {
		vd_edits_free(&edits);
		w->original(execute_data, return_value);
		return;
	}
	vd_call_with_code(w, execute_data, return_value, rewritten);
	if (Z_TYPE_P(return_value) == IS_ARRAY) {
		/* the code is the argument, which the call restored */
		vd_tokens_map(return_value, code, &edits, EX(func), scope);
	}
	zend_string_release_ex(rewritten, 0);
	vd_edits_free(&edits);
}

/* The arguments as the originals read them: a wrong one fails here, with their message. */
#define VD_TOKENS_PARAMETERS(code, flags) \
	ZEND_PARSE_PARAMETERS_START(1, 2) \
		Z_PARAM_STR(code) \
		Z_PARAM_OPTIONAL \
		Z_PARAM_LONG(flags) \
	ZEND_PARSE_PARAMETERS_END()

static ZEND_NAMED_FUNCTION(vd_token_get_all_handler)
{
	zend_string *code;
	zend_long flags = 0;

	VD_TOKENS_PARAMETERS(code, flags);
	vd_tokens_parse(&vd_token_get_all, execute_data, return_value, code, flags, NULL);
}

/* Static: the tokens are instances of the called class, subclasses of PhpToken included (each
 * inherits a copy of this handler). */
static ZEND_NAMED_FUNCTION(vd_tokenize_handler)
{
	zend_string *code;
	zend_long flags = 0;

	VD_TOKENS_PARAMETERS(code, flags);
	vd_tokens_parse(&vd_tokenize, execute_data, return_value, code, flags, zend_get_called_scope(execute_data));
}

/* ---- php-ast ---- */

/* The code php-ast parses: the pre-pass's, with 8.5's `list(void)` kept as a name. NULL when the
 * code goes as it is. */
static zend_string *vd_tokens_ast_source(zend_string *code)
{
	vd_edits edits = {0};
	zend_string *rewritten = NULL;

	if (vd_tokens_edits(code, &edits)) {
#ifdef VD_HAVE_VOID_CAST_TOKEN
		uint32_t k;

		for (k = 0; k < edits.count; k++) {
			vd_edit *e = &edits.edits[k];

			if (vd_edit_writes(e, VD_WORD(SENTINEL))) {
				e->to = e->from;
				e->with = VD_CAST_BREAK;
				e->with_len = sizeof(VD_CAST_BREAK) - 1;
			}
		}
#endif
		vd_edits_apply(&edits, ZSTR_VAL(code), ZSTR_LEN(code), &rewritten);
	}
	vd_edits_free(&edits);
	return rewritten;
}

/* ast\parse_code(string $code, int $version, string $filename = 'string code'). */
static ZEND_NAMED_FUNCTION(vd_parse_code_handler)
{
	zval *code = ZEND_NUM_ARGS() ? ZEND_CALL_ARG(execute_data, 1) : NULL;
	zend_string *rewritten = code && Z_TYPE_P(code) == IS_STRING ? vd_tokens_ast_source(Z_STR_P(code)) : NULL;

	if (!rewritten) {
		vd_parse_code.original(execute_data, return_value);
		return;
	}
	vd_call_with_code(&vd_parse_code, execute_data, return_value, rewritten);
	zend_string_release_ex(rewritten, 0);
}

/* ast\parse_file(string $filename, int $version) reads the file itself. It is read here, quietly:
 * a file with discards goes to ast\parse_code() with its name, which parses it as parse_file()
 * would; any other file, and one that cannot be read, to the original, which opens it again and
 * reports what it reports. */
static ZEND_NAMED_FUNCTION(vd_parse_file_handler)
{
	zend_string *filename, *code;
	zend_long version = -1;
	php_stream *stream;
	vd_edits edits = {0};
	bool discards;
	zval args[3];

	if (zend_parse_parameters_ex(ZEND_PARSE_PARAMS_QUIET, ZEND_NUM_ARGS(), "P|l", &filename, &version) == FAILURE
			|| !(stream = php_stream_open_wrapper_ex(ZSTR_VAL(filename), "rb", 0, NULL, NULL))) {
		vd_parse_file.original(execute_data, return_value);
		return;
	}
	code = php_stream_copy_to_mem(stream, PHP_STREAM_COPY_ALL, 0);
	php_stream_close(stream);
	discards = code && vd_tokens_edits(code, &edits);
	vd_edits_free(&edits);
	if (!discards) {
		if (code) {
			zend_string_release_ex(code, 0);
		}
		vd_parse_file.original(execute_data, return_value);
		return;
	}
	ZVAL_STR(&args[0], code);
	ZVAL_LONG(&args[1], version);
	ZVAL_STR_COPY(&args[2], filename);
	zend_call_known_function(vd_parse_code.fn, NULL, NULL, return_value, 3, args, NULL);
	zval_ptr_dtor_str(&args[0]);
	zval_ptr_dtor_str(&args[2]);
}

/* ---- startup ---- */

static void vd_wrap(vd_wrapped *w, HashTable *table, const char *name, size_t len, zif_handler handler)
{
	zend_function *fn = table ? zend_hash_str_find_ptr(table, name, len) : NULL;

	if (fn && fn->type == ZEND_INTERNAL_FUNCTION) {
		w->fn = fn;
		w->original = fn->internal_function.handler;
		fn->internal_function.handler = handler;
	}
}

static void vd_unwrap(vd_wrapped *w, zif_handler handler)
{
	if (w->fn && w->fn->internal_function.handler == handler) {
		w->fn->internal_function.handler = w->original;
	}
	w->fn = NULL;
}

/* In MINIT: the module declares tokenizer and ast optional dependencies, so that, when loaded,
 * they have started (their functions are registered) and stop after it. Before any script is
 * compiled, so that the JIT, which may call a handler directly, only ever sees the wrapper. */
void vd_tokens_startup(void)
{
	zend_class_entry *php_token = zend_hash_str_find_ptr(CG(class_table), ZEND_STRL("phptoken"));

	vd_wrap(&vd_token_get_all, CG(function_table), ZEND_STRL("token_get_all"), vd_token_get_all_handler);
	vd_wrap(&vd_tokenize, php_token ? &php_token->function_table : NULL, ZEND_STRL("tokenize"), vd_tokenize_handler);
	vd_wrap(&vd_parse_code, CG(function_table), ZEND_STRL("ast\\parse_code"), vd_parse_code_handler);
	if (vd_parse_code.fn) {
		vd_wrap(&vd_parse_file, CG(function_table), ZEND_STRL("ast\\parse_file"), vd_parse_file_handler);
	}
}

void vd_tokens_shutdown(void)
{
	vd_unwrap(&vd_parse_file, vd_parse_file_handler);
	vd_unwrap(&vd_parse_code, vd_parse_code_handler);
	vd_unwrap(&vd_tokenize, vd_tokenize_handler);
	vd_unwrap(&vd_token_get_all, vd_token_get_all_handler);
}

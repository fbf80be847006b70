/* SPDX-License-Identifier: MIT */
/* libFuzzer harness for the whole pre-pass (prefilter, then PHP's own lexer and the rewrite),
 * linked with the PHP embed SAPI; the extension's code is built with ASan and UBSan, and
 * USE_ZEND_ALLOC=0 hands every allocation to them. Property on every input: the output is the
 * input with some `void` words turned into `__discard()` and some `(void)` casts into
 * `__discard_cast() or `, nothing else, and no line moves. */
/* memrchr(), which php.h uses, is a GNU extension */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "php.h"
#include "sapi/embed/php_embed.h"

#include "php_void_discard.h"
#include "prepass.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	setenv("USE_ZEND_ALLOC", "0", 1);
	/* no php.ini, no conf.d: nothing but the engine (opcache would be dlopen()ed with RTLD_DEEPBIND) */
	php_embed_module.php_ini_ignore = 1;
	setenv("PHP_INI_SCAN_DIR", "", 1);
	return php_embed_init(0, NULL) == SUCCESS ? 0 : 1;
}

/* The length of a `(void)` cast at in + i (spaces and tabs inside), or 0. */
static size_t cast_at(const char *in, size_t n, size_t i)
{
	size_t k = i + 1;

	if (i >= n || in[i] != '(') {
		return 0;
	}
	while (k < n && (in[k] == ' ' || in[k] == '\t')) {
		k++;
	}
	if (k + 4 > n || zend_binary_strncasecmp(in + k, 4, "void", 4, 4) != 0) {
		return 0;
	}
	for (k += 4; k < n && (in[k] == ' ' || in[k] == '\t'); k++);
	return k < n && in[k] == ')' ? k + 1 - i : 0;
}

static void check(const char *in, size_t n, const zend_string *rewritten, const zend_string *param)
{
	const char *out = ZSTR_VAL(rewritten);
	size_t m = ZSTR_LEN(rewritten), i = 0, j = 0, cast;

	while (i < n || j < m) {
		if (i + 4 <= n && j + 11 <= m && zend_binary_strncasecmp(in + i, 4, "void", 4, 4) == 0
				&& memcmp(out + j, "__discard()", 11) == 0) {
			i += 4;
			j += 11;
		} else if (param && i + 4 <= n && j + ZSTR_LEN(param) <= m && zend_binary_strncasecmp(in + i, 4, "void", 4, 4) == 0
				&& memcmp(out + j, ZSTR_VAL(param), ZSTR_LEN(param)) == 0) {
			/* a discarded parameter's variable, a name that occurs nowhere in the input */
			i += 4;
			j += ZSTR_LEN(param);
		} else if ((cast = cast_at(in, n, i)) && j + 20 <= m && memcmp(out + j, "__discard_cast() or ", 20) == 0) {
			i += cast;
			j += 20;
		} else if (i < n && j < m && in[i] == out[j]) {
			i++;
			j++;
		} else {
			fprintf(stderr, "rewrite changed more than void and (void) at input offset %zu\n", i);
			abort();
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	vd_rewrite_facts facts;

	zend_try {
		vd_rewrite_facts whole_facts;
		zend_string *out = vd_prepass_rewrite((const char *) data, size, false, &facts);
		zend_string *whole = vd_prepass_rewrite_whole((const char *) data, size, false, &whole_facts);

		/* lexing stops after the prefilter's last flagged `void`: a rewrite past it would be lost */
		if ((out == NULL) != (whole == NULL) || (out && !zend_string_equals(out, whole))
				|| facts.halt_offset_delta != whole_facts.halt_offset_delta
				|| (facts.param_variable == NULL) != (whole_facts.param_variable == NULL)) {
			fprintf(stderr, "the pre-pass differs from the pre-pass over the whole input\n");
			abort();
		}
		if (facts.param_variable && zend_memnstr((const char *) data, ZSTR_VAL(facts.param_variable) + 1,
				ZSTR_LEN(facts.param_variable) - 1, (const char *) data + size)) {
			fprintf(stderr, "the discarded parameters' variable occurs in the input\n");
			abort();
		}
		if (out) {
			check((const char *) data, size, out, facts.param_variable);
			zend_string_release(out);
			zend_string_release(whole);
		}
		if (facts.param_variable) {
			zend_string_release(facts.param_variable);
			zend_string_release(whole_facts.param_variable);
		}
	} zend_end_try();
	return 0;
}

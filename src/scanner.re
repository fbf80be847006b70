/* SPDX-License-Identifier: MIT */
#include <string.h>

/* pure C: the byte-level facts only */
#define VD_LEXICAL_BYTES_ONLY
#include "lexical.h"
#include "scanner.h"

/* The pre-pass rewrites `void` only right after `as`, `=>` or an ampersand (where stock PHP has a
 * parse error: prepass.c) and in a `(void)` cast, and a list slot holds one after `[`, `(` or `,`,
 * whereas a return type `): void` follows `:`. So:
 * find each `void` word (memchr, so the bytes in between cost next to nothing), then classify it
 * by its left context with a matcher re2c generates to run right to left. The matcher knows no
 * strings or comments; a comment before `void` counts as every context at once, as does every
 * other doubt. */

/* Internal to vd_void_context(): `void` follows `(`. */
#define VD_CONTEXT_PAREN 4

/* Reads src[.. v) backwards from v. A NUL byte stands for the start of the input (and a NUL in the
 * source is a doubt like any other). */
static int vd_void_context(const unsigned char *src, const unsigned char *v)
{
	const unsigned char *cur = v, *mar;

	(void) mar;
	/*!re2c
		re2c:api = custom;
		re2c:api:style = free-form;
		re2c:define:YYCTYPE = "unsigned char";
		re2c:define:YYPEEK = "(cur > src ? cur[-1] : 0)";
		re2c:define:YYSKIP = "--cur;";
		re2c:define:YYBACKUP = "mar = cur;";
		re2c:define:YYRESTORE = "cur = mar;";
		re2c:yyfill:enable = 0;

		blank = [ \t\r\v\f\n];

		// the tail of a longer name, a variable or a qualified name: not a discard
		[a-zA-Z0-9_\x80-\xff$\\] { return 0; }

		// (read right to left) blanks, then the last byte of `=>`, `as`, an ampersand, a
		// comment's `*/`, or the start of the input
		blank* [>sS&/\x00] { return VD_SCAN_REWRITE | VD_SCAN_SENTINEL; }

		// blanks over a line break, then a line holding `//` or `#`: a line comment may end there
		blank* "\n" blank* [^\n\x00]* ("//" | "#") { return VD_SCAN_REWRITE | VD_SCAN_SENTINEL; }

		// a list slot: `[void`, `, void`
		blank* [[,] { return VD_SCAN_SENTINEL; }

		// a list slot `list(void`, or a `(void)` cast: the caller looks right for `)`
		blank* "(" { return VD_SCAN_SENTINEL | VD_CONTEXT_PAREN; }

		* { return 0; }
	*/
}

/* Whether s holds `__discard` (Horspool: most bytes are skipped unread). */
static int vd_has_sentinel(const unsigned char *s, size_t n)
{
	static const unsigned char pattern[] = VD_WORD_SENTINEL;
	const size_t m = sizeof(pattern) - 1;
	unsigned char skip[256];
	size_t i;

	if (n < m) {
		return 0;
	}
	memset(skip, (int) m, sizeof(skip));
	for (i = 0; i < m - 1; i++) {
		skip[pattern[i]] = (unsigned char) (m - 1 - i);
	}
	for (i = 0; i + m <= n; i += skip[s[i + m - 1]]) {
		if (s[i + m - 1] == 'd' && memcmp(s + i, pattern, m - 1) == 0) {
			return 1;
		}
	}
	return 0;
}

/* The next c or its upper case, each searched again only once passed. */
typedef struct {
	const unsigned char *lower, *upper;
} vd_next;

static const unsigned char *vd_find(vd_next *next, unsigned char c, const unsigned char *p, const unsigned char *end)
{
	if (!next->lower || next->lower < p) {
		next->lower = memchr(p, c, end - p);
		if (!next->lower) {
			next->lower = end;
		}
	}
	if (!next->upper || next->upper < p) {
		next->upper = memchr(p, c - 0x20, end - p);
		if (!next->upper) {
			next->upper = end;
		}
	}
	return next->lower < next->upper ? next->lower : next->upper;
}

int vd_scanner_scan(const unsigned char *src, size_t len, size_t *rewrite_end)
{
	const unsigned char *end = src + len, *p;
	const unsigned char *v;
	vd_next voids = {NULL, NULL};
	int found = 0;

	*rewrite_end = 0;

	for (p = src; (v = vd_find(&voids, 'v', p, end)) < end && end - v >= 4; p = v + 1) {
		if ((v[1] | 0x20) == 'o' && (v[2] | 0x20) == 'i' && (v[3] | 0x20) == 'd'
				&& (v + 4 == end || !vd_is_label_byte(v[4]))) {
			int context = vd_void_context(src, v);
			const unsigned char *word_end = v + 4;

			/* `(void)`, PHP 8.5's cast, which the pre-pass rewrites where stock PHP rejects it */
			if (context & VD_CONTEXT_PAREN) {
				const unsigned char *r = v + 4;

				while (r < end && (*r == ' ' || *r == '\t')) {
					r++;
				}
				context = (context & ~VD_CONTEXT_PAREN) | (r < end && *r == ')' ? VD_SCAN_REWRITE : 0);
				word_end = r + 1;
			}
			if (context & VD_SCAN_REWRITE) {
				*rewrite_end = (size_t) (word_end - src);
			}
			found |= context;
		}
	}
	/* the sentinel spelling, exactly as written by users and by the pre-pass */
	if (!(found & VD_SCAN_SENTINEL) && vd_has_sentinel(src, len)) {
		found |= VD_SCAN_SENTINEL;
	}
	return found;
}

/* SPDX-License-Identifier: MIT */
/* libFuzzer harness for the prefilter (src/scanner.c), built with ASan and UBSan by
 * scripts/fuzz.sh. Differential: vd_scanner_scan() must answer exactly what a slow, obviously
 * correct reference of the same rules answers, on every input, and so must each of its scans
 * (portable, AVX2 where the CPU has it): the scanner is included, not linked, to reach them. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scanner.c"

static int is_label(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c >= 0x80;
}

static int is_blank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' || c == '\n';
}

/* The rules, one `void` word at a time, reading its left context byte by byte. *end: where the
 * pre-pass may stop lexing when this one is the last it rewrites. */
static int reference_context(const unsigned char *s, size_t n, size_t v, size_t *end)
{
	size_t i = v, nl = (size_t) -1;
	unsigned char prev;

	if (v > 0 && (is_label(s[v - 1]) || s[v - 1] == '$' || s[v - 1] == '\\')) {
		return 0;
	}
	while (i > 0 && is_blank(s[i - 1])) {
		if ((s[i - 1] == '\n' || s[i - 1] == '\r') && nl == (size_t) -1) {
			nl = i - 1; /* the line break nearest to void: PHP ends a line comment at a lone CR too */
		}
		i--;
	}
	*end = v + 4;
	prev = i > 0 ? s[i - 1] : 0;
	if (prev == '>' || prev == 's' || prev == 'S' || prev == '&' || prev == '/' || prev == 0) {
		return VD_SCAN_REWRITE | VD_SCAN_SENTINEL;
	}
	if (nl != (size_t) -1) {
		/* the line that ends where the blanks start: does it hold // or # ? A NUL byte on it (PHP
		 * reads a comment on over one), like the start of the input, leaves it in doubt */
		size_t end = i, start = i;

		while (start > 0 && s[start - 1] != '\n' && s[start - 1] != '\r' && s[start - 1] != 0) {
			start--;
		}
		if (start == 0 || s[start - 1] == 0) {
			return VD_SCAN_REWRITE | VD_SCAN_SENTINEL;
		}
		for (size_t j = start; j < end; j++) {
			if (s[j] == '#' || (s[j] == '/' && j + 1 < end && s[j + 1] == '/')) {
				return VD_SCAN_REWRITE | VD_SCAN_SENTINEL;
			}
		}
	}
	{
		/* what follows: `,`, `)` or `=` after any blanks, or a comment, fits a parameter's
		 * variable; a `)` also closes a cast, past which the pre-pass lexes */
		size_t r = v + 4;
		int fits;

		while (r < n && is_blank(s[r])) {
			r++;
		}
		fits = r < n && (s[r] == ')' || s[r] == ',' || s[r] == '=' || s[r] == '/' || s[r] == '#');
		if (fits && s[r] == ')') {
			*end = r + 1;
		}
		/* a list slot after `(`, `,` or `[` holds a sentinel whatever follows */
		if (prev == '(' || prev == ',') {
			return VD_SCAN_SENTINEL | (fits ? VD_SCAN_REWRITE : 0);
		}
		if (prev == '[') {
			return VD_SCAN_SENTINEL;
		}
		/* a parameter's variable after an attribute's `]`, a DNF type's `)`, `...`, or a type or
		 * modifier and a blank */
		if (prev == ']' || prev == ')' || (prev == '.' && i >= 3 && s[i - 2] == '.' && s[i - 3] == '.')
				|| (is_label(prev) && i < v)) {
			return fits ? VD_SCAN_REWRITE | VD_SCAN_SENTINEL : 0;
		}
	}
	return 0;
}

static int reference_scan(const unsigned char *s, size_t n, size_t *rewrite_end)
{
	int found = 0;

	*rewrite_end = 0;
	for (size_t v = 0; v + 4 <= n; v++) {
		if ((s[v] | 0x20) == 'v' && (s[v + 1] | 0x20) == 'o' && (s[v + 2] | 0x20) == 'i' && (s[v + 3] | 0x20) == 'd'
				&& (v + 4 == n || !is_label(s[v + 4]))) {
			size_t end;
			int context = reference_context(s, n, v, &end);

			if (context & VD_SCAN_REWRITE) {
				*rewrite_end = end;
			}
			found |= context;
		}
	}
	for (size_t i = 0; i + 9 <= n; i++) {
		if (memcmp(s + i, "__discard", 9) == 0) {
			found |= VD_SCAN_SENTINEL;
		}
	}
	return found;
}

static void check(const char *scan, int fast, size_t fast_end, int slow, size_t slow_end)
{
	if (fast != slow || fast_end != slow_end) {
		fprintf(stderr, "the %s scan says %d (rewrite end %zu), the other %d (%zu)\n", scan, fast, fast_end, slow, slow_end);
		abort();
	}
}

/* Each scan through vd_scanner_use() and vd_scanner_scan(), as the extension runs it, against
 * the reference and against the portable scan's answer. */
static void check_path(vd_scanner_path path, const unsigned char *s, size_t n, int slow, size_t slow_end,
	int portable, size_t portable_end)
{
	size_t fast_end;
	int fast;

	if (!vd_scanner_supports(path)) {
		return;
	}
	if (vd_scanner_use(path) != path) {
		fprintf(stderr, "vd_scanner_use(%s) chose another scan\n", vd_scanner_path_names[path]);
		abort();
	}
	fast = vd_scanner_scan(s, n, &fast_end);
	check(vd_scanner_path_names[path], fast, fast_end, slow, slow_end);
	check(vd_scanner_path_names[path], fast, fast_end, portable, portable_end);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* the prefilter reads no further than len; a private copy lets ASan see any overread */
	unsigned char *copy = malloc(size ? size : 1);
	size_t portable_end, slow_end;
	int portable, slow;

	memcpy(copy, data, size);
	slow = reference_scan(copy, size, &slow_end);
	vd_scanner_use(VD_SCANNER_PORTABLE);
	portable = vd_scanner_scan(copy, size, &portable_end);
	check("portable", portable, portable_end, slow, slow_end);
	check_path(VD_SCANNER_SSE2, copy, size, slow, slow_end, portable, portable_end);
	check_path(VD_SCANNER_AVX2, copy, size, slow, slow_end, portable, portable_end);
	free(copy);
	return 0;
}

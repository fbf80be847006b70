/* SPDX-License-Identifier: MIT */
#include <stdint.h>
#include <string.h>

/* pure C: the byte-level facts only */
#define VD_LEXICAL_BYTES_ONLY
#include "lexical.h"
#include "scanner.h"

/* The pre-pass rewrites `void` only right after `as`, `=>` or an ampersand (where stock PHP has a
 * parse error: prepass.c), in a `(void)` cast and as a parameter's variable (after the list's `(`,
 * a `,`, an attribute's `]`, `...`, a type or a modifier, and before `,`, `)` or `=`), and a list
 * slot holds one after `[`, `(` or `,`, whereas a return type `): void` follows `:`. So:
 * find each `void` word (memchr, so the bytes in between cost next to nothing), then classify it
 * by its left context with a matcher re2c generates to run right to left. The matcher knows no
 * strings or comments; a comment before `void` counts as every context at once, as does every
 * other doubt. */

/* Internal to vd_void_context(): `void` may be rewritten if what follows it fits (a `(void)` cast,
 * a parameter's variable): vd_scan_void() looks right. */
#define VD_CONTEXT_RIGHT 4

/* Reads src[.. v) backwards from v. A NUL byte stands for the start of the input (and a NUL in the
 * source is a doubt like any other: the matcher cannot tell the two apart, so it never reads past
 * one). */
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

		// blanks over a line break, then a line holding `//` or `#`: a line comment may end there.
		// PHP's lexer ends one at `\n` or at a lone `\r` (old Mac line ends) and reads on over a
		// NUL byte; a NUL on that line (or the start of the input) hides what stands before it
		blank* [\n\r] blank* [^\n\r\x00]* ("//" | "#" | "\x00") { return VD_SCAN_REWRITE | VD_SCAN_SENTINEL; }

		// a list slot: `[void`
		blank* "[" { return VD_SCAN_SENTINEL; }

		// a list slot `, void` or `list(void`, a `(void)` cast, or a parameter's variable after the
		// list's `(`, a `,`, an attribute's `]`, `...`, a DNF type's `)` or (after a blank) a type
		// or a modifier: the caller looks right (only a list slot holds a sentinel whatever follows)
		blank* [(,] { return VD_SCAN_SENTINEL | VD_CONTEXT_RIGHT; }
		blank* ("]" | "..." | ")") { return VD_CONTEXT_RIGHT; }
		blank+ [a-zA-Z0-9_\x80-\xff] { return VD_CONTEXT_RIGHT; }

		* { return 0; }
	*/
}

/* The rest of a `void` word at v, whose first byte is a v or V: the facts its context gives, and
 * *rewrite_end moved past it when the pre-pass may rewrite it. */
static int vd_scan_void(const unsigned char *src, const unsigned char *v, const unsigned char *end, size_t *rewrite_end)
{
	const unsigned char *word_end = v + 4;
	int context;

	if (end - v < 4 || (v[1] | 0x20) != 'o' || (v[2] | 0x20) != 'i' || (v[3] | 0x20) != 'd'
			|| (v + 4 < end && vd_is_label_byte(v[4]))) {
		return 0;
	}
	context = vd_void_context(src, v);
	/* `(void)`, PHP 8.5's cast, which the pre-pass rewrites where stock PHP rejects it, and a
	 * parameter's variable, followed by `,`, `)` or `=` (a comment is a doubt). The pre-pass reads
	 * the token after the word, so lexing goes on past the `)` of a cast. */
	if (context & VD_CONTEXT_RIGHT) {
		const unsigned char *r = v + 4;

		while (r < end && (*r == ' ' || *r == '\t' || *r == '\n' || *r == '\r' || *r == '\v' || *r == '\f')) {
			r++;
		}
		context &= ~VD_CONTEXT_RIGHT;
		if (r < end && (*r == ')' || *r == ',' || *r == '=' || *r == '/' || *r == '#')) {
			context |= VD_SCAN_REWRITE | VD_SCAN_SENTINEL;
			word_end = *r == ')' ? r + 1 : word_end;
		}
	}
	if (context & VD_SCAN_REWRITE) {
		*rewrite_end = (size_t) (word_end - src);
	}
	return context;
}

/* The sentinel spelling at p, exactly as written by users and by the pre-pass. */
static int vd_sentinel_at(const unsigned char *p, const unsigned char *end)
{
	static const unsigned char sentinel[] = VD_WORD_SENTINEL;

	return (size_t) (end - p) >= sizeof(sentinel) - 1 && memcmp(p, sentinel, sizeof(sentinel) - 1) == 0
		? VD_SCAN_SENTINEL : 0;
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
		if (s[i + m - 1] == 'd' && vd_sentinel_at(s + i, s + n)) {
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

/* Any C compiler, and the scan of CPUs other than x86-64: each v and each V (memchr), then the
 * sentinel (Horspool). */
static int vd_scan_portable(const unsigned char *src, size_t len, size_t *rewrite_end)
{
	const unsigned char *end = src + len, *p, *v;
	vd_next voids = {NULL, NULL};
	int found = 0;

	for (p = src; (v = vd_find(&voids, 'v', p, end)) < end; p = v + 1) {
		found |= vd_scan_void(src, v, end, rewrite_end);
	}
	if (!(found & VD_SCAN_SENTINEL) && vd_has_sentinel(src, len)) {
		found |= VD_SCAN_SENTINEL;
	}
	return found;
}

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
# include <immintrin.h>
# define VD_SCAN_X86_64 1

/* A candidate of the SIMD scans, the byte pair at p: a sentinel needs its whole spelling, a `void`
 * word the rest of its checks. The SSE2 scan's candidates are looser than `vo` and `__`. */
static inline int vd_scan_candidate(const unsigned char *src, const unsigned char *p, const unsigned char *end, size_t *rewrite_end)
{
	if (*p == '_') {
		return end - p > 1 && p[1] == '_' ? vd_sentinel_at(p, end) : 0;
	}
	return (*p | 0x20) == 'v' ? vd_scan_void(src, p, end, rewrite_end) : 0;
}

/* The candidates of a mask whose bit i stands for src + at + i, in order. */
static inline int vd_scan_mask(const unsigned char *src, size_t at, uint64_t mask, const unsigned char *end, size_t *rewrite_end)
{
	int found = 0;

	while (mask) {
		found |= vd_scan_candidate(src, src + at + __builtin_ctzll(mask), end, rewrite_end);
		mask &= mask - 1;
	}
	return found;
}

/* SSE2, in every x86-64 CPU: the 16 byte pairs that start at p, as 16-bit lanes (the even pairs
 * from p, the odd ones from p + 1), each tested with one masked compare: a first byte in {v, V, _}
 * and a second in {o, O, _}, which also lets W, w, ^, ~, DEL first and DEL second through. Two
 * loads, two ands and two compares for 16 bytes: an exact test would take twice as many. Lane j
 * stands for the pairs at p + 2j and p + 2j + 1, both checked by vd_scan_candidate(). */
static inline __m128i vd_pairs_sse2(const unsigned char *p)
{
	const __m128i mask = _mm_set1_epi16((short) 0xCFD6), pair = _mm_set1_epi16(0x4F56);

	return _mm_or_si128(_mm_cmpeq_epi16(_mm_and_si128(_mm_loadu_si128((const __m128i *) p), mask), pair),
		_mm_cmpeq_epi16(_mm_and_si128(_mm_loadu_si128((const __m128i *) (p + 1)), mask), pair));
}

/* The 64 bytes at block as 32 bits, bit j for the pairs at block + 2j and + 2j + 1 (a lane's
 * compare is 0 or -1: packing keeps it). */
static inline uint32_t vd_lanes_sse2(const unsigned char *block)
{
	return (uint32_t) _mm_movemask_epi8(_mm_packs_epi16(vd_pairs_sse2(block), vd_pairs_sse2(block + 16)))
		| (uint32_t) _mm_movemask_epi8(_mm_packs_epi16(vd_pairs_sse2(block + 32), vd_pairs_sse2(block + 48))) << 16;
}

/* The candidates of the lanes of the 64 bytes at block, checked in src, in order. */
static inline int vd_scan_lanes_sse2(const unsigned char *src, const unsigned char *block, uint32_t lanes,
	const unsigned char *end, size_t *rewrite_end)
{
	int found = 0;

	do {
		const unsigned char *pair = block + 2 * __builtin_ctz(lanes);

		found |= vd_scan_candidate(src, pair, end, rewrite_end) | vd_scan_candidate(src, pair + 1, end, rewrite_end);
		lanes &= lanes - 1;
	} while (lanes);
	return found;
}

/* x86-64 CPUs without AVX2: 64 bytes a step, 38 instructions when it holds no candidate.
 * The candidates come in order, so *rewrite_end ends past the last one. */
static int vd_scan_sse2(const unsigned char *src, size_t len, size_t *rewrite_end)
{
	const unsigned char *end = src + len, *p = src;
	unsigned char tail[65] = {0};
	uint32_t lanes;
	int found = 0;

	/* each step reads 65 bytes: the odd pairs look one byte ahead */
	if (len >= 65) {
		const unsigned char *last = end - 65;

		for (; p <= last; p += 64) {
			lanes = vd_lanes_sse2(p);
			if (__builtin_expect(lanes != 0, 0)) {
				found |= vd_scan_lanes_sse2(src, p, lanes, end, rewrite_end);
			}
		}
	}
	/* the last bytes, followed by zeros, which start no candidate */
	memcpy(tail, p, (size_t) (end - p));
	lanes = vd_lanes_sse2(tail);
	return lanes ? found | vd_scan_lanes_sse2(src, p, lanes, end, rewrite_end) : found;
}

/* The candidates of 32 bytes at p (one bit a byte): `vo` in any case, or `__`. Pairs, not single
 * bytes: one byte in two hundred of real code is a v, one in a thousand starts a pair. */
static inline __attribute__((always_inline, target("avx2"))) __m256i vd_candidates32(const unsigned char *p)
{
	const __m256i here = _mm256_loadu_si256((const __m256i *) p), next = _mm256_loadu_si256((const __m256i *) (p + 1));
	const __m256i lower = _mm256_set1_epi8(0x20), underscore = _mm256_set1_epi8('_');
	__m256i vo = _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_or_si256(here, lower), _mm256_set1_epi8('v')),
		_mm256_cmpeq_epi8(_mm256_or_si256(next, lower), _mm256_set1_epi8('o')));
	__m256i pair = _mm256_and_si256(_mm256_cmpeq_epi8(here, underscore), _mm256_cmpeq_epi8(next, underscore));

	return _mm256_or_si256(vo, pair);
}

/* Two vd_candidates32() as one mask of 64 bits. */
static inline __attribute__((target("avx2"))) uint64_t vd_candidates64(__m256i low, __m256i high)
{
	return (uint32_t) _mm256_movemask_epi8(low) | (uint64_t) (uint32_t) _mm256_movemask_epi8(high) << 32;
}

/* The candidates of the 128 bytes at block (src + at, or a copy of it), each checked in src. */
static inline __attribute__((always_inline, target("avx2"))) int vd_scan_step(const unsigned char *block, const unsigned char *src, size_t at,
	const unsigned char *end, size_t *rewrite_end)
{
	__m256i a = vd_candidates32(block), b = vd_candidates32(block + 32);
	__m256i c = vd_candidates32(block + 64), d = vd_candidates32(block + 96);
	__m256i any = _mm256_or_si256(_mm256_or_si256(a, b), _mm256_or_si256(c, d));

	if (_mm256_testz_si256(any, any)) {
		return 0;
	}
	return vd_scan_mask(src, at, vd_candidates64(a, b), end, rewrite_end)
		| vd_scan_mask(src, at + 64, vd_candidates64(c, d), end, rewrite_end);
}

/* x86-64 CPUs with AVX2 (nearly all since 2013): one pass over 128 bytes a step finds both kinds
 * of candidate, 0.44 instructions a byte where the SSE2 scan costs 0.70 and the portable one 1.7
 * (benchmarks/scan_cost.sh). The candidates come in order, so *rewrite_end ends past the last one. */
static __attribute__((target("avx2"))) int vd_scan_avx2(const unsigned char *src, size_t len, size_t *rewrite_end)
{
	const unsigned char *end = src + len;
	unsigned char tail[129] = {0};
	size_t i = 0;
	int found = 0;

	/* each step reads 129 bytes: the pair test looks one byte ahead */
	for (; i + 129 <= len; i += 128) {
		found |= vd_scan_step(src + i, src, i, end, rewrite_end);
	}
	/* the last bytes, followed by zeros, which start no candidate */
	memcpy(tail, src + i, len - i);
	return found | vd_scan_step(tail, src, i, end, rewrite_end);
}
#endif

/* The scans by name, in vd_scanner_path's order. */
const char *const vd_scanner_path_names[4] = {"auto", "portable", "sse2", "avx2"};

bool vd_scanner_supports(vd_scanner_path path)
{
	switch (path) {
		case VD_SCANNER_AUTO:
		case VD_SCANNER_PORTABLE:
			return true;
#ifdef VD_SCAN_X86_64
		case VD_SCANNER_SSE2:
			return true;
		case VD_SCANNER_AVX2:
			return __builtin_cpu_supports("avx2");
#endif
		default:
			return false;
	}
}

static int vd_scan_auto(const unsigned char *src, size_t len, size_t *rewrite_end);

/* The scan in use: the fastest this CPU runs until vd_scanner_use() says otherwise. */
static int (*vd_scan)(const unsigned char *src, size_t len, size_t *rewrite_end) = vd_scan_auto;

vd_scanner_path vd_scanner_use(vd_scanner_path path)
{
	if (path == VD_SCANNER_AUTO || !vd_scanner_supports(path)) {
#ifdef VD_SCAN_X86_64
		path = vd_scanner_supports(VD_SCANNER_AVX2) ? VD_SCANNER_AVX2 : VD_SCANNER_SSE2;
#else
		path = VD_SCANNER_PORTABLE;
#endif
	}
	switch (path) {
#ifdef VD_SCAN_X86_64
		case VD_SCANNER_AVX2:
			vd_scan = vd_scan_avx2;
			break;
		case VD_SCANNER_SSE2:
			vd_scan = vd_scan_sse2;
			break;
#endif
		default:
			vd_scan = vd_scan_portable;
			path = VD_SCANNER_PORTABLE;
			break;
	}
	return path;
}

/* A scan before any vd_scanner_use() takes the fastest. */
static int vd_scan_auto(const unsigned char *src, size_t len, size_t *rewrite_end)
{
	vd_scanner_use(VD_SCANNER_AUTO);
	return vd_scan(src, len, rewrite_end);
}

int vd_scanner_scan(const unsigned char *src, size_t len, size_t *rewrite_end)
{
	*rewrite_end = 0;
	return vd_scan(src, len, rewrite_end);
}

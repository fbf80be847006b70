/* SPDX-License-Identifier: MIT */
#ifndef VD_SCANNER_H
#define VD_SCANNER_H

#include <stdbool.h>
#include <stddef.h>

/* Stage 1, pure C over bytes: no php.h, so it can be fuzzed on its own. */

/* src may hold a `void` that the pre-pass rewrites (`as void`, `=> void`, `&void`, `(void)`). */
#define VD_SCAN_REWRITE 1
/* src may hold a sentinel for the AST pass: such a `void`, one in a list slot, or `__discard`. */
#define VD_SCAN_SENTINEL 2

/* Scans src (len bytes) and returns the VD_SCAN_* facts that may hold. False positives only cost
 * work; a false negative would break valid discard syntax, so every doubt sets the bit.
 * *rewrite_end is set past the last `void` that may be rewritten (past the `)` of a `(void)`), 0
 * without VD_SCAN_REWRITE: the pre-pass has nothing to change beyond it. */
int vd_scanner_scan(const unsigned char *src, size_t len, size_t *rewrite_end);

/* The scans vd_scanner_scan() can run, all with the same answers: AVX2 and SSE2 on x86-64, the
 * portable one anywhere. Auto is the fastest this CPU runs. */
typedef enum {
	VD_SCANNER_AUTO = 0,
	VD_SCANNER_PORTABLE,
	VD_SCANNER_SSE2,
	VD_SCANNER_AVX2,
} vd_scanner_path;

/* "auto", "portable", "sse2", "avx2", indexed by vd_scanner_path */
extern const char *const vd_scanner_path_names[4];

/* Whether this build and this CPU can run path. */
bool vd_scanner_supports(vd_scanner_path path);

/* Makes every later vd_scanner_scan() run path (auto, or one this CPU cannot run: the fastest it
 * can) and returns the one it runs. At startup only: the choice is not synchronized. */
vd_scanner_path vd_scanner_use(vd_scanner_path path);

#endif

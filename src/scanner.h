/* SPDX-License-Identifier: MIT */
#ifndef VD_SCANNER_H
#define VD_SCANNER_H

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

#endif

/* SPDX-License-Identifier: MIT */
#ifndef VD_SCANNER_H
#define VD_SCANNER_H

#include <stddef.h>

/* Stage 1, pure C over bytes: no php.h, so it can be fuzzed on its own.
 *
 * Returns 1 when src (len bytes, src[len] must be a NUL byte) may contain a `void` that the
 * pre-pass rewrites, 0 when it certainly does not. False positives only cost the exact pass;
 * false negatives would break valid discard syntax, so every doubt answers 1. */
int vd_scanner_may_rewrite(const unsigned char *src, size_t len);

#endif

/* SPDX-License-Identifier: MIT */
#ifndef VD_OPCODES_H
#define VD_OPCODES_H

#include "zend_compile.h"

/* Stage 3 (vm mode): the op_array pass that turns the FE_FETCH_R of key-only loops into
 * VD_FE_FETCH and their back edges into VD_FE_NEXT, run after opcache's optimizer (which must
 * never see them) or, when opcache does not cache the compile, right after compilation. */

/* Free in every VM we build against: above ZEND_VM_LAST_OPCODE (checked at build time in
 * handlers.c and at startup), below the compiler's pseudo-opcodes ZEND_GOTO..ZEND_CONT. */
#define VD_FE_FETCH 240
#define VD_FE_NEXT  241

void vd_opcodes_startup(void);
void vd_opcodes_shutdown(void);

/* Where the compile hook notes the function and class tables before compiling. */
typedef struct {
	uint32_t functions;
	uint32_t classes;
} vd_tables_mark;

void vd_opcodes_mark(vd_tables_mark *mark);
/* Converts op_array and everything its compile declared, unless opcache caches this compile
 * (then the optimizer pass does it). */
void vd_opcodes_after_compile(zend_op_array *op_array, const vd_tables_mark *mark);

#endif

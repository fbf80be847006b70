/* SPDX-License-Identifier: MIT */
#ifndef VD_OPCODES_H
#define VD_OPCODES_H

#include "zend_compile.h"

/* Stage 3: the op_array pass over key-only loops. vm mode: their FE_FETCH_R becomes VD_FE_FETCH
 * and their back edges VD_FE_NEXT, after opcache's optimizer (which must never see them) or, when
 * opcache does not cache the compile, right after compilation. compat mode: right after every
 * compilation, their value goes to a temporary freed at once (standard opcodes). */

/* Free in every VM we build against: above ZEND_VM_LAST_OPCODE (checked at build time in
 * handlers.c and at startup), below the compiler's pseudo-opcodes ZEND_GOTO..ZEND_CONT. */
#define VD_FE_FETCH 240
#define VD_FE_NEXT  241

void vd_opcodes_startup(void);
void vd_opcodes_shutdown(void);

/* One slot of op_array->reserved[] marks what a compile found in an op_array, one bit a mark;
 * opcache copies it with the op_array into shared memory and its file cache, and PHP into closures,
 * trait methods and inherited methods. Taken at MINIT in every mode but off (PHP has six slots for
 * every extension loaded); vd_opcodes_mark_slot() is -1 if none was left, and then nothing is
 * marked and each reader does without. */
#define VD_MARK_SENTINELS       ((uintptr_t) 1) /* compiled from a file that held sentinels (vm mode) */
#define VD_MARK_DISCARDED_PARAM ((uintptr_t) 2) /* has a discarded parameter (params.c) */
void vd_opcodes_marks_startup(void);
int vd_opcodes_mark_slot(void);

/* Where the compile hook notes the function and class tables before compiling. */
typedef struct {
	uint32_t functions;
	uint32_t classes;
} vd_tables_mark;

void vd_opcodes_mark(vd_tables_mark *mark);
/* Converts op_array and everything its compile declared, unless in vm mode opcache caches this
 * compile (then the optimizer pass does it). */
void vd_opcodes_after_compile(zend_op_array *op_array, const vd_tables_mark *mark);

/* Calls visit on op_array (NULL: none) and on every op_array its compile declared: closures and
 * conditional functions at any depth, functions, methods and 8.4 property hooks. */
void vd_opcodes_visit_compiled(zend_op_array *op_array, const vd_tables_mark *mark, void (*visit)(zend_op_array *op_array));

/* Why code can reach op_array's variables other than through its own CV operands, or NULL. The
 * optimizer's test (zend_build_cfg, zend_optimizer_classify_function): include/eval share the
 * symbol table, `$$name` fetches by name, extract(), compact() and get_defined_vars() work on it
 * (PHP forbids calling them dynamically; the name is the one the compiler resolved, an unqualified
 * call in a namespace by its global fallback); code outside a function shares it with every
 * `global`. A debugger (EXT_STMT) may show any variable. */
const char *vd_opcodes_indirect_access(const zend_op_array *op_array);

/* Calls visit on each op_array ce declares itself: its methods (inherited ones belong to their own
 * class) and on 8.4 its property hooks. Traits share their methods' opcodes with their users. */
void vd_opcodes_class_functions(zend_class_entry *ce, void (*visit)(zend_op_array *, void *), void *context);

#endif

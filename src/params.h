/* SPDX-License-Identifier: MIT */
#ifndef VD_PARAMS_H
#define VD_PARAMS_H

#include "opcodes.h"

/* What a discarded parameter leaves visible at run time. The AST pass gives it a public name,
 * `void` and its position from 1 (`$void1`), that the file holds nowhere else (ast.c), which
 * Reflection, messages, named arguments and code generators read. After the compile its variable
 * is renamed `void1 (discarded)`, which no source can write as a variable, so that no name
 * reaches it, and which a debugger (Xdebug's DBGp answers are XML) can print; get_defined_vars()
 * lists every compiled variable by name, so its handler is wrapped to leave those out, in the
 * functions that a slot of op_array->reserved[] marks at their compile. */
void vd_params_startup(void);
void vd_params_shutdown(void);

/* After a compile whose AST pass named discarded parameters (VD_G(param_names)): their variables
 * take the name no code can write, and their functions the mark. */
void vd_params_after_compile(zend_op_array *op_array, const vd_tables_mark *mark);

#endif

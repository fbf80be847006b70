/* SPDX-License-Identifier: MIT */
#ifndef VD_PARAMS_H
#define VD_PARAMS_H

#include "opcodes.h"

/* What a discarded parameter leaves visible at run time. The AST pass gives it a public name,
 * `void` and its position from 1 (`$void1`), that the file holds nowhere else (ast.c), which
 * Reflection, messages, named arguments and code generators read. After the compile its variable
 * is renamed `void1 (discarded)`, which no source can write as a variable, so that no name
 * reaches it, and which a debugger (Xdebug's DBGp answers are XML) can print. A function's
 * symbol table lists every compiled variable by name: get_defined_vars() in a function with a
 * discarded parameter has the AST pass leave it out (src/ast.c), and code outside functions,
 * which include, require or eval may run in such a function, calls a get_defined_vars() of the
 * extension that does; every other function calls PHP's own, at PHP's cost. */

/* What a discarded parameter's variable is named after its public name (`void1 (discarded)`): a
 * variable written in PHP source is a label, which holds no space, so no source writes it as a
 * variable, and no compact(), extract() or `$$` of a label reaches it; a debugger lists it under
 * this name, as it lists every compiled variable. */
#define VD_PARAM_VARIABLE_SUFFIX " (discarded)"

/* Registers the extension's get_defined_vars() and the function that takes the discarded
 * parameters' variables out of what PHP's returned (src/params.c). */
void vd_params_startup(void);
void vd_params_shutdown(void);

/* The name the AST pass calls that second function by, around get_defined_vars() in a function
 * with discarded parameters (NULL if PHP has no get_defined_vars()). */
zend_string *vd_params_unlist_name(void);

/* After every compile: the calls of get_defined_vars() in op_array, the code outside functions of
 * a file or of eval'd code, go to the extension's (for a script opcache caches, in a pass after
 * its optimizer). */
void vd_params_redirect(zend_op_array *op_array);

/* After a compile whose AST pass named discarded parameters (VD_G(param_names)): their variables
 * take the name no code can write, and their functions the mark. */
void vd_params_after_compile(zend_op_array *op_array, const vd_tables_mark *mark);

#endif

/* SPDX-License-Identifier: MIT */
#ifndef VD_PARAMS_H
#define VD_PARAMS_H

/* What a discarded parameter leaves visible at run time. The AST pass names it `void`, a NUL byte
 * and its position (ast.c): no code can name it, but get_defined_vars() lists every compiled
 * variable by name. Its handler is wrapped to leave those out. */
void vd_params_startup(void);
void vd_params_shutdown(void);

#endif

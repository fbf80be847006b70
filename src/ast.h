/* SPDX-License-Identifier: MIT */
#ifndef VD_AST_H
#define VD_AST_H

/* Stage 2: the zend_ast_process pass that turns sentinels into holes, removed entries, discard
 * markers and compile errors. */
void vd_ast_startup(void);
void vd_ast_shutdown(void);

/* The name of the variable a discarded foreach value compiles to. */
zend_string *vd_ast_marker_name(void);

#endif

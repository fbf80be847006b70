/* SPDX-License-Identifier: MIT */
#ifndef VD_AST_H
#define VD_AST_H

/* Stage 2: the zend_ast_process pass that turns sentinels into holes, removed entries, discard
 * markers and compile errors. */
void vd_ast_startup(void);
void vd_ast_shutdown(void);

#endif

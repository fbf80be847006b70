/* SPDX-License-Identifier: MIT */
#ifndef VD_AST_H
#define VD_AST_H

/* Stage 2: the zend_ast_process pass that turns sentinels into holes, removed entries, discard
 * markers and compile errors. */
void vd_ast_startup(void);
void vd_ast_shutdown(void);

/* For lower(): parses code (the pre-pass output, whose discarded parameters are param_variable,
 * or NULL) and runs the pass over it without compiling. Throws ParseError for a syntax error and
 * CompileError for what the pass rejects. */
void vd_ast_check(zend_string *code, zend_string *param_variable);

/* The name of the variable a discarded foreach value compiles to. */
zend_string *vd_ast_marker_name(void);

#endif

/* SPDX-License-Identifier: MIT */
#ifndef VD_SOURCE_H
#define VD_SOURCE_H

/* Stage 1 in the engine: the zend_compile_file / zend_compile_string wrappers that run the
 * prefilter and, where it finds work, the pre-pass (prepass.h) over the source PHP compiles. */
void vd_source_startup(void);
void vd_source_shutdown(void);

/* Compiles code as the file filename, through the pre-pass and PHP's own compile_file() but no
 * other compile hook (opcache must not cache it, a debugger must not see it). The caller owns the
 * op_array and whatever the compile declared. */
zend_op_array *vd_source_compile_detached(zend_string *code, zend_string *filename);

#endif

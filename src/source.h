/* SPDX-License-Identifier: MIT */
#ifndef VD_SOURCE_H
#define VD_SOURCE_H

/* Stage 1 in the engine: the zend_compile_file / zend_compile_string wrappers that rewrite `void`
 * into the `__discard()` sentinel where PHP's parser could not accept it. */
void vd_source_startup(void);
void vd_source_shutdown(void);

/* The source PHP's parser sees for src: NULL when it is src unchanged. in_script is true for
 * code that starts after an open tag (eval). *halt_offset_delta receives the bytes inserted
 * before `__halt_compiler`. */
zend_string *vd_source_rewrite(const char *src, size_t len, bool in_script, zend_long *halt_offset_delta);

#endif

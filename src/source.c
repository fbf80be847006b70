/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"

#include "php_void_discard.h"
#include "compat.h"
#include "scanner.h"
#include "prepass.h"
#include "opcodes.h"
#include "params.h"
#include "source.h"

static zend_op_array *(*vd_prev_compile_file)(zend_file_handle *file_handle, int type);
static zend_op_array *(*vd_prev_compile_string)(zend_string *source_string, const char *filename, zend_compile_position position);

/* Per-compile state for the AST pass, saved and restored around the previous hook (a compile can
 * start inside another, e.g. from an autoloader run by a constant expression). */
typedef struct {
	zend_long halt_offset_delta;
	zend_string *param_variable;
	HashTable *param_names;
	bool no_sentinels;
} vd_compile_state;

#define VD_COMPILE_STATE() {VD_G(halt_offset_delta), VD_G(param_variable), VD_G(param_names), VD_G(no_sentinels)}

/* Prefilters src and rewrites it when needed: the rewritten source, or NULL to compile src. */
static zend_string *vd_compile_begin(const char *src, size_t len, bool in_script)
{
	size_t stop;
	int scan = vd_scanner_scan((const unsigned char *) src, len, &stop);
	vd_rewrite_facts facts = {0};
	zend_string *rewritten = NULL;

	if (scan & VD_SCAN_REWRITE) {
		rewritten = vd_prepass_rewrite_until(src, len, stop, in_script, &facts);
	}
	VD_G(halt_offset_delta) = facts.halt_offset_delta;
	VD_G(param_variable) = facts.param_variable;
	VD_G(param_names) = NULL;
	VD_G(no_sentinels) = !(scan & VD_SCAN_SENTINEL);
	return rewritten;
}

static void vd_compile_end(const vd_compile_state *saved)
{
	if (VD_G(param_variable)) {
		zend_string_release(VD_G(param_variable));
	}
	if (VD_G(param_names)) {
		zend_array_destroy(VD_G(param_names));
	}
	VD_G(halt_offset_delta) = saved->halt_offset_delta;
	VD_G(param_variable) = saved->param_variable;
	VD_G(param_names) = saved->param_names;
	VD_G(no_sentinels) = saved->no_sentinels;
}

/* Redirect get_defined_vars() outside functions, hide the discarded parameters' variables and
 * convert the loops the compile produced, unless the AST pass discarded no parameter or the
 * prefilter proved there is no sentinel. */
static void vd_compile_end_and_convert(const vd_compile_state *saved, zend_op_array *op_array, const vd_tables_mark *mark)
{
	bool convert = !VD_G(no_sentinels);

	if (op_array) {
		vd_params_redirect(op_array);
	}
	if (VD_G(param_names)) {
		vd_params_after_compile(op_array, mark);
	}
	vd_compile_end(saved);
	if (convert) {
		vd_opcodes_after_compile(op_array, mark);
	}
}

static zend_op_array *vd_compile_file_with(zend_op_array *(*compile)(zend_file_handle *, int), zend_file_handle *file_handle, int type)
{
	vd_compile_state saved = VD_COMPILE_STATE();
	zend_op_array *op_array = NULL;
	zend_string *rewritten;
	vd_tables_mark mark;
	char *buf;
	size_t len;

	/* This opens and reads the file in PHP's place: the previous hook, and compile_file() after
	 * it, reuse the buffer. On failure the file must not be opened a second time (a stream
	 * wrapper's stream_open() would run twice, its warning would repeat, and a stream whose read
	 * failed would be read again from where it stopped): report it here, as compile_file() and
	 * opcache's own opcache_compile_file() do, and compile nothing. */
	if (zend_stream_fixup(file_handle, &buf, &len) == FAILURE) {
		if (!EG(exception)) {
			zend_message_dispatcher(type == ZEND_REQUIRE ? ZMSG_FAILED_REQUIRE_FOPEN : ZMSG_FAILED_INCLUDE_FOPEN,
				ZSTR_VAL(file_handle->filename));
		}
		return NULL;
	}
	rewritten = vd_compile_begin(buf, len, false);
	if (rewritten) {
		/* The scanner reads ZEND_MMAP_AHEAD zero bytes past the end; the handle's destructor
		 * efree()s buf, as it would have freed the original. */
		char *copy = safe_emalloc(1, ZSTR_LEN(rewritten), ZEND_MMAP_AHEAD);

		memcpy(copy, ZSTR_VAL(rewritten), ZSTR_LEN(rewritten));
		memset(copy + ZSTR_LEN(rewritten), 0, ZEND_MMAP_AHEAD);
		efree(file_handle->buf);
		file_handle->buf = copy;
		file_handle->len = ZSTR_LEN(rewritten);
		zend_string_release_ex(rewritten, 0);
	}

	vd_opcodes_mark(&mark);
	zend_try {
		op_array = compile(file_handle, type);
	} zend_catch {
		vd_compile_end(&saved);
		zend_bailout();
	} zend_end_try();
	vd_compile_end_and_convert(&saved, op_array, &mark);
	return op_array;
}

static zend_op_array *vd_compile_file(zend_file_handle *file_handle, int type)
{
	return vd_compile_file_with(vd_prev_compile_file, file_handle, type);
}

zend_op_array *vd_source_compile_detached(zend_string *code, zend_string *filename)
{
	zend_file_handle handle;
	zend_op_array *op_array;
	char *buf = safe_emalloc(1, ZSTR_LEN(code), ZEND_MMAP_AHEAD);

	/* zend_stream_fixup() takes a handle that already holds its buffer as read; the handle's
	 * destructor efree()s it. */
	memcpy(buf, ZSTR_VAL(code), ZSTR_LEN(code));
	memset(buf + ZSTR_LEN(code), 0, ZEND_MMAP_AHEAD);
	zend_stream_init_filename_ex(&handle, filename);
	handle.buf = buf;
	handle.len = ZSTR_LEN(code);
	zend_try {
		op_array = vd_compile_file_with(compile_file, &handle, ZEND_INCLUDE);
	} zend_catch {
		zend_destroy_file_handle(&handle);
		zend_bailout();
	} zend_end_try();
	zend_destroy_file_handle(&handle);
	return op_array;
}

static zend_op_array *vd_compile_string(zend_string *source_string, const char *filename, zend_compile_position position)
{
	vd_compile_state saved = VD_COMPILE_STATE();
	zend_op_array *op_array = NULL;
	vd_tables_mark mark;
	zend_string *rewritten = vd_compile_begin(ZSTR_VAL(source_string), ZSTR_LEN(source_string),
		position == ZEND_COMPILE_POSITION_AFTER_OPEN_TAG);

	vd_opcodes_mark(&mark);
	zend_try {
		op_array = vd_prev_compile_string(rewritten ? rewritten : source_string, filename, position);
	} zend_catch {
		if (rewritten) {
			zend_string_release_ex(rewritten, 0);
		}
		vd_compile_end(&saved);
		zend_bailout();
	} zend_end_try();
	if (rewritten) {
		zend_string_release_ex(rewritten, 0);
	}
	vd_compile_end_and_convert(&saved, op_array, &mark);
	return op_array;
}

void vd_source_startup(void)
{
	vd_prev_compile_file = zend_compile_file;
	zend_compile_file = vd_compile_file;
	vd_prev_compile_string = zend_compile_string;
	zend_compile_string = vd_compile_string;
}

void vd_source_shutdown(void)
{
	if (zend_compile_file == vd_compile_file) {
		zend_compile_file = vd_prev_compile_file;
	}
	if (zend_compile_string == vd_compile_string) {
		zend_compile_string = vd_prev_compile_string;
	}
}

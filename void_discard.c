/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_ini.h"
#include "ext/standard/info.h"
#include "zend_interfaces.h"
#include "zend_system_id.h"

#include "php_void_discard.h"
#include "src/compat.h"
#include "src/source.h"
#include "src/ast.h"
#include "src/keys.h"
#include "void_discard_arginfo.h"

ZEND_DECLARE_MODULE_GLOBALS(void_discard)

static const char *const vd_mode_names[] = {
	[VD_MODE_OFF] = "off",
	[VD_MODE_COMPAT] = "compat",
};

static ZEND_INI_MH(OnUpdateMode)
{
	vd_mode *mode = (vd_mode *) ZEND_INI_GET_ADDR();
	size_t i;

	/* The INI parser turns a bare `off` (like `no`, `false`, `none`) into an empty string. */
	if (ZSTR_LEN(new_value) == 0) {
		*mode = VD_MODE_OFF;
		return SUCCESS;
	}
	for (i = 0; i < sizeof(vd_mode_names) / sizeof(vd_mode_names[0]); i++) {
		if (zend_string_equals_cstr(new_value, vd_mode_names[i], strlen(vd_mode_names[i]))) {
			*mode = (vd_mode) i;
			return SUCCESS;
		}
	}
	php_error_docref(NULL, E_WARNING, "void_discard.mode must be one of \"compat\" or \"off\", \"%s\" given",
		ZSTR_VAL(new_value));
	return FAILURE;
}

PHP_INI_BEGIN()
	STD_PHP_INI_ENTRY("void_discard.mode", "compat", PHP_INI_SYSTEM, OnUpdateMode,
		mode, zend_void_discard_globals, void_discard_globals)
PHP_INI_END()

static PHP_GINIT_FUNCTION(void_discard)
{
#if defined(COMPILE_DL_VOID_DISCARD) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	memset(void_discard_globals, 0, sizeof(*void_discard_globals));
}

/* Every hook is installed here, before opcache wraps zend_compile_file and before the system id
 * (the opcache file cache key) is computed from the installed hooks. */
static PHP_MINIT_FUNCTION(void_discard)
{
	REGISTER_INI_ENTRIES();
	vd_keys_startup(register_class_VoidDiscard_KeyIterator());

	if (VD_G(mode) == VD_MODE_OFF) {
		return SUCCESS;
	}
	zend_add_system_entropy("void_discard", PHP_VOID_DISCARD_VERSION, vd_mode_names[VD_G(mode)],
		strlen(vd_mode_names[VD_G(mode)]));
	vd_source_startup();
	vd_ast_startup();
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(void_discard)
{
	if (VD_G(mode) != VD_MODE_OFF) {
		vd_ast_shutdown();
		vd_source_shutdown();
	}
	UNREGISTER_INI_ENTRIES();
	return SUCCESS;
}

static PHP_MINFO_FUNCTION(void_discard)
{
	php_info_print_table_start();
	php_info_print_table_row(2, "void discards", VD_G(mode) == VD_MODE_OFF ? "disabled" : "enabled");
	php_info_print_table_row(2, "Version", PHP_VOID_DISCARD_VERSION);
	php_info_print_table_row(2, "Effective mode", vd_mode_names[VD_G(mode)]);
	php_info_print_table_end();
	DISPLAY_INI_ENTRIES();
}

zend_module_entry void_discard_module_entry = {
	STANDARD_MODULE_HEADER,
	"void_discard",
	ext_functions,
	PHP_MINIT(void_discard),
	PHP_MSHUTDOWN(void_discard),
	NULL,
	NULL,
	PHP_MINFO(void_discard),
	PHP_VOID_DISCARD_VERSION,
	PHP_MODULE_GLOBALS(void_discard),
	PHP_GINIT(void_discard),
	NULL,
	NULL,
	STANDARD_MODULE_PROPERTIES_EX
};

#ifdef COMPILE_DL_VOID_DISCARD
# ifdef ZTS
ZEND_TSRMLS_CACHE_DEFINE()
# endif
ZEND_GET_MODULE(void_discard)
#endif

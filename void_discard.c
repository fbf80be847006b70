/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_ini.h"
#include "ext/standard/info.h"
#include "zend_interfaces.h"
#include "zend_system_id.h"
#include "zend_extensions.h"
#include "SAPI.h"

#include "php_void_discard.h"
#include "src/compat.h"
#include "src/source.h"
#include "src/ast.h"
#include "src/keys.h"
#include "src/opcodes.h"
#include "src/handlers.h"
#include "src/tokens.h"
#include "src/params.h"
#include "src/scanner.h"
#include "void_discard_arginfo.h"

ZEND_DECLARE_MODULE_GLOBALS(void_discard)

/* Decided once in MINIT, read-only afterwards. */
vd_mode vd_effective_mode;
static vd_scanner_path vd_effective_prefilter;

static const char *const vd_mode_names[] = {
	[VD_MODE_OFF] = "off",
	[VD_MODE_COMPAT] = "compat",
	[VD_MODE_VM] = "vm",
	[VD_MODE_AUTO] = "auto",
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
	php_error_docref(NULL, E_WARNING,
		"void_discard.mode must be one of \"auto\", \"vm\", \"compat\" or \"off\", \"%s\" given",
		ZSTR_VAL(new_value));
	return FAILURE;
}

/* Which of the prefilter's scans runs: all give the same answers, so this only chooses a speed (and
 * lets the tests run each scan). One this CPU or build cannot run is refused like an unknown one. */
static ZEND_INI_MH(OnUpdatePrefilter)
{
	int *path = (int *) ZEND_INI_GET_ADDR();
	int i;

	for (i = 0; i < (int) (sizeof(vd_scanner_path_names) / sizeof(vd_scanner_path_names[0])); i++) {
		if (zend_string_equals_cstr(new_value, vd_scanner_path_names[i], strlen(vd_scanner_path_names[i]))) {
			if (!vd_scanner_supports((vd_scanner_path) i)) {
				php_error_docref(NULL, E_WARNING, "void_discard.prefilter=%s: this CPU or build has no such scan",
					ZSTR_VAL(new_value));
				return FAILURE;
			}
			*path = i;
			return SUCCESS;
		}
	}
	php_error_docref(NULL, E_WARNING,
		"void_discard.prefilter must be one of \"auto\", \"avx2\", \"sse2\" or \"portable\", \"%s\" given",
		ZSTR_VAL(new_value));
	return FAILURE;
}

PHP_INI_BEGIN()
	STD_PHP_INI_ENTRY("void_discard.mode", "auto", PHP_INI_SYSTEM, OnUpdateMode,
		mode, zend_void_discard_globals, void_discard_globals)
	STD_PHP_INI_ENTRY("void_discard.prefilter", "auto", PHP_INI_SYSTEM, OnUpdatePrefilter,
		prefilter, zend_void_discard_globals, void_discard_globals)
PHP_INI_END()

static PHP_GINIT_FUNCTION(void_discard)
{
#if defined(COMPILE_DL_VOID_DISCARD) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	memset(void_discard_globals, 0, sizeof(*void_discard_globals));
}

/* The raw php.ini / -d value of an opcache setting: opcache registers its INI entries after
 * our MINIT, so only the configuration file values can be read here. */
static const char *vd_opcache_cfg(const char *name, const char *fallback)
{
	zval *value = cfg_get_entry(name, strlen(name));

	return value ? Z_STRVAL_P(value) : fallback;
}

/* Could opcache turn the JIT on in this process? Then any user opcode handler would make it
 * print "JIT is incompatible with third party extensions that setup user opcode handlers. JIT
 * disabled." (zend_jit_check_support, called when jit != disable and jit_buffer_size > 0). */
static bool vd_jit_possible(void)
{
	bool cli = strcmp(sapi_module.name, "cli") == 0 || strcmp(sapi_module.name, "phpdbg") == 0;
	const char *enable = cli ? vd_opcache_cfg("opcache.enable_cli", "0") : vd_opcache_cfg("opcache.enable", "1");
	zend_string *str;
	bool enabled;

	if (!zend_get_extension("Zend OPcache")) {
		return false;
	}
	str = zend_string_init(enable, strlen(enable), 1);
	enabled = zend_ini_parse_bool(str);
	zend_string_release_ex(str, 1);
	return enabled
		&& ZEND_STRTOL(vd_opcache_cfg("opcache.jit_buffer_size", VD_OPCACHE_JIT_BUFFER_DEFAULT), NULL, 10) > 0
		&& strcasecmp(vd_opcache_cfg("opcache.jit", VD_OPCACHE_JIT_DEFAULT), "disable") != 0;
}

/* Every hook is installed here, before opcache wraps zend_compile_file and before the system id
 * (the opcache file cache key) is computed from the installed hooks and our entropy. */
static PHP_MINIT_FUNCTION(void_discard)
{
	const char *mode;

	REGISTER_INI_ENTRIES();
	vd_keys_startup(register_class_VoidDiscard_KeyIterator());
	/* before any scan, and whatever the mode: prepass() and lower() scan too */
	vd_effective_prefilter = vd_scanner_use((vd_scanner_path) VD_G(prefilter));

#ifdef VD_NATIVE_VOID
	vd_effective_mode = VD_MODE_OFF;
#else
	vd_effective_mode = VD_G(mode);
#endif
	if (vd_effective_mode == VD_MODE_AUTO) {
		vd_effective_mode = vd_jit_possible() ? VD_MODE_COMPAT : VD_MODE_VM;
	}
	if (vd_effective_mode == VD_MODE_VM && vd_handlers_startup() == FAILURE) {
		vd_effective_mode = VD_MODE_COMPAT;
	}
	mode = vd_mode_names[vd_effective_mode];
	REGISTER_NS_STRING_CONSTANT("VoidDiscard", "MODE", (char *) mode, CONST_PERSISTENT);
	if (vd_effective_mode == VD_MODE_OFF) {
		return SUCCESS;
	}

	zend_add_system_entropy("void_discard", PHP_VOID_DISCARD_VERSION, mode, strlen(mode));
	vd_source_startup();
	vd_tokens_startup();
	vd_opcodes_marks_startup();
	vd_params_startup();
	vd_ast_startup();
	if (vd_effective_mode == VD_MODE_VM) {
		vd_opcodes_startup();
	}
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(void_discard)
{
	if (vd_effective_mode == VD_MODE_VM) {
		vd_opcodes_shutdown();
		vd_handlers_shutdown();
	}
	if (vd_effective_mode != VD_MODE_OFF) {
		vd_ast_shutdown();
		vd_params_shutdown();
		vd_tokens_shutdown();
		vd_source_shutdown();
	}
	UNREGISTER_INI_ENTRIES();
	return SUCCESS;
}

static PHP_MINFO_FUNCTION(void_discard)
{
	php_info_print_table_start();
#ifdef VD_NATIVE_VOID
	php_info_print_table_row(2, "void discards", "native");
	php_info_print_table_row(2, "Native void (the engine compiles void itself)", "yes");
#else
	php_info_print_table_row(2, "void discards", vd_effective_mode == VD_MODE_OFF ? "disabled" : "enabled");
	php_info_print_table_row(2, "Native void (the engine compiles void itself)", "no");
#endif
	php_info_print_table_row(2, "Version", PHP_VOID_DISCARD_VERSION);
	php_info_print_table_row(2, "Effective mode", vd_mode_names[vd_effective_mode]);
	php_info_print_table_row(2, "Prefilter scan", vd_scanner_path_names[vd_effective_prefilter]);
	php_info_print_table_end();
	DISPLAY_INI_ENTRIES();
}

/* Started before this module when loaded, and stopped after it: MINIT wraps their parsing
 * functions (src/tokens.c), MSHUTDOWN unwraps them. */
static const zend_module_dep void_discard_deps[] = {
	ZEND_MOD_OPTIONAL("tokenizer")
	ZEND_MOD_OPTIONAL("ast")
	ZEND_MOD_END
};

zend_module_entry void_discard_module_entry = {
	STANDARD_MODULE_HEADER_EX,
	NULL,
	void_discard_deps,
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

/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"

#include "php_void_discard.h"
#include "lexical.h"
#include "params.h"

static zend_function *vd_get_defined_vars;
static zif_handler vd_get_defined_vars_original;

/* Whether name is a discarded parameter's variable: `void` and a NUL byte (vd_params_hide()). */
static zend_always_inline bool vd_is_discarded_param(const zend_string *name)
{
	return ZSTR_LEN(name) > sizeof(VD_WORD_VOID) && memcmp(ZSTR_VAL(name), VD_WORD_VOID, sizeof(VD_WORD_VOID)) == 0;
}

/* Whether the user function whose variables get_defined_vars() lists has a discarded parameter:
 * its parameters are its first compiled variables. */
static bool vd_has_discarded_param(const zend_execute_data *ex)
{
	const zend_op_array *op_array;
	uint32_t i;

	while (ex && (!ex->func || !ZEND_USER_CODE(ex->func->type))) {
		ex = ex->prev_execute_data;
	}
	if (!ex) {
		return false;
	}
	op_array = &ex->func->op_array;
	for (i = 0; i < op_array->num_args && i < (uint32_t) op_array->last_var; i++) {
		if (vd_is_discarded_param(op_array->vars[i])) {
			return true;
		}
	}
	return false;
}

static ZEND_NAMED_FUNCTION(vd_get_defined_vars_handler)
{
	zend_string *name;

	vd_get_defined_vars_original(execute_data, return_value);
	if (Z_TYPE_P(return_value) != IS_ARRAY || !vd_has_discarded_param(EX(prev_execute_data))) {
		return;
	}
	SEPARATE_ARRAY(return_value);
	ZEND_HASH_FOREACH_STR_KEY(Z_ARRVAL_P(return_value), name) {
		if (name && vd_is_discarded_param(name)) {
			zend_hash_del(Z_ARRVAL_P(return_value), name);
		}
	} ZEND_HASH_FOREACH_END();
}

/* A parameter with one of the names the AST pass gave discarded parameters is one: the file holds
 * that name nowhere else. */
static void vd_params_hide(zend_op_array *op_array)
{
	uint32_t i;

	for (i = 0; i < op_array->num_args && i < (uint32_t) op_array->last_var; i++) {
		if (zend_hash_exists(VD_G(param_names), op_array->arg_info[i].name)) {
			zend_string_release(op_array->vars[i]);
			op_array->vars[i] = zend_new_interned_string(zend_strpprintf(0, "%s%c%" PRIu32, VD_WORD_VOID, '\0', i));
		}
	}
}

void vd_params_after_compile(zend_op_array *op_array, const vd_tables_mark *mark)
{
	vd_opcodes_visit_compiled(op_array, mark, vd_params_hide);
}

void vd_params_startup(void)
{
	vd_get_defined_vars = zend_hash_str_find_ptr(CG(function_table), ZEND_STRL("get_defined_vars"));
	if (vd_get_defined_vars && vd_get_defined_vars->type == ZEND_INTERNAL_FUNCTION) {
		vd_get_defined_vars_original = vd_get_defined_vars->internal_function.handler;
		vd_get_defined_vars->internal_function.handler = vd_get_defined_vars_handler;
	} else {
		vd_get_defined_vars = NULL;
	}
}

void vd_params_shutdown(void)
{
	if (vd_get_defined_vars && vd_get_defined_vars->internal_function.handler == vd_get_defined_vars_handler) {
		vd_get_defined_vars->internal_function.handler = vd_get_defined_vars_original;
	}
}

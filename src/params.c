/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"

#include "php_void_discard.h"
#include "lexical.h"
#include "params.h"

/* What a discarded parameter's variable is named after its public name (`void1 (discarded)`): a
 * variable written in PHP source is a label, which holds no space, so no source writes it as a
 * variable, and no compact(), extract() or `$$` of a label reaches it; a debugger lists it under
 * this name, as it lists every compiled variable. */
#define VD_PARAM_VARIABLE_SUFFIX " (discarded)"

static zend_function *vd_get_defined_vars;
static zif_handler vd_get_defined_vars_original;
static zif_handler vd_get_defined_vars_handler;

/* The slot of op_array->reserved[] whose VD_MARK_DISCARDED_PARAM bit marks the op_arrays with a
 * discarded parameter, set at their compile (opcodes.h); -1 if PHP had no slot left: then every
 * call of get_defined_vars() searches the function's parameters. */
static int vd_params_slot = -1;

/* Whether name is a discarded parameter's variable: its public name and VD_PARAM_VARIABLE_SUFFIX,
 * which no variable written in PHP source can end with (vd_params_hide()). */
static zend_always_inline bool vd_is_discarded_param(const zend_string *name)
{
	return ZSTR_LEN(name) > sizeof(VD_PARAM_VARIABLE_SUFFIX) - 1
		&& memcmp(ZSTR_VAL(name) + ZSTR_LEN(name) - (sizeof(VD_PARAM_VARIABLE_SUFFIX) - 1),
			VD_PARAM_VARIABLE_SUFFIX, sizeof(VD_PARAM_VARIABLE_SUFFIX) - 1) == 0;
}

/* For code that include, require or eval run in a function (eval() and a debugger's eval too), ex:
 * that function, whose symbol table the code shares; NULL at the top level. */
static zend_never_inline const zend_op_array *vd_symbol_table_owner_of_code(const zend_execute_data *ex)
{
	const zend_array *table;

	if (!(ZEND_CALL_INFO(ex) & ZEND_CALL_HAS_SYMBOL_TABLE) || ex->symbol_table == &EG(symbol_table)) {
		return NULL;
	}
	table = ex->symbol_table;
	for (ex = ex->prev_execute_data; ex; ex = ex->prev_execute_data) {
		if (ex->func && ZEND_USER_CODE(ex->func->type) && !(ZEND_CALL_INFO(ex) & ZEND_CALL_CODE)
				&& (ZEND_CALL_INFO(ex) & ZEND_CALL_HAS_SYMBOL_TABLE) && ex->symbol_table == table) {
			return &ex->func->op_array;
		}
	}
	return NULL;
}

/* The function whose variables get_defined_vars(), called from ex, lists: the nearest user code's,
 * or for include, require and eval code the function it runs in; NULL at the top level. */
static zend_always_inline const zend_op_array *vd_symbol_table_owner(const zend_execute_data *ex)
{
	while (UNEXPECTED(ex && (!ex->func || !ZEND_USER_CODE(ex->func->type)))) {
		ex = ex->prev_execute_data;
	}
	if (UNEXPECTED(!ex)) {
		return NULL;
	}
	if (UNEXPECTED(ZEND_CALL_INFO(ex) & ZEND_CALL_CODE)) {
		return vd_symbol_table_owner_of_code(ex);
	}
	return &ex->func->op_array;
}

/* get_defined_vars()'s array less the variables of op_array's discarded parameters (its
 * parameters are its first compiled variables). */
static zend_never_inline void vd_get_defined_vars_without_discards(const zend_op_array *op_array,
	INTERNAL_FUNCTION_PARAMETERS)
{
	uint32_t i;

	vd_get_defined_vars_original(execute_data, return_value);
	if (Z_TYPE_P(return_value) != IS_ARRAY) {
		return;
	}
	for (i = 0; i < op_array->num_args && i < (uint32_t) op_array->last_var; i++) {
		if (vd_is_discarded_param(op_array->vars[i])) {
			SEPARATE_ARRAY(return_value);
			zend_hash_del(Z_ARRVAL_P(return_value), op_array->vars[i]);
		}
	}
}

/* The wrapper when the functions are marked, called from anything but a function (include,
 * eval, the top level; internal code between). */
static zend_never_inline void vd_get_defined_vars_marked_elsewhere(INTERNAL_FUNCTION_PARAMETERS)
{
	const zend_op_array *op_array = vd_symbol_table_owner(EX(prev_execute_data));

	if (!op_array || !((uintptr_t) op_array->reserved[vd_params_slot] & VD_MARK_DISCARDED_PARAM)) {
		vd_get_defined_vars_original(execute_data, return_value);
		return;
	}
	vd_get_defined_vars_without_discards(op_array, execute_data, return_value);
}

/* The wrapper when the functions are marked. Called from a function without a discarded
 * parameter, the common case, it goes straight on to PHP's function after reading the mark. */
static ZEND_NAMED_FUNCTION(vd_get_defined_vars_marked)
{
	const zend_execute_data *caller = EX(prev_execute_data);

	if (EXPECTED(caller && caller->func && ZEND_USER_CODE(caller->func->type) && !(ZEND_CALL_INFO(caller) & ZEND_CALL_CODE))) {
		if (EXPECTED(!((uintptr_t) caller->func->op_array.reserved[vd_params_slot] & VD_MARK_DISCARDED_PARAM))) {
			vd_get_defined_vars_original(execute_data, return_value);
			return;
		}
		vd_get_defined_vars_without_discards(&caller->func->op_array, execute_data, return_value);
		return;
	}
	vd_get_defined_vars_marked_elsewhere(execute_data, return_value);
}

/* The wrapper when PHP had no slot left to mark functions in: it searches each function's
 * parameters. */
static ZEND_NAMED_FUNCTION(vd_get_defined_vars_search)
{
	const zend_op_array *op_array = vd_symbol_table_owner(EX(prev_execute_data));

	if (!op_array) {
		vd_get_defined_vars_original(execute_data, return_value);
		return;
	}
	vd_get_defined_vars_without_discards(op_array, execute_data, return_value);
}

/* A parameter with one of the names the AST pass gave discarded parameters is one: the file holds
 * that name nowhere else. Its variable takes the public name and VD_PARAM_VARIABLE_SUFFIX. */
static void vd_params_hide(zend_op_array *op_array)
{
	uint32_t i;

	for (i = 0; i < op_array->num_args && i < (uint32_t) op_array->last_var; i++) {
		zend_string *public_name = op_array->arg_info[i].name;

		if (zend_hash_exists(VD_G(param_names), public_name)) {
			zend_string_release(op_array->vars[i]);
			op_array->vars[i] = zend_new_interned_string(zend_string_concat2(ZSTR_VAL(public_name),
				ZSTR_LEN(public_name), VD_PARAM_VARIABLE_SUFFIX, sizeof(VD_PARAM_VARIABLE_SUFFIX) - 1));
			if (vd_params_slot >= 0) {
				op_array->reserved[vd_params_slot] = (void *) ((uintptr_t) op_array->reserved[vd_params_slot] | VD_MARK_DISCARDED_PARAM);
			}
		}
	}
}

void vd_params_after_compile(zend_op_array *op_array, const vd_tables_mark *mark)
{
	vd_opcodes_visit_compiled(op_array, mark, vd_params_hide);
}

void vd_params_startup(void)
{
	vd_params_slot = vd_opcodes_mark_slot();
	vd_get_defined_vars = zend_hash_str_find_ptr(CG(function_table), ZEND_STRL("get_defined_vars"));
	if (vd_get_defined_vars && vd_get_defined_vars->type == ZEND_INTERNAL_FUNCTION) {
		vd_get_defined_vars_original = vd_get_defined_vars->internal_function.handler;
		vd_get_defined_vars_handler = vd_params_slot >= 0 ? vd_get_defined_vars_marked : vd_get_defined_vars_search;
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

/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "Optimizer/zend_optimizer.h"

#include "php_void_discard.h"
#include "lexical.h"
#include "params.h"

/* The slot of op_array->reserved[] whose VD_MARK_DISCARDED_PARAM bit marks the op_arrays with a
 * discarded parameter, set at their compile (opcodes.h); -1 if PHP had no slot left: then every
 * function's parameters are searched. */
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
static const zend_op_array *vd_symbol_table_owner_of_code(const zend_execute_data *ex)
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

/* The function whose symbol table the code at ex uses: its own, or for include, require and eval
 * code the function it runs in; NULL at the top level. */
static const zend_op_array *vd_symbol_table_owner(const zend_execute_data *ex)
{
	while (ex && (!ex->func || !ZEND_USER_CODE(ex->func->type))) {
		ex = ex->prev_execute_data;
	}
	if (!ex) {
		return NULL;
	}
	if (ZEND_CALL_INFO(ex) & ZEND_CALL_CODE) {
		return vd_symbol_table_owner_of_code(ex);
	}
	return &ex->func->op_array;
}

static zif_handler vd_get_defined_vars;

/* vars, what get_defined_vars() returned, less the variables of op_array's discarded parameters
 * (its first compiled variables). */
static void vd_params_unlist_from(const zend_op_array *op_array, zval *vars)
{
	uint32_t i;

	for (i = 0; i < op_array->num_args && i < (uint32_t) op_array->last_var; i++) {
		if (vd_is_discarded_param(op_array->vars[i])) {
			SEPARATE_ARRAY(vars);
			zend_hash_del(Z_ARRVAL_P(vars), op_array->vars[i]);
		}
	}
}

/* get_defined_vars() for code outside functions, where the compile redirects its calls
 * (vd_params_redirect()): PHP's function, less the discarded parameters' variables of the
 * function whose symbol table include, require or eval code shares. */
static ZEND_NAMED_FUNCTION(vd_params_get_defined_vars)
{
	const zend_op_array *op_array = vd_symbol_table_owner(EX(prev_execute_data));

	vd_get_defined_vars(execute_data, return_value);
	if (op_array && Z_TYPE_P(return_value) == IS_ARRAY && (vd_params_slot < 0
			|| ((uintptr_t) op_array->reserved[vd_params_slot] & VD_MARK_DISCARDED_PARAM))) {
		vd_params_unlist_from(op_array, return_value);
	}
}

/* What get_defined_vars() returned in a function with discarded parameters (the AST pass wraps
 * its calls there: src/ast.c), less their variables. It takes the array over from its argument
 * slot, so that the one get_defined_vars() made is not copied. */
static ZEND_NAMED_FUNCTION(vd_params_unlist)
{
	zval *vars;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ARRAY(vars)
	ZEND_PARSE_PARAMETERS_END();
	ZVAL_COPY_VALUE(return_value, vars);
	ZVAL_NULL(vars);
	vd_params_unlist_from(&EX(prev_execute_data)->func->op_array, return_value);
}

/* The keys the two functions are registered under: a NUL first, as PHP's own keys for functions
 * declared at run time, so that no source can call them and get_defined_functions() skips them.
 * The first takes PHP's function's name, for the messages. */
#define VD_PARAMS_GET_DEFINED_VARS_KEY "\0void_discard\\get_defined_vars"
#define VD_PARAMS_UNLIST_KEY "\0void_discard\\unlist"
static zend_string *vd_params_get_defined_vars_key;
static zend_string *vd_params_unlist_key;
static zend_string *vd_params_get_defined_vars_name;

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

/* Whether the literal at name is get_defined_vars (a name literal of a call is lower-cased and
 * interned, as PHP's function's name is). */
static zend_always_inline bool vd_names_get_defined_vars(const zval *name)
{
	return Z_TYPE_P(name) == IS_STRING && zend_string_equals(Z_STR_P(name), vd_params_get_defined_vars_name);
}

/* The calls of get_defined_vars() in op_array (code outside functions) go to the extension's. */
static void vd_params_redirect_calls(zend_op_array *op_array)
{
	zend_op *opline, *end = op_array->opcodes + op_array->last;

	for (opline = op_array->opcodes; opline < end; opline++) {
		zval *name;

		switch (opline->opcode) {
			case ZEND_INIT_FCALL:
				name = RT_CONSTANT(opline, opline->op2);
				break;
			case ZEND_INIT_FCALL_BY_NAME:
				name = RT_CONSTANT(opline, opline->op2) + 1;
				break;
			case ZEND_INIT_NS_FCALL_BY_NAME:
				name = RT_CONSTANT(opline, opline->op2) + 2;
				break;
			default:
				continue;
		}
		if (vd_names_get_defined_vars(name)) {
			zend_string_release(Z_STR_P(name));
			ZVAL_INTERNED_STR(name, vd_params_get_defined_vars_key);
		}
	}
}

/* Registered with opcache, for the scripts it caches: runs after its optimizer, which must see
 * PHP's function called (on 8.4 its call graph with the extension's function in that place made
 * the cached code call PHP's function after all). */
static void vd_params_optimizer_pass(zend_script *script, void *context)
{
	vd_params_redirect_calls(&script->main_op_array);
}

static int vd_params_pass_index = -1;

void vd_params_redirect(zend_op_array *op_array)
{
	/* Opcache sets this flag only on the compiles it caches: its pass redirects those. */
	if (vd_params_get_defined_vars_key && !(CG(compiler_options) & ZEND_COMPILE_IGNORE_OTHER_FILES)) {
		vd_params_redirect_calls(op_array);
	}
}

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(vd_params_get_defined_vars_arginfo, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(vd_params_unlist_arginfo, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, vars, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

static const zend_function_entry vd_params_functions[] = {
	ZEND_NAMED_FE(void_discard_get_defined_vars, vd_params_get_defined_vars, vd_params_get_defined_vars_arginfo)
	ZEND_NAMED_FE(void_discard_unlist, vd_params_unlist, vd_params_unlist_arginfo)
	ZEND_FE_END
};

/* Moves the function registered as name to key, where no source can reach it: the bucket keeps its
 * place, as a hole there would shift the count of persistent functions the engine discards user
 * functions after, at the end of each request, once the table is compacted. */
static zend_function *vd_params_rekey(HashTable *table, const char *name, size_t len, zend_string **key, const char *hidden, size_t hidden_len)
{
	Bucket *bucket = (Bucket *) zend_hash_str_find(table, name, len);
	zend_function *function = Z_PTR(bucket->val);

	*key = zend_string_init_interned(hidden, hidden_len, 1);
	zend_string_release(bucket->key);
	bucket->key = *key;
	bucket->h = ZSTR_H(*key);
	zend_hash_rehash(table);
	return function;
}

zend_string *vd_params_unlist_name(void)
{
	return vd_params_unlist_key;
}

void vd_params_startup(void)
{
	HashTable *table = CG(function_table);
	zend_function *php, *ours;

	vd_params_slot = vd_opcodes_mark_slot();
	php = zend_hash_str_find_ptr(table, ZEND_STRL("get_defined_vars"));
	if (!php || php->type != ZEND_INTERNAL_FUNCTION) {
		return;
	}
	vd_get_defined_vars = php->internal_function.handler;
	vd_params_get_defined_vars_name = php->common.function_name;
	/* registered as any function of the module, then moved to their keys */
	zend_register_functions(NULL, vd_params_functions, table, MODULE_PERSISTENT);
	vd_params_rekey(table, ZEND_STRL("void_discard_unlist"), &vd_params_unlist_key, ZEND_STRL(VD_PARAMS_UNLIST_KEY));
	ours = vd_params_rekey(table, ZEND_STRL("void_discard_get_defined_vars"), &vd_params_get_defined_vars_key,
		ZEND_STRL(VD_PARAMS_GET_DEFINED_VARS_KEY));
	zend_string_release(ours->common.function_name);
	ours->common.function_name = zend_string_copy(php->common.function_name);
	vd_params_pass_index = zend_optimizer_register_pass(vd_params_optimizer_pass);
}

void vd_params_shutdown(void)
{
	if (vd_params_pass_index != -1) {
		zend_optimizer_unregister_pass(vd_params_pass_index);
		vd_params_pass_index = -1;
	}
}

/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_compile.h"
#include "zend_vm.h"
#include "Optimizer/zend_optimizer.h"

#include "php_void_discard.h"
#include "compat.h"
#include "ast.h"
#include "opcodes.h"

/* The CV slot of the discard marker in op_array, or (uint32_t) -1. */
static uint32_t vd_marker_var(const zend_op_array *op_array)
{
	int i;

	for (i = 0; i < op_array->last_var; i++) {
		if (zend_string_equals(op_array->vars[i], vd_ast_marker_name())) {
			return (uint32_t) EX_NUM_TO_VAR(i);
		}
	}
	return (uint32_t) -1;
}

/* `T = FE_FETCH_R V, CV($"\0void")` becomes `T = VD_OPCODE V`: same iterator operand, same key
 * result, same exit offset, same live ranges. When the key goes straight into a variable
 * (`ASSIGN CV($k), T` follows, as the compiler emits it), op2 names that variable: the handler
 * writes the key there and skips the assignment. */
static void vd_convert_op_array(zend_op_array *op_array)
{
	uint32_t marker = vd_marker_var(op_array);
	zend_op *opline, *end;

	if (marker == (uint32_t) -1) {
		return;
	}
	end = op_array->opcodes + op_array->last;
	for (opline = op_array->opcodes; opline < end; opline++) {
		zend_op *next = opline + 1;

		if (opline->opcode != ZEND_FE_FETCH_R || opline->op2_type != IS_CV || opline->op2.var != marker) {
			continue;
		}
		opline->opcode = VD_OPCODE;
		SET_UNUSED(opline->op2);
		if (opline->result_type == IS_TMP_VAR && next < end
				&& next->opcode == ZEND_ASSIGN && next->result_type == IS_UNUSED
				&& next->op1_type == IS_CV
				&& next->op2_type == IS_TMP_VAR && next->op2.var == opline->result.var) {
			opline->op2_type = IS_CV;
			opline->op2.var = next->op1.var;
		}
		zend_vm_set_opcode_handler(opline);
	}
}

/* Closures and conditionally declared functions live in dynamic_func_defs (8.1+), at any depth. */
static void vd_convert_tree(zend_op_array *op_array)
{
	uint32_t i;

	vd_convert_op_array(op_array);
	for (i = 0; i < op_array->num_dynamic_func_defs; i++) {
		vd_convert_tree(op_array->dynamic_func_defs[i]);
	}
}

static void vd_convert_function(zend_function *fn)
{
	if (ZEND_USER_CODE(fn->type)) {
		vd_convert_tree(&fn->op_array);
	}
}

/* Methods declared by the class itself (inherited ones belong to their own class), and on 8.4
 * its property hooks. Traits share their methods' opcodes: converting twice is a no-op. */
static void vd_convert_class(zend_class_entry *ce)
{
	zend_function *fn;

	ZEND_HASH_MAP_FOREACH_PTR(&ce->function_table, fn) {
		if (fn->common.scope == ce) {
			vd_convert_function(fn);
		}
	} ZEND_HASH_FOREACH_END();
#ifdef VD_HAVE_PROPERTY_HOOKS
	{
		zend_property_info *prop;

		ZEND_HASH_MAP_FOREACH_PTR(&ce->properties_info, prop) {
			if (prop->ce == ce && prop->hooks) {
				uint32_t i;

				for (i = 0; i < ZEND_PROPERTY_HOOK_COUNT; i++) {
					if (prop->hooks[i]) {
						vd_convert_function(prop->hooks[i]);
					}
				}
			}
		} ZEND_HASH_FOREACH_END();
	}
#endif
}

/* Registered with opcache: runs after every built-in pass and zend_redo_pass_two(), even at
 * optimization_level=0, on every script opcache caches (shared memory, file cache, preload). */
static void vd_optimizer_pass(zend_script *script, void *context)
{
	zend_function *fn;
	zend_class_entry *ce;

	vd_convert_tree(&script->main_op_array);
	ZEND_HASH_MAP_FOREACH_PTR(&script->function_table, fn) {
		vd_convert_function(fn);
	} ZEND_HASH_FOREACH_END();
	ZEND_HASH_MAP_FOREACH_PTR(&script->class_table, ce) {
		vd_convert_class(ce);
	} ZEND_HASH_FOREACH_END();
}

void vd_opcodes_mark(vd_tables_mark *mark)
{
	mark->functions = CG(function_table)->nNumUsed;
	mark->classes = CG(class_table)->nNumUsed;
}

void vd_opcodes_after_compile(zend_op_array *op_array, const vd_tables_mark *mark)
{
	uint32_t idx;

	/* Opcache sets this flag only on the compiles it caches, and converts those in
	 * vd_optimizer_pass: its optimizer must never see VD_OPCODE. */
	if (!op_array || (CG(compiler_options) & ZEND_COMPILE_IGNORE_OTHER_FILES)) {
		return;
	}
	vd_convert_tree(op_array);
	/* Functions and classes the compile declared early are already in the global tables. */
	for (idx = mark->functions; idx < CG(function_table)->nNumUsed; idx++) {
		Bucket *p = CG(function_table)->arData + idx;

		if (Z_TYPE(p->val) == IS_PTR) {
			vd_convert_function(Z_PTR(p->val));
		}
	}
	for (idx = mark->classes; idx < CG(class_table)->nNumUsed; idx++) {
		Bucket *p = CG(class_table)->arData + idx;

		if (Z_TYPE(p->val) == IS_PTR && ((zend_class_entry *) Z_PTR(p->val))->type == ZEND_USER_CLASS) {
			vd_convert_class(Z_PTR(p->val));
		}
	}
}

static int vd_pass_index = -1;

void vd_opcodes_startup(void)
{
	vd_pass_index = zend_optimizer_register_pass(vd_optimizer_pass);
}

void vd_opcodes_shutdown(void)
{
	if (vd_pass_index != -1) {
		zend_optimizer_unregister_pass(vd_pass_index);
		vd_pass_index = -1;
	}
}

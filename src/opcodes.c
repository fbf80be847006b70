/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_compile.h"
#include "zend_vm.h"
#include "zend_extensions.h"
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

/* The regions an exception handler looks up by op number: live ranges (sorted by start, as
 * cleanup_live_vars() requires) and try/catch/finally elements (sorted by try_op). */
static uint32_t vd_try_end(const zend_try_catch_element *try)
{
	return MAX(try->catch_op, try->finally_end);
}

/* How many regions contain each op, from a difference array: one pass however many loops. */
static uint32_t *vd_region_depths(const zend_op_array *op_array)
{
	uint32_t *depth = ecalloc(op_array->last + 1, sizeof(uint32_t));
	uint32_t op, n = 0, i;

	for (i = 0; i < VD_LIVE_RANGES(op_array); i++) {
		depth[op_array->live_range[i].start]++;
		depth[op_array->live_range[i].end]--;
	}
	for (i = 0; i < VD_TRY_CATCHES(op_array); i++) {
		depth[op_array->try_catch_array[i].try_op]++;
		depth[vd_try_end(&op_array->try_catch_array[i])]--;
	}
	for (op = 0; op <= op_array->last; op++) {
		n += depth[op];
		depth[op] = n;
	}
	return depth;
}

/* The first of n entries, sorted by the uint32_t at offset in each (stride bytes apart), whose value
 * is above top: live ranges by start, try blocks by try_op. */
static uint32_t vd_first_after(const void *entries, uint32_t n, size_t stride, size_t offset, uint32_t top)
{
	uint32_t lo = 0, hi = n;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (*(const uint32_t *) ((const char *) entries + mid * stride + offset) <= top) {
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	return lo;
}

/* Does a region start in (top, at] and still contain at? Only the regions inside the loop are
 * looked at, found by binary search. */
static bool vd_region_opens_between(const zend_op_array *op_array, uint32_t top, uint32_t at)
{
	uint32_t i;

	i = vd_first_after(op_array->live_range, VD_LIVE_RANGES(op_array), sizeof(zend_live_range),
		offsetof(zend_live_range, start), top);
	for (; i < VD_LIVE_RANGES(op_array) && op_array->live_range[i].start <= at; i++) {
		if (op_array->live_range[i].end > at) {
			return true;
		}
	}
	i = vd_first_after(op_array->try_catch_array, VD_TRY_CATCHES(op_array), sizeof(zend_try_catch_element),
		offsetof(zend_try_catch_element, try_op), top);
	for (; i < VD_TRY_CATCHES(op_array) && op_array->try_catch_array[i].try_op <= at; i++) {
		if (vd_try_end(&op_array->try_catch_array[i]) > at) {
			return true;
		}
	}
	return false;
}

/* Would an exception at op number `at` (after `top`) be handled as one at `top`: inside the same
 * live ranges and try/catch/finally regions? A JMP never throws, so the compiler may put a
 * `continue` inside a try block, or after freeing a nested loop's iterator; such a JMP must stay
 * a JMP. The regions holding `at` but not `top` are those that open in between; if there are
 * none, equal depths mean none holds `top` but not `at` either. */
static bool vd_same_handling(const zend_op_array *op_array, const uint32_t *depth, uint32_t top, uint32_t at)
{
	return depth[top] == depth[at] && !vd_region_opens_between(op_array, top, at);
}

/* The loop's `JMP top` becomes `VD_FE_NEXT V, CV($k)`: it fetches the next key itself and jumps
 * to the body (offset in result.num) or to the exit (offset in extended_value). Such jumps come
 * only from inside the loop. The compiler gives the back edge the line of the `foreach`, which
 * stack traces of the iterator's methods show; a `continue` on a line of its own stays a JMP,
 * so that line and what coverage tools report for it stay stock. */
static void vd_convert_back_edges(zend_op_array *op_array, const uint32_t *depth, zend_op *top)
{
	const zend_op *exit = ZEND_OFFSET_TO_OPLINE(top, top->extended_value);
	const zend_op *body = top + 1 + (top->op2_type == IS_CV);
	uint32_t top_num = top - op_array->opcodes;
	zend_op *opline;

	if (top->op2_type != IS_CV && top->result_type != IS_UNUSED) {
		/* the key goes through the result slot into something else: keep the one way in */
		return;
	}
	for (opline = top + 1; opline < exit; opline++) {
		if (opline->opcode != ZEND_JMP || OP_JMP_ADDR(opline, opline->op1) != top
				|| opline->lineno != top->lineno
				|| !vd_same_handling(op_array, depth, top_num, opline - op_array->opcodes)) {
			continue;
		}
		opline->opcode = VD_FE_NEXT;
		opline->op1_type = top->op1_type;
		opline->op1 = top->op1;
		opline->op2_type = top->op2_type;
		opline->op2 = top->op2;
		SET_UNUSED(opline->result);
		opline->result.num = ZEND_OPLINE_TO_OFFSET(opline, body);
		opline->extended_value = ZEND_OPLINE_TO_OFFSET(opline, exit);
		zend_vm_set_opcode_handler(opline);
	}
}

const char *vd_opcodes_indirect_access(const zend_op_array *op_array)
{
	const zend_op *opline, *end = op_array->opcodes + op_array->last;

	if (!op_array->function_name) {
		return "code outside a function";
	}
	for (opline = op_array->opcodes; opline < end; opline++) {
		switch (opline->opcode) {
			case ZEND_INCLUDE_OR_EVAL:
				return opline->extended_value == ZEND_EVAL ? "eval()" : "include or require";
			case ZEND_EXT_STMT:
			case ZEND_EXT_FCALL_BEGIN:
				return "a debugger's statement hooks";
			case ZEND_FETCH_R:
			case ZEND_FETCH_W:
			case ZEND_FETCH_RW:
			case ZEND_FETCH_FUNC_ARG:
			case ZEND_FETCH_IS:
			case ZEND_FETCH_UNSET:
			case ZEND_UNSET_VAR:
			case ZEND_ISSET_ISEMPTY_VAR:
				if (opline->extended_value & ZEND_FETCH_LOCAL) {
					return "a variable variable";
				}
				break;
			case ZEND_INIT_FCALL:
			case ZEND_INIT_FCALL_BY_NAME:
			case ZEND_INIT_NS_FCALL_BY_NAME: {
				/* the lower-cased name: the literal itself, or the one after it */
				const zval *name = RT_CONSTANT(opline, opline->op2) + (opline->opcode != ZEND_INIT_FCALL);

				if (opline->opcode == ZEND_INIT_NS_FCALL_BY_NAME) {
					name++;	/* the global fallback */
				}
				if (Z_TYPE_P(name) != IS_STRING) {
					break;
				}
				if (zend_string_equals_literal(Z_STR_P(name), "extract")) {
					return "extract()";
				}
				if (zend_string_equals_literal(Z_STR_P(name), "compact")) {
					return "compact()";
				}
				if (zend_string_equals_literal(Z_STR_P(name), "get_defined_vars")) {
					return "get_defined_vars()";
				}
				break;
			}
		}
	}
	return NULL;
}

/* How many operands in op_array name the CV at var. */
static uint32_t vd_cv_uses(const zend_op_array *op_array, uint32_t var)
{
	const zend_op *opline, *end = op_array->opcodes + op_array->last;
	uint32_t uses = 0;

	for (opline = op_array->opcodes; opline < end; opline++) {
		uses += (opline->op1_type == IS_CV && opline->op1.var == var)
			+ (opline->op2_type == IS_CV && opline->op2.var == var)
			+ (opline->result_type == IS_CV && opline->result.var == var);
	}
	return uses;
}

/* compat mode: `FE_FETCH_R V, CV($"\0void")` and the `UNSET_CV CV($"\0void")` that ast.c puts first
 * in the body become `FE_FETCH_R V, X` and `FREE X`, the form the compiler itself gives
 * `foreach ($a as [$x, $y])`: standard opcodes that the optimizer and the JIT know. Freeing a
 * temporary releases the value without the GC root buffering that overwriting or unsetting a
 * variable costs (what makes `$k => $_` slow over arrays and objects), and nothing outside the
 * loop's own temporaries ever holds it.
 * X is the temporary FE_RESET_R consumed (ast.c always makes the iterated expression one): dead
 * from there on, as temporaries are never reused before the optimizer runs. The op_array keeps
 * its size, which calls compiled earlier (INIT_FCALL) have already reserved on the VM stack.
 * The value is freed before the key is assigned (the two opcodes change places) where the key
 * goes straight into a variable, as the compiler emits it: no user code runs while the loop
 * holds a value. Otherwise (a key assigned to a property, an array element, ... or EXT_STMT in
 * between) the recomputed live ranges cover the value until its FREE. */
static void vd_free_values(zend_op_array *op_array, uint32_t marker)
{
	zend_op *opline, *end = op_array->opcodes + op_array->last;
	bool converted = false;
	int by_name = -1;

	for (opline = op_array->opcodes + 1; opline < end; opline++) {
		zend_op *reset = opline - 1, *assign = opline + 1, *exit, *unset;

		if (opline->opcode != ZEND_FE_FETCH_R || opline->op2_type != IS_CV || opline->op2.var != marker
				|| reset->opcode != ZEND_FE_RESET_R || reset->result.var != opline->op1.var
				|| !(reset->op1_type & (IS_TMP_VAR | IS_VAR))) {
			continue;
		}
		exit = ZEND_OFFSET_TO_OPLINE(opline, opline->extended_value);
		for (unset = opline + 1; unset < exit; unset++) {
			if (unset->opcode == ZEND_UNSET_CV && unset->op1_type == IS_CV && unset->op1.var == marker) {
				break;
			}
		}
		if (unset >= exit) {
			continue;
		}
		opline->op2_type = reset->op1_type;
		opline->op2.var = reset->op1.var;
		zend_vm_set_opcode_handler(opline);
		unset->opcode = ZEND_FREE;
		unset->op1_type = reset->op1_type;
		unset->op1.var = reset->op1.var;
		unset->extended_value = 0;
		zend_vm_set_opcode_handler(unset);
		if (unset == opline + 2 && opline->result_type == IS_TMP_VAR
				&& assign->opcode == ZEND_ASSIGN && assign->op1_type == IS_CV
				&& assign->op2_type == IS_TMP_VAR && assign->op2.var == opline->result.var) {
			zend_op free = *unset;

			*unset = *assign;
			*assign = free;
			assign = unset;
			/* A key variable nothing ever reads is not assigned at all. opcache's optimizer drops
			 * such an assignment from `$k => $_` loops (DCE), but not from these: its type
			 * inference runs before it folds away the keys() branch, and so still sees an
			 * object there, whose keys may have destructors. */
			if (by_name < 0) {
				by_name = vd_opcodes_indirect_access(op_array) != NULL;
			}
			if (!by_name && vd_cv_uses(op_array, assign->op1.var) == 1) {
				SET_UNUSED(opline->result);
				zend_vm_set_opcode_handler(opline);
				MAKE_NOP(assign);
				zend_vm_set_opcode_handler(assign);
			}
		}
		converted = true;
	}
	if (converted && op_array->live_range) {
		zend_recalc_live_ranges(op_array, NULL);
	}
}

/* `T = FE_FETCH_R V, CV($"\0void")` becomes `T = VD_FE_FETCH V`: same iterator operand, same key
 * result, same exit offset, same live ranges. When the key goes straight into a variable
 * (`ASSIGN CV($k), T` follows, as the compiler emits it), op2 names that variable: the handler
 * writes the key there and skips the assignment. */
static void vd_convert_op_array(zend_op_array *op_array)
{
	uint32_t marker = vd_marker_var(op_array);
	uint32_t *depth = NULL;
	zend_op *opline, *end;

	if (marker == (uint32_t) -1) {
		return;
	}
	if (vd_effective_mode == VD_MODE_COMPAT) {
		vd_free_values(op_array, marker);
		return;
	}
	end = op_array->opcodes + op_array->last;
	for (opline = op_array->opcodes; opline < end; opline++) {
		zend_op *next = opline + 1;

		if (opline->opcode != ZEND_FE_FETCH_R || opline->op2_type != IS_CV || opline->op2.var != marker) {
			continue;
		}
		opline->opcode = VD_FE_FETCH;
		SET_UNUSED(opline->op2);
		if (opline->result_type == IS_TMP_VAR && next < end
				&& next->opcode == ZEND_ASSIGN && next->result_type == IS_UNUSED
				&& next->op1_type == IS_CV
				&& next->op2_type == IS_TMP_VAR && next->op2.var == opline->result.var) {
			opline->op2_type = IS_CV;
			opline->op2.var = next->op1.var;
		}
		zend_vm_set_opcode_handler(opline);
		if (!depth) {
			depth = vd_region_depths(op_array);
		}
		vd_convert_back_edges(op_array, depth, opline);
	}
	if (depth) {
		efree(depth);
	}
}

/* What is done to each op_array a compile produced: its loops converted, or a mark left for opcache's
 * pass. */
typedef void (*vd_visit)(zend_op_array *op_array);

/* Closures and conditionally declared functions live in dynamic_func_defs (8.1+), at any depth. */
static void vd_tree(zend_op_array *op_array, vd_visit visit)
{
	uint32_t i;

	visit(op_array);
	for (i = 0; i < op_array->num_dynamic_func_defs; i++) {
		vd_tree(op_array->dynamic_func_defs[i], visit);
	}
}

static void vd_function(zend_function *fn, vd_visit visit)
{
	if (ZEND_USER_CODE(fn->type)) {
		vd_tree(&fn->op_array, visit);
	}
}

void vd_opcodes_class_functions(zend_class_entry *ce, void (*visit)(zend_op_array *, void *), void *context)
{
	zend_function *fn;

	ZEND_HASH_MAP_FOREACH_PTR(&ce->function_table, fn) {
		if (fn->common.scope == ce && ZEND_USER_CODE(fn->type)) {
			visit(&fn->op_array, context);
		}
	} ZEND_HASH_FOREACH_END();
#ifdef VD_HAVE_PROPERTY_HOOKS
	{
		zend_property_info *prop;

		ZEND_HASH_MAP_FOREACH_PTR(&ce->properties_info, prop) {
			if (prop->ce == ce && prop->hooks) {
				uint32_t i;

				for (i = 0; i < ZEND_PROPERTY_HOOK_COUNT; i++) {
					if (prop->hooks[i] && ZEND_USER_CODE(prop->hooks[i]->type)) {
						visit(&prop->hooks[i]->op_array, context);
					}
				}
			}
		} ZEND_HASH_FOREACH_END();
	}
#endif
}

static void vd_class_visit(zend_op_array *op_array, void *context)
{
	vd_tree(op_array, *(vd_visit *) context);
}

static void vd_class(zend_class_entry *ce, vd_visit visit)
{
	vd_opcodes_class_functions(ce, vd_class_visit, &visit);
}

/* The slot of op_array->reserved[] the extension marks op_arrays in, one bit a mark (opcodes.h; -1
 * if PHP had no slot left). VD_MARK_SENTINELS: compiled from a file that held sentinels, so that
 * opcache's pass reads no other op_array (without the slot it reads every one). Per op_array, not
 * per script: preloading moves every function and class it declared into a script of its own,
 * whose main op_array compiled nothing. */
static int vd_mark_slot = -1;

static void vd_mark(zend_op_array *op_array)
{
	if (vd_mark_slot >= 0) {
		op_array->reserved[vd_mark_slot] = (void *) ((uintptr_t) op_array->reserved[vd_mark_slot] | VD_MARK_SENTINELS);
	}
}

static void vd_convert_marked(zend_op_array *op_array)
{
	if (vd_mark_slot < 0 || ((uintptr_t) op_array->reserved[vd_mark_slot] & VD_MARK_SENTINELS)) {
		vd_convert_op_array(op_array);
	}
}

/* Registered with opcache: runs after every built-in pass and zend_redo_pass_two(), even at
 * optimization_level=0, on every script opcache caches (shared memory, file cache, preload). */
static void vd_optimizer_pass(zend_script *script, void *context)
{
	zend_function *fn;
	zend_class_entry *ce;

	vd_tree(&script->main_op_array, vd_convert_marked);
	ZEND_HASH_MAP_FOREACH_PTR(&script->function_table, fn) {
		vd_function(fn, vd_convert_marked);
	} ZEND_HASH_FOREACH_END();
	ZEND_HASH_MAP_FOREACH_PTR(&script->class_table, ce) {
		vd_class(ce, vd_convert_marked);
	} ZEND_HASH_FOREACH_END();
}

void vd_opcodes_mark(vd_tables_mark *mark)
{
	mark->functions = CG(function_table)->nNumUsed;
	mark->classes = CG(class_table)->nNumUsed;
}

void vd_opcodes_after_compile(zend_op_array *op_array, const vd_tables_mark *mark)
{
	/* Opcache sets this flag only on the compiles it caches, and in vm mode converts those in
	 * vd_optimizer_pass: its optimizer must never see VD_FE_FETCH. compat mode's standard opcodes
	 * are for the optimizer to see. */
	vd_opcodes_visit_compiled(op_array, mark, vd_effective_mode == VD_MODE_VM && (CG(compiler_options) & ZEND_COMPILE_IGNORE_OTHER_FILES)
		? vd_mark : vd_convert_op_array);
}

void vd_opcodes_visit_compiled(zend_op_array *op_array, const vd_tables_mark *mark, void (*visit)(zend_op_array *op_array))
{
	uint32_t idx;

	if (!op_array) {
		return;
	}
	vd_tree(op_array, visit);
	/* Functions and classes the compile declared early are already in the global tables. */
	for (idx = mark->functions; idx < CG(function_table)->nNumUsed; idx++) {
		Bucket *p = CG(function_table)->arData + idx;

		if (Z_TYPE(p->val) == IS_PTR) {
			vd_function(Z_PTR(p->val), visit);
		}
	}
	for (idx = mark->classes; idx < CG(class_table)->nNumUsed; idx++) {
		Bucket *p = CG(class_table)->arData + idx;

		if (Z_TYPE(p->val) == IS_PTR && ((zend_class_entry *) Z_PTR(p->val))->type == ZEND_USER_CLASS) {
			vd_class(Z_PTR(p->val), visit);
		}
	}
}

static int vd_pass_index = -1;

void vd_opcodes_marks_startup(void)
{
	vd_mark_slot = zend_get_resource_handle("void_discard");
}

int vd_opcodes_mark_slot(void)
{
	return vd_mark_slot;
}

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

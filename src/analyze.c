/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_compile.h"
#include "zend_vm_opcodes.h"
#include "zend_exceptions.h"
#include "zend_attributes.h"

#include "php_void_discard.h"
#include "compat.h"
#include "lexer.h"
#include "opcodes.h"
#include "source.h"

/* VoidDiscard\tokens() and VoidDiscard\analyze(): what PHP's lexer and compiler say about a
 * file, for bin/void-discard-migrate.
 *
 * tokens(): the significant tokens (not whitespace or comments) as three packed lists of
 * integers, so that the tool's walk over a 1 MB file costs a few MB where PhpToken objects or
 * token_get_all() arrays would take 60.
 *
 * analyze(): what PHP's compiler says about the variables bin/void-discard-migrate
 * asks about. The tool renames each variable it might discard to a unique "probe" name and hands
 * the code here; the compiler resolves what a token scan cannot (attributes, names, `use function`
 * aliases, namespace fallback, closures' and arrow functions' captures, interpolation), and this
 * reports, for every op_array that holds a probe:
 *   - the names of its other compiled variables (the tool's question: is the probe's original name
 *     used anywhere else in that function?),
 *   - whether it reaches variables by a name the compiler cannot see, mirroring opcache's
 *     ZEND_FUNC_INDIRECT_VAR_ACCESS (Zend/Optimizer/zend_cfg.c),
 *   - each opcode that writes a probe, with where the written value comes from (the foreach
 *     subject, the destructured source and key), so the tool can tell a provable array from an
 *     object and a constant key from an expression;
 *   - for a function whose parameters the tool asks about: the tool marks each with an attribute
 *     of a probe's name (`#[\vd_probe_3] $x`: a parameter keeps its name, so that every use of it
 *     stays a use), and this reports the function's kind, its parameters as declared, whether any
 *     opcode but its RECV uses each, whether the function reads its arguments by position
 *     (func_get_args() and the like), and for a closure created right as an argument, the call
 *     it is passed to and at which position.
 * Nothing is run and nothing stays declared: the compile goes into tables of its own. */

#define VD_DESCRIBE_DEPTH 4

typedef struct {
	zend_op_array *op_array;
	/* the op_array that declares op_array as its dynamic_func_defs[index], if any */
	const zend_op_array *parent;
	uint32_t index;
	zend_string *prefix;
	zend_string *filename;
	zval *scopes;
	zval *probes;
	zval *self;
} vd_analysis;

/* Reports are built with interned keys, and interned names of kinds and opcodes where PHP interns
 * them: a report on a large file holds tens of thousands of small arrays, which would otherwise
 * each own a copy. */
static void vd_set(zval *array, const char *key, zval *value)
{
	/* interned by PHP, or by opcache (whose interned strings are read-only at run time: then it
	 * is a string of our own, released here) */
	zend_string *name = zend_string_init_interned(key, strlen(key), 0);

	zend_hash_update(Z_ARRVAL_P(array), name, value);
	zend_string_release(name);
}

static void vd_set_name(zval *array, const char *key, const char *name)
{
	zval value;

	ZVAL_STR(&value, zend_string_init_interned(name, strlen(name), 0));
	vd_set(array, key, &value);
}

static void vd_set_str(zval *array, const char *key, zend_string *str)
{
	zval value;

	ZVAL_STR(&value, str);
	vd_set(array, key, &value);
}

static void vd_set_long(zval *array, const char *key, zend_long n)
{
	zval value;

	ZVAL_LONG(&value, n);
	vd_set(array, key, &value);
}

static void vd_set_bool(zval *array, const char *key, bool b)
{
	zval value;

	ZVAL_BOOL(&value, b);
	vd_set(array, key, &value);
}

static void vd_set_null(zval *array, const char *key)
{
	zval value;

	ZVAL_NULL(&value);
	vd_set(array, key, &value);
}

static bool vd_is_probe(const vd_analysis *a, const zend_string *name)
{
	return ZSTR_LEN(name) >= ZSTR_LEN(a->prefix) && !memcmp(ZSTR_VAL(name), ZSTR_VAL(a->prefix), ZSTR_LEN(a->prefix));
}

static const char *vd_opcode_name(uint8_t opcode)
{
	const char *name = zend_get_opcode_name(opcode);

	return name ? name + sizeof("ZEND_") - 1 : "UNKNOWN";
}

static bool vd_is_call_end(uint8_t opcode)
{
	return opcode == ZEND_DO_FCALL || opcode == ZEND_DO_ICALL || opcode == ZEND_DO_UCALL || opcode == ZEND_DO_FCALL_BY_NAME;
}

static bool vd_is_call_begin(uint8_t opcode)
{
	switch (opcode) {
		case ZEND_INIT_FCALL:
		case ZEND_INIT_FCALL_BY_NAME:
		case ZEND_INIT_NS_FCALL_BY_NAME:
		case ZEND_INIT_METHOD_CALL:
		case ZEND_INIT_STATIC_METHOD_CALL:
		case ZEND_INIT_DYNAMIC_CALL:
		case ZEND_INIT_USER_CALL:
		case ZEND_NEW:
			return true;
		default:
			return false;
	}
}

/* The INIT_* (or NEW) of the call whose arguments are being sent at, or which ends at, index end. */
static const zend_op *vd_call_begin(const zend_op_array *op_array, uint32_t end)
{
	uint32_t level = 0;

	while (end-- > 0) {
		const zend_op *opline = op_array->opcodes + end;

		if (vd_is_call_end(opline->opcode)) {
			level++;
		} else if (vd_is_call_begin(opline->opcode)) {
			if (!level) {
				return opline;
			}
			level--;
		}
	}
	return NULL;
}

/* The lowercase name a call resolves to at compile time, and for an unqualified call in a namespace
 * the global name it falls back to. */
static void vd_call_names(const zend_op_array *op_array, const zend_op *init, zval *out)
{
	const zval *name = init->op2_type == IS_CONST ? RT_CONSTANT(init, init->op2) : NULL;

	vd_set_name(out, "init", vd_opcode_name(init->opcode));
	switch (init->opcode) {
		case ZEND_INIT_FCALL:
			vd_set_str(out, "name", zend_string_copy(Z_STR_P(name)));
			break;
		case ZEND_INIT_FCALL_BY_NAME:
			vd_set_str(out, "name", zend_string_copy(Z_STR_P(name + 1)));
			break;
		case ZEND_INIT_NS_FCALL_BY_NAME:
			vd_set_str(out, "name", zend_string_copy(Z_STR_P(name + 1)));
			vd_set_str(out, "fallback", zend_string_copy(Z_STR_P(name + 2)));
			break;
		case ZEND_INIT_METHOD_CALL:
		case ZEND_INIT_STATIC_METHOD_CALL:
			if (name && Z_TYPE_P(name) == IS_STRING) {
				vd_set_str(out, "method", zend_string_tolower(Z_STR_P(name)));
			}
			break;
		default:
			break;
	}
}

static void vd_describe(const zend_op_array *op_array, uint32_t at, uint8_t type, znode_op op, int depth, zval *out);

static bool vd_is_branch(uint8_t opcode)
{
	switch (opcode) {
		case ZEND_JMP:
		case ZEND_JMPZ:
		case ZEND_JMPNZ:
		case ZEND_JMPZ_EX:
		case ZEND_JMPNZ_EX:
		case ZEND_JMP_SET:
		case ZEND_COALESCE:
		case ZEND_JMP_NULL:
		case ZEND_MATCH:
		case ZEND_SWITCH_LONG:
		case ZEND_SWITCH_STRING:
		case ZEND_CASE:
		case ZEND_CASE_STRICT:
			return true;
		default:
			return false;
	}
}

/* The producer of TMP/VAR var before index at: the nearest opcode that writes it. */
static const zend_op *vd_producer(const zend_op_array *op_array, uint32_t at, uint32_t var)
{
	while (at-- > 0) {
		const zend_op *opline = op_array->opcodes + at;

		if ((opline->result_type & (IS_TMP_VAR | IS_VAR)) && opline->result.var == var) {
			return opline;
		}
		/* foreach's value into a temporary, for a destructuring target */
		if ((opline->opcode == ZEND_FE_FETCH_R || opline->opcode == ZEND_FE_FETCH_RW)
				&& (opline->op2_type & (IS_TMP_VAR | IS_VAR)) && opline->op2.var == var) {
			return opline;
		}
	}
	return NULL;
}

/* Whether operand position ('1', '2' or 'r') of opline only reads the CV there: a variable that
 * occurs nowhere else keeps its value (a parameter, the array it received) for the whole call.
 * By-reference sends (SEND_VAR_EX and the like), assignments, fetches for writing, unset and
 * closures' bindings are not. */
static bool vd_only_reads(const zend_op *opline, char position)
{
	if (position == 'r') {
		return opline->opcode == ZEND_RECV || opline->opcode == ZEND_RECV_INIT;
	}
	if (VD_FRAMELESS_FUNCTION(opline)) {
		return true;
	}
	switch (opline->opcode) {
		case ZEND_FE_RESET_R:
		case ZEND_SEND_VAR:
		case ZEND_SEND_VAL:
		case ZEND_ECHO:
		case ZEND_COUNT:
		case ZEND_STRLEN:
		case ZEND_BOOL:
		case ZEND_BOOL_NOT:
		case ZEND_CAST:
		case ZEND_TYPE_CHECK:
		case ZEND_ISSET_ISEMPTY_CV:
		case ZEND_JMPZ:
		case ZEND_JMPNZ:
		case ZEND_JMPZ_EX:
		case ZEND_JMPNZ_EX:
		case ZEND_RETURN:
		case ZEND_QM_ASSIGN:
		case ZEND_FETCH_LIST_R:
		case ZEND_FETCH_DIM_IS:
		case ZEND_ISSET_ISEMPTY_DIM_OBJ:
			return position == '1';
		case ZEND_ASSIGN:
		case ZEND_ARRAY_KEY_EXISTS:
			return position == '2';
		case ZEND_FETCH_DIM_R:
		case ZEND_IN_ARRAY:
		case ZEND_IS_IDENTICAL:
		case ZEND_IS_NOT_IDENTICAL:
		case ZEND_IS_EQUAL:
		case ZEND_IS_NOT_EQUAL:
		case ZEND_IS_SMALLER:
		case ZEND_IS_SMALLER_OR_EQUAL:
		case ZEND_CONCAT:
		case ZEND_FAST_CONCAT:
		case ZEND_ADD:
			return true;
		default:
			return false;
	}
}

/* A CV: its name, whether it is a parameter (and how declared), and whether every opcode it
 * occurs in only reads it. */
static void vd_describe_cv(const zend_op_array *op_array, uint32_t var, zval *out)
{
	uint32_t num = EX_VAR_TO_NUM(var), i;
	uint32_t num_args = op_array->num_args + ((op_array->fn_flags & ZEND_ACC_VARIADIC) ? 1 : 0);
	bool only_read = true;

	vd_set_name(out, "kind", "cv");
	vd_set_str(out, "name", zend_string_copy(op_array->vars[num]));
	if (num < num_args && op_array->arg_info) {
		const zend_arg_info *info = op_array->arg_info + num;

		vd_set_bool(out, "by_ref", ZEND_ARG_SEND_MODE(info) != 0);
		if (ZEND_TYPE_IS_SET(info->type)) {
			vd_set_str(out, "type", zend_type_to_string(info->type));
		} else {
			vd_set_null(out, "type");
		}
	}
	for (i = 0; i < op_array->last && only_read; i++) {
		const zend_op *opline = op_array->opcodes + i;

		if (opline->op1_type == IS_CV && opline->op1.var == var) {
			only_read = vd_only_reads(opline, '1');
		}
		if (only_read && opline->op2_type == IS_CV && opline->op2.var == var) {
			only_read = vd_only_reads(opline, '2');
		}
		if (only_read && opline->result_type == IS_CV && opline->result.var == var) {
			only_read = vd_only_reads(opline, 'r');
		}
	}
	vd_set_bool(out, "only_read", only_read);
}

/* An array literal built at run time: its elements' keys and values. */
static void vd_describe_array(const zend_op_array *op_array, const zend_op *last, int depth, zval *out)
{
	const zend_op *opline = last;
	zval elements;

	/* INIT_ARRAY, then one ADD_ARRAY_ELEMENT/ADD_ARRAY_UNPACK per further element, all writing the
	 * same temporary; walk back to INIT_ARRAY, then describe them in order. */
	while (opline > op_array->opcodes && opline->opcode != ZEND_INIT_ARRAY) {
		opline--;
		while (opline > op_array->opcodes && !((opline->opcode == ZEND_INIT_ARRAY || opline->opcode == ZEND_ADD_ARRAY_ELEMENT
				|| opline->opcode == ZEND_ADD_ARRAY_UNPACK) && opline->result.var == last->result.var)) {
			opline--;
		}
	}
	vd_set_name(out, "kind", "array");
	array_init(&elements);
	for (; opline <= last; opline++) {
		zval element, key, value;

		if (!((opline->opcode == ZEND_INIT_ARRAY || opline->opcode == ZEND_ADD_ARRAY_ELEMENT || opline->opcode == ZEND_ADD_ARRAY_UNPACK)
				&& opline->result.var == last->result.var)) {
			continue;
		}
		array_init(&element);
		if (opline->opcode == ZEND_ADD_ARRAY_UNPACK) {
			vd_set_bool(&element, "unpack", true);
		} else if (opline->op1_type != IS_UNUSED) {
			if (opline->extended_value & ZEND_ARRAY_ELEMENT_REF) {
				vd_set_bool(&element, "ref", true);
			}
			if (opline->op2_type != IS_UNUSED) {
				array_init(&key);
				vd_describe(op_array, opline - op_array->opcodes, opline->op2_type, opline->op2, depth + 1, &key);
				vd_set(&element, "key", &key);
			}
			array_init(&value);
			vd_describe(op_array, opline - op_array->opcodes, opline->op1_type, opline->op1, depth + 1, &value);
			vd_set(&element, "value", &value);
		}
		add_next_index_zval(&elements, &element);
	}
	vd_set(out, "elements", &elements);
}

/* A frameless call (8.4): its name, and its first argument (op1). */
static void vd_describe_frameless(const zend_op_array *op_array, const zend_op *producer, int depth, zval *out)
{
	zval arg;

	vd_set_name(out, "kind", "call");
	vd_set_name(out, "init", "FRAMELESS_ICALL");
	vd_set_str(out, "name", zend_string_tolower(VD_FRAMELESS_FUNCTION(producer)->common.function_name));
	if (producer->op1_type != IS_UNUSED) {
		array_init(&arg);
		vd_describe(op_array, producer - op_array->opcodes, producer->op1_type, producer->op1, depth + 1, &arg);
		vd_set(out, "arg", &arg);
	}
}

/* The result of the call that ends at producer (a DO_*CALL): the names it resolves to, and its
 * first argument. */
static void vd_describe_call(const zend_op_array *op_array, const zend_op *producer, int depth, zval *out)
{
	const zend_op *init = vd_call_begin(op_array, producer - op_array->opcodes);
	const zend_op *send;

	vd_set_name(out, "kind", "call");
	if (!init) {
		return;
	}
	vd_call_names(op_array, init, out);
	/* the first argument, when it is passed by position */
	for (send = init + 1; send < producer; send++) {
		const zend_op *begin = vd_call_begin(op_array, send - op_array->opcodes + 1);

		if (begin == init && send->op2_type == IS_UNUSED && send->op2.num == 1
				&& (send->opcode == ZEND_SEND_VAL || send->opcode == ZEND_SEND_VAL_EX || send->opcode == ZEND_SEND_VAR
					|| send->opcode == ZEND_SEND_VAR_EX || send->opcode == ZEND_SEND_VAR_NO_REF_EX)) {
			zval arg;

			array_init(&arg);
			vd_describe(op_array, send - op_array->opcodes, send->op1_type, send->op1, depth + 1, &arg);
			vd_set(out, "arg", &arg);
			break;
		}
	}
}

/* A foreach value destructured: an element of the subject of FE_RESET_R. */
static void vd_describe_foreach_element(const zend_op_array *op_array, const zend_op *producer, int depth, zval *out)
{
	const zend_op *reset = vd_producer(op_array, producer - op_array->opcodes, producer->op1.var);
	zval subject;

	vd_set_name(out, "kind", "foreach-element");
	array_init(&subject);
	if (reset && reset->opcode == ZEND_FE_RESET_R) {
		vd_describe(op_array, reset - op_array->opcodes, reset->op1_type, reset->op1, depth + 1, &subject);
	} else {
		vd_set_name(&subject, "kind", "unknown");
	}
	vd_set(out, "subject", &subject);
}

/* An element fetched by a destructuring (FETCH_LIST_R): its key, and what it is fetched from. */
static void vd_describe_list_element(const zend_op_array *op_array, const zend_op *producer, int depth, zval *out)
{
	zval key, source;

	vd_set_name(out, "kind", "element");
	array_init(&key);
	vd_describe(op_array, producer - op_array->opcodes, producer->op2_type, producer->op2, depth + 1, &key);
	vd_set(out, "key", &key);
	array_init(&source);
	vd_describe(op_array, producer - op_array->opcodes, producer->op1_type, producer->op1, depth + 1, &source);
	vd_set(out, "source", &source);
}

/* Where the value of operand (type, op) of the opcode at index at comes from. */
static void vd_describe(const zend_op_array *op_array, uint32_t at, uint8_t type, znode_op op, int depth, zval *out)
{
	const zend_op *producer;

	if (type == IS_CONST) {
		zval value;

		vd_set_name(out, "kind", "const");
		ZVAL_COPY(&value, RT_CONSTANT(op_array->opcodes + at, op));
		vd_set(out, "value", &value);
		return;
	}
	if (type == IS_CV) {
		vd_describe_cv(op_array, op.var, out);
		return;
	}
	producer = (type & (IS_TMP_VAR | IS_VAR)) && depth < VD_DESCRIBE_DEPTH ? vd_producer(op_array, at, op.var) : NULL;
	if (!producer) {
		vd_set_name(out, "kind", "unknown");
		return;
	}
	if (VD_FRAMELESS_FUNCTION(producer)) {
		vd_describe_frameless(op_array, producer, depth, out);
		return;
	}
	if (vd_is_call_end(producer->opcode)) {
		vd_describe_call(op_array, producer, depth, out);
		return;
	}
	switch (producer->opcode) {
		case ZEND_INIT_ARRAY:
		case ZEND_ADD_ARRAY_ELEMENT:
		case ZEND_ADD_ARRAY_UNPACK:
			vd_describe_array(op_array, producer, depth, out);
			return;
		case ZEND_QM_ASSIGN:
			/* Looked through when it copies straight on (a destructuring copies its source
			 * variable first); one that ends a branch (ternary, `?:`, `??`, match) is one of
			 * several writers of the temporary, and not followed. */
			if (producer == op_array->opcodes || !vd_is_branch(producer[-1].opcode)) {
				vd_describe(op_array, producer - op_array->opcodes, producer->op1_type, producer->op1, depth + 1, out);
				return;
			}
			break;
		case ZEND_FE_FETCH_R:
			vd_describe_foreach_element(op_array, producer, depth, out);
			return;
		case ZEND_FETCH_LIST_R:
			vd_describe_list_element(op_array, producer, depth, out);
			return;
		default:
			break;
	}
	vd_set_name(out, "kind", "op");
	vd_set_name(out, "op", vd_opcode_name(producer->opcode));
}

/* A use of the file's own name (__FILE__, compiled to a constant): the function it is passed to,
 * or the opcode that takes it. */
static void vd_note_self(vd_analysis *a, const zend_op *opline)
{
	const zend_op_array *op_array = a->op_array;
	bool op1 = opline->op1_type == IS_CONST && Z_TYPE_P(RT_CONSTANT(opline, opline->op1)) == IS_STRING
		&& zend_string_equals(Z_STR_P(RT_CONSTANT(opline, opline->op1)), a->filename);
	bool op2 = opline->op2_type == IS_CONST && Z_TYPE_P(RT_CONSTANT(opline, opline->op2)) == IS_STRING
		&& zend_string_equals(Z_STR_P(RT_CONSTANT(opline, opline->op2)), a->filename);
	zval use;

	if (!op1 && !op2) {
		return;
	}
	array_init(&use);
	vd_set_name(&use, "op", vd_opcode_name(opline->opcode));
	vd_set_long(&use, "line", opline->lineno);
	if (opline->opcode == ZEND_SEND_VAL || opline->opcode == ZEND_SEND_VAL_EX) {
		const zend_op *init = vd_call_begin(op_array, opline - op_array->opcodes + 1);

		if (init) {
			vd_call_names(op_array, init, &use);
		}
	}
	if (VD_FRAMELESS_FUNCTION(opline)) {
		vd_set_str(&use, "name", zend_string_tolower(VD_FRAMELESS_FUNCTION(opline)->common.function_name));
	}
	add_next_index_zval(a->self, &use);
}

/* Whether the function reads its arguments by position rather than by name: a parameter that no
 * opcode reads may still be read there. The values would stay the same once the parameter is
 * discarded (it keeps its slot), but the migration leaves such a function as it is. These
 * functions cannot be called dynamically (func_get_args(), func_get_arg()) or are only ever
 * meant directly (the backtraces), so the compiler's resolution of the call is enough. */
static const char *vd_arguments_access(const zend_op_array *op_array)
{
	static const char *const names[] = {"func_get_args", "func_get_arg", "debug_backtrace", "debug_print_backtrace"};
	static const char *const calls[] = {"func_get_args()", "func_get_arg()", "debug_backtrace()", "debug_print_backtrace()"};
	const zend_op *opline, *end = op_array->opcodes + op_array->last;
	size_t i;

	for (opline = op_array->opcodes; opline < end; opline++) {
		const zval *name;

		if (opline->opcode == ZEND_FUNC_GET_ARGS) {
			return "func_get_args()";
		}
		if (opline->opcode != ZEND_INIT_FCALL && opline->opcode != ZEND_INIT_FCALL_BY_NAME
				&& opline->opcode != ZEND_INIT_NS_FCALL_BY_NAME) {
			continue;
		}
		/* the lower-cased name, and for an unqualified call in a namespace its global fallback */
		name = RT_CONSTANT(opline, opline->op2) + (opline->opcode != ZEND_INIT_FCALL) + (opline->opcode == ZEND_INIT_NS_FCALL_BY_NAME);
		if (Z_TYPE_P(name) != IS_STRING) {
			continue;
		}
		for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
			if (zend_string_equals_cstr(Z_STR_P(name), names[i], strlen(names[i]))) {
				return calls[i];
			}
		}
	}
	return NULL;
}

/* The probe attribute the tool put on parameter i (offset i + 1), if any. */
static zend_string *vd_param_probe(const vd_analysis *a, const zend_op_array *op_array, uint32_t i)
{
	zend_attribute *attr;

	if (!op_array->attributes) {
		return NULL;
	}
	ZEND_HASH_PACKED_FOREACH_PTR(op_array->attributes, attr) {
		if (attr->offset == i + 1 && vd_is_probe(a, attr->name)) {
			return attr->name;
		}
	} ZEND_HASH_FOREACH_END();
	return NULL;
}

static uint32_t vd_num_params(const zend_op_array *op_array)
{
	return op_array->arg_info ? op_array->num_args + ((op_array->fn_flags & ZEND_ACC_VARIADIC) ? 1 : 0) : 0;
}

/* The function's parameters as the compiler took them (CV i is parameter i): name, the tool's
 * probe, optional (a default PHP keeps), by reference, variadic, promoted, declared type, and
 * whether any opcode but its RECV names its variable (read, written, captured, unset: all uses). */
static void vd_describe_params(const vd_analysis *a, const zend_op_array *op_array, zval *out)
{
	uint32_t num_args = vd_num_params(op_array), i;
	const zend_op *opline, *end = op_array->opcodes + op_array->last;

	for (i = 0; i < num_args; i++) {
		const zend_arg_info *info = op_array->arg_info + i;
		zend_string *probe = vd_param_probe(a, op_array, i);
		uint32_t var = EX_NUM_TO_VAR(i);
		bool has_default = false, used = false;
		zval param;

		for (opline = op_array->opcodes; opline < end; opline++) {
			if (opline->opcode == ZEND_RECV || opline->opcode == ZEND_RECV_INIT || opline->opcode == ZEND_RECV_VARIADIC) {
				if (opline->op1.num == i + 1) {
					has_default |= opline->opcode == ZEND_RECV_INIT;
					continue;
				}
			}
			if ((opline->op1_type == IS_CV && opline->op1.var == var) || (opline->op2_type == IS_CV && opline->op2.var == var)
					|| (opline->result_type == IS_CV && opline->result.var == var)) {
				used = true;
			}
		}
		array_init(&param);
		vd_set_str(&param, "name", zend_string_copy(op_array->vars[i]));
		if (probe) {
			vd_set_str(&param, "probe", zend_string_copy(probe));
		} else {
			vd_set_null(&param, "probe");
		}
		vd_set_bool(&param, "used", used);
		vd_set_bool(&param, "optional", has_default);
		vd_set_bool(&param, "by_ref", ZEND_ARG_SEND_MODE(info) != 0);
		vd_set_bool(&param, "variadic", i == op_array->num_args);
		vd_set_bool(&param, "promoted", ZEND_ARG_IS_PROMOTED(info));
		if (ZEND_TYPE_IS_SET(info->type)) {
			vd_set_str(&param, "type", zend_type_to_string(info->type));
		} else {
			vd_set_null(&param, "type");
		}
		add_next_index_zval(out, &param);
	}
}

/* A closure created right as an argument (`usort($a, fn($x, $y) => …)`): the call it is passed to,
 * as the compiler resolved it, at which position or under which name, and how many arguments the
 * call passes. Its DECLARE_LAMBDA_FUNCTION in the parent names it by its index; the first opcode
 * that takes the closure, but the BIND_LEXICALs of its `use`, must be the SEND. */
static void vd_describe_passed(const zend_op_array *parent, uint32_t index, zval *scope)
{
	const zend_op *opline, *end = parent->opcodes + parent->last, *use, *init;
	zval passed;

	for (opline = parent->opcodes; opline < end; opline++) {
		if (opline->opcode == ZEND_DECLARE_LAMBDA_FUNCTION && opline->op2.num == index) {
			break;
		}
	}
	if (opline == end || opline->result_type != IS_TMP_VAR) {
		return;
	}
	for (use = opline + 1; use < end; use++) {
		if (use->op1_type == IS_TMP_VAR && use->op1.var == opline->result.var && use->opcode != ZEND_BIND_LEXICAL) {
			break;
		}
	}
	if (use == end || (use->opcode != ZEND_SEND_VAL && use->opcode != ZEND_SEND_VAL_EX)) {
		return;
	}
	init = vd_call_begin(parent, use - parent->opcodes + 1);
	if (!init) {
		return;
	}
	array_init(&passed);
	vd_call_names(parent, init, &passed);
	if (use->op2_type == IS_CONST) {
		vd_set_str(&passed, "named", zend_string_copy(Z_STR_P(RT_CONSTANT(use, use->op2))));
	} else {
		vd_set_long(&passed, "arg", use->op2.num);
	}
	vd_set_long(&passed, "args", init->extended_value);
	vd_set(scope, "passed", &passed);
}

static void vd_analyze_op_array(vd_analysis *a, zend_op_array *op_array)
{
	uint32_t i;
	zval scope, vars, params, *probe;
	bool has_probe = false;
	const char *indirect, *arguments;

	a->op_array = op_array;
	for (i = 0; i < op_array->last; i++) {
		vd_note_self(a, op_array->opcodes + i);
	}
	for (i = 0; i < (uint32_t) op_array->last_var; i++) {
		has_probe |= vd_is_probe(a, op_array->vars[i]);
	}
	for (i = 0; i < vd_num_params(op_array); i++) {
		has_probe |= vd_param_probe(a, op_array, i) != NULL;
	}
	if (!has_probe) {
		return;
	}

	array_init(&scope);
	if (op_array->function_name) {
		vd_set_str(&scope, "function", zend_string_copy(op_array->function_name));
	} else {
		vd_set_null(&scope, "function");
	}
	if (op_array->scope) {
		vd_set_str(&scope, "class", zend_string_copy(op_array->scope->name));
	}
	vd_set_long(&scope, "line", op_array->line_start);
	indirect = vd_opcodes_indirect_access(op_array);
	if (indirect) {
		vd_set_name(&scope, "indirect", indirect);
	} else {
		vd_set_null(&scope, "indirect");
	}
	array_init(&vars);
	for (i = 0; i < (uint32_t) op_array->last_var; i++) {
		if (!vd_is_probe(a, op_array->vars[i])) {
			add_next_index_str(&vars, zend_string_copy(op_array->vars[i]));
		}
	}
	vd_set(&scope, "vars", &vars);
	/* what a parameter's migration asks */
	vd_set_name(&scope, "kind", !op_array->function_name ? "file" : (op_array->fn_flags & ZEND_ACC_CLOSURE) ? "closure"
		: op_array->scope ? "method" : "function");
	vd_set_bool(&scope, "abstract", (op_array->fn_flags & ZEND_ACC_ABSTRACT) != 0);
	arguments = vd_arguments_access(op_array);
	if (arguments) {
		vd_set_name(&scope, "arguments", arguments);
	} else {
		vd_set_null(&scope, "arguments");
	}
	array_init(&params);
	vd_describe_params(a, op_array, &params);
	vd_set(&scope, "params", &params);
	if (a->parent && (op_array->fn_flags & ZEND_ACC_CLOSURE)) {
		vd_describe_passed(a->parent, a->index, &scope);
	}
	add_next_index_zval(a->scopes, &scope);

	for (i = 0; i < op_array->last; i++) {
		const zend_op *opline = op_array->opcodes + i;
		zval use;

		/* a probe is only ever written: as foreach's value (op2), or by ASSIGN from a
		 * destructuring's FETCH_LIST_R (op1); anything else is reported by name */
		if (opline->op1_type == IS_CV && vd_is_probe(a, op_array->vars[EX_VAR_TO_NUM(opline->op1.var)])) {
			probe = zend_hash_lookup(Z_ARRVAL_P(a->probes), op_array->vars[EX_VAR_TO_NUM(opline->op1.var)]);
		} else if (opline->op2_type == IS_CV && vd_is_probe(a, op_array->vars[EX_VAR_TO_NUM(opline->op2.var)])) {
			probe = zend_hash_lookup(Z_ARRVAL_P(a->probes), op_array->vars[EX_VAR_TO_NUM(opline->op2.var)]);
		} else if (opline->result_type == IS_CV && vd_is_probe(a, op_array->vars[EX_VAR_TO_NUM(opline->result.var)])) {
			probe = zend_hash_lookup(Z_ARRVAL_P(a->probes), op_array->vars[EX_VAR_TO_NUM(opline->result.var)]);
		} else {
			continue;
		}
		if (Z_TYPE_P(probe) == IS_NULL) {
			array_init(probe);
		}
		array_init(&use);
		vd_set_long(&use, "scope", zend_hash_num_elements(Z_ARRVAL_P(a->scopes)) - 1);
		vd_set_name(&use, "op", vd_opcode_name(opline->opcode));
		vd_set_long(&use, "line", opline->lineno);
		if (opline->opcode == ZEND_FE_FETCH_R && opline->op2_type == IS_CV) {
			const zend_op *reset = vd_producer(op_array, i, opline->op1.var);
			zval subject;

			array_init(&subject);
			if (reset && reset->opcode == ZEND_FE_RESET_R) {
				vd_describe(op_array, reset - op_array->opcodes, reset->op1_type, reset->op1, 0, &subject);
			} else {
				vd_set_name(&subject, "kind", "unknown");
			}
			vd_set(&use, "subject", &subject);
		} else if (opline->opcode == ZEND_ASSIGN && opline->op1_type == IS_CV && (opline->op2_type & (IS_TMP_VAR | IS_VAR))) {
			zval source;

			array_init(&source);
			vd_describe(op_array, i, opline->op2_type, opline->op2, 0, &source);
			vd_set(&use, "value", &source);
		} else if (opline->opcode == ZEND_BIND_STATIC) {
			vd_set_bool(&use, "implicit", (opline->extended_value & ZEND_BIND_IMPLICIT) != 0);
		} else if (opline->opcode == ZEND_BIND_LEXICAL) {
			vd_set_bool(&use, "implicit", (opline->extended_value & ZEND_BIND_IMPLICIT) != 0);
		}
		add_next_index_zval(probe, &use);
	}
}

static void vd_analyze_tree(vd_analysis *a, zend_op_array *op_array, const zend_op_array *parent, uint32_t index)
{
	uint32_t i;

	a->parent = parent;
	a->index = index;
	vd_analyze_op_array(a, op_array);
	for (i = 0; i < op_array->num_dynamic_func_defs; i++) {
		vd_analyze_tree(a, op_array->dynamic_func_defs[i], op_array, i);
	}
}

static void vd_analyze_visit(zend_op_array *op_array, void *context)
{
	vd_analyze_tree(context, op_array, NULL, 0);
}

/* A table holding what the global one holds of PHP's own (internal) entries: the compile resolves
 * internal functions and classes as usual, and declares user ones here, where nothing collides. */
static void vd_table_of_internals(HashTable *own, HashTable *global, bool classes)
{
	zend_string *key;
	void *ptr;

	zend_hash_init(own, 64, NULL, NULL, 0);
	ZEND_HASH_MAP_FOREACH_STR_KEY_PTR(global, key, ptr) {
		bool internal = classes ? ((zend_class_entry *) ptr)->type == ZEND_INTERNAL_CLASS
			: ((zend_function *) ptr)->type == ZEND_INTERNAL_FUNCTION;

		if (key && internal) {
			zend_hash_add_new_ptr(own, key, ptr);
		}
	} ZEND_HASH_FOREACH_END();
}

/* Destroys what the compile declared into a table of vd_table_of_internals(), then the table. */
static void vd_table_destroy(HashTable *own, bool classes)
{
	zval *entry;

	ZEND_HASH_MAP_FOREACH_VAL(own, entry) {
		if (classes ? ((zend_class_entry *) Z_PTR_P(entry))->type == ZEND_USER_CLASS
				: ((zend_function *) Z_PTR_P(entry))->type == ZEND_USER_FUNCTION) {
			if (classes) {
				destroy_zend_class(entry);
			} else {
				/* op_arrays of declared functions live in the compiler's arena */
				destroy_op_array(Z_PTR_P(entry));
			}
		}
	} ZEND_HASH_FOREACH_END();
	zend_hash_destroy(own);
}

/* Compiles silently, with what PHP reports at compile time recorded and dropped (a parse error is
 * a ParseError anyway), so that the caller reports a fatal one once, as a CompileError: returned as
 * "MESSAGE, on line N", NULL when the compile did not bail out. On a fatal error PHP bails out;
 * carry on from there as opcache_compile_file() does, with the caller's frame, active op_array,
 * collector and exit status restored. (PHP has marked the objects that existed as destructed by
 * then: their destructors no longer run.) */
static zend_string *vd_compile_guarded(zend_string *code, zend_string *filename, zend_op_array **op_array)
{
	zend_op_array *orig_active_op_array = CG(active_op_array);
	zend_execute_data *orig_execute_data = EG(current_execute_data);
	bool gc_was_protected = gc_protected();
	int orig_error_reporting = EG(error_reporting), orig_exit_status = EG(exit_status);
	zend_string *fatal = NULL;

	EG(error_reporting) = 0;
	zend_begin_record_errors();
	zend_try {
		*op_array = vd_source_compile_detached(code, filename);
	} zend_catch {
		uint32_t i = VD_RECORDED_ERRORS();

		EG(current_execute_data) = orig_execute_data;
		CG(active_op_array) = orig_active_op_array;
		gc_protect(gc_was_protected);
		EG(exit_status) = orig_exit_status;
		while (i-- > 0 && !fatal) {
			const zend_error_info *info = VD_RECORDED_ERROR(i);

			if (info->type & E_FATAL_ERRORS) {
				fatal = zend_strpprintf(0, "%s, on line %" PRIu32, ZSTR_VAL(info->message), info->lineno);
			}
		}
		/* Linking a class to an internal parent at compile time stops recording and drops what was
		 * recorded when it fails (zend_try_early_bind()): the error is PHP's last one all the same. */
		if (!fatal && PG(last_error_message) && (PG(last_error_type) & E_FATAL_ERRORS)) {
			fatal = zend_strpprintf(0, "%s, on line %d", ZSTR_VAL(PG(last_error_message)), (int) PG(last_error_lineno));
		}
		if (!fatal) {
			fatal = zend_string_init("compile error", sizeof("compile error") - 1, 0);
		}
	} zend_end_try();
	EG(record_errors) = false;
	zend_free_recorded_errors();
	EG(error_reporting) = orig_error_reporting;
	return fatal;
}

/* Linking a class caches it under its name for every later lookup of that name (ZSTR_SET_CE_CACHE()
 * in zend_try_early_bind() and zend_do_link_class(): a compile early-binds a class whose parent is
 * internal). Left there, a class of the analysed file would be found in place of the caller's own
 * class of that name, even once this table is gone: the tool's `new Failure` after analysing a copy
 * of the tool crashed. The caches that point into the table are dropped; a lookup fills them anew. */
static void vd_table_forget_names(HashTable *classes)
{
	zend_class_entry *ce;

	ZEND_HASH_MAP_FOREACH_PTR(classes, ce) {
		if (ce->type == ZEND_USER_CLASS && ZSTR_HAS_CE_CACHE(ce->name) && ZSTR_GET_CE_CACHE(ce->name) == ce) {
			ZSTR_SET_CE_CACHE(ce->name, NULL);
		}
	} ZEND_HASH_FOREACH_END();
}

/* Compiles code into tables of its own (vd_table_of_internals()), with the compiler's tables and
 * options restored afterwards; returns what vd_compile_guarded() does. The caller destroys the
 * tables with vd_table_destroy(), unless the compile was fatal: then they are gone already. */
static zend_string *vd_compile_isolated(zend_string *code, zend_string *filename, bool short_tags, HashTable *functions, HashTable *classes, zend_op_array **op_array)
{
	HashTable *orig_functions = CG(function_table), *orig_classes = CG(class_table);
	uint32_t orig_options = CG(compiler_options);
	bool orig_short_tags = CG(short_tags);
	zend_string *fatal;

	vd_table_of_internals(functions, orig_functions, false);
	vd_table_of_internals(classes, orig_classes, true);
	CG(function_table) = functions;
	CG(class_table) = EG(class_table) = classes;
	/* As opcache compiles: classes are declared when the code runs, never linked here (linking
	 * could autoload), and nothing from another file is assumed. Not the caller's options: a
	 * debugger's extended info (EXT_STMT) would make every function reachable by name. */
	CG(compiler_options) = ZEND_COMPILE_DEFAULT | ZEND_COMPILE_DELAYED_BINDING | ZEND_COMPILE_IGNORE_OTHER_FILES;
	CG(short_tags) = short_tags;
	fatal = vd_compile_guarded(code, filename, op_array);
	CG(short_tags) = orig_short_tags;
	CG(compiler_options) = orig_options;
	CG(function_table) = orig_functions;
	CG(class_table) = EG(class_table) = orig_classes;
	vd_table_forget_names(classes);
	if (fatal) {
		/* The tables go (they own no entry); what the compile left half built in them is
		 * left to the request's end, as after any fatal error. */
		zend_hash_destroy(functions);
		zend_hash_destroy(classes);
	}
	return fatal;
}

/* Every op_array of the compiled file: its main code, and the functions and classes' methods it
 * declared into the tables of vd_compile_isolated(). */
static void vd_analyze_compiled(vd_analysis *a, zend_op_array *op_array, HashTable *functions, HashTable *classes)
{
	zend_op_array *fn;
	zend_class_entry *ce;

	vd_analyze_tree(a, op_array, NULL, 0);
	ZEND_HASH_MAP_FOREACH_PTR(functions, fn) {
		if (fn->type == ZEND_USER_FUNCTION) {
			vd_analyze_tree(a, fn, NULL, 0);
		}
	} ZEND_HASH_FOREACH_END();
	ZEND_HASH_MAP_FOREACH_PTR(classes, ce) {
		if (ce->type == ZEND_USER_CLASS) {
			vd_opcodes_class_functions(ce, vd_analyze_visit, a);
		}
	} ZEND_HASH_FOREACH_END();
}

/* Deletes the constants registered after the first count: __halt_compiler() registered
 * __COMPILER_HALT_OFFSET__ for this file name. */
static void vd_constants_drop_after(uint32_t count)
{
	uint32_t idx;

	for (idx = count; idx < EG(zend_constants)->nNumUsed; idx++) {
		Bucket *p = EG(zend_constants)->arData + idx;

		if (Z_TYPE(p->val) != IS_UNDEF) {
			zend_hash_del_bucket(EG(zend_constants), p);
		}
	}
}

ZEND_FUNCTION(VoidDiscard_analyze)
{
	zend_string *code, *filename, *prefix, *fatal;
	HashTable functions, classes;
	uint32_t constants = EG(zend_constants)->nNumUsed;
	zend_op_array *op_array = NULL;
	bool short_tags = CG(short_tags), short_tags_null = true;
	zval scopes, probes, self;
	vd_analysis a;

	ZEND_PARSE_PARAMETERS_START(3, 4)
		Z_PARAM_STR(code)
		Z_PARAM_PATH_STR(filename)
		Z_PARAM_STR(prefix)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL_OR_NULL(short_tags, short_tags_null)
	ZEND_PARSE_PARAMETERS_END();

	if (!ZSTR_LEN(prefix)) {
		zend_argument_value_error(3, "cannot be empty");
		RETURN_THROWS();
	}
	fatal = vd_compile_isolated(code, filename, short_tags_null ? CG(short_tags) : short_tags, &functions, &classes, &op_array);
	if (fatal) {
		zend_throw_error(zend_ce_compile_error, "%s", ZSTR_VAL(fatal));
		zend_string_release_ex(fatal, 0);
		RETURN_THROWS();
	}

	array_init(&scopes);
	array_init(&probes);
	array_init(&self);
	if (op_array) {
		a.prefix = prefix;
		a.filename = filename;
		a.scopes = &scopes;
		a.probes = &probes;
		a.self = &self;
		vd_analyze_compiled(&a, op_array, &functions, &classes);
		destroy_op_array(op_array);
		efree_size(op_array, sizeof(zend_op_array));
	}
	vd_table_destroy(&functions, false);
	vd_table_destroy(&classes, true);
	vd_constants_drop_after(constants);
	if (!op_array) {
		/* a ParseError, or a CompileError PHP throws */
		zval_ptr_dtor(&scopes);
		zval_ptr_dtor(&probes);
		zval_ptr_dtor(&self);
		RETURN_THROWS();
	}
	array_init(return_value);
	vd_set(return_value, "scopes", &scopes);
	vd_set(return_value, "probes", &probes);
	vd_set(return_value, "self", &self);
}

ZEND_FUNCTION(VoidDiscard_tokens)
{
	zend_string *code;
	bool short_tags = CG(short_tags), short_tags_null = true, orig_short_tags = CG(short_tags);
	int halt = 0;
	zval ids, offsets, lengths;
	vd_lexer lx;

	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR(code)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL_OR_NULL(short_tags, short_tags_null)
	ZEND_PARSE_PARAMETERS_END();

	/* short_open_tag is PHP_INI_PERDIR: the tool reads files as a server with another setting
	 * would through this argument, not ini_set() */
	CG(short_tags) = short_tags_null ? orig_short_tags : short_tags;
	if (!vd_lexer_open(&lx, ZSTR_VAL(code), ZSTR_LEN(code), false)) {
		CG(short_tags) = orig_short_tags;
		zend_throw_error(NULL, "VoidDiscard\\tokens() cannot run with zend.multibyte=1");
		RETURN_THROWS();
	}
	array_init(&ids);
	array_init(&offsets);
	array_init(&lengths);
	while (vd_lexer_next(&lx)) {
		add_next_index_long(&ids, lx.token);
		add_next_index_long(&offsets, lx.offset);
		add_next_index_long(&lengths, lx.length);
		if (lx.token == T_HALT_COMPILER) {
			halt = 3;
		} else if (halt && lx.token != T_OPEN_TAG && !--halt) {
			/* as token_get_all() does: after `__halt_compiler();` the rest is data */
			if (lx.offset + lx.length < ZSTR_LEN(code)) {
				add_next_index_long(&ids, T_INLINE_HTML);
				add_next_index_long(&offsets, lx.offset + lx.length);
				add_next_index_long(&lengths, ZSTR_LEN(code) - lx.offset - lx.length);
			}
			break;
		}
	}
	vd_lexer_close(&lx);
	CG(short_tags) = orig_short_tags;
	array_init(return_value);
	vd_set(return_value, "id", &ids);
	vd_set(return_value, "offset", &offsets);
	vd_set(return_value, "length", &lengths);
}

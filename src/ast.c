/* SPDX-License-Identifier: MIT */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "zend_exceptions.h"

#include "php_void_discard.h"
#include "compat.h"
#include "lexical.h"
#include "ast.h"
#include "keys.h"
#include "params.h"

static zend_ast_process_t vd_prev_ast_process;

/* The variable a discarded foreach value compiles to. No PHP variable can have this name, and
 * `$$`, compact() and extract() cannot reach it. */
static zend_string *vd_marker_name;
static zend_string *vd_keys_name;
static zend_string *vd_is_object_name;

/* What a list target turned into once its discards are gone. */
typedef enum {
	VD_LIST_KEPT,		/* still assigns something */
	VD_LIST_ALL_VOID,	/* every entry was a discard: nothing to assign */
} vd_list_result;

static void vd_walk(zend_ast **slot);
static void vd_stmt(zend_ast **slot);

/* `void` is matched case-insensitively, like PHP's type names; the sentinel `__discard` exactly,
 * as the prefilter finds it. */
static bool vd_name_is(zend_ast *name, const char *lc, size_t len, bool ci)
{
	zval *zv;

	if (!name || name->kind != ZEND_AST_ZVAL) {
		return false;
	}
	zv = zend_ast_get_zval(name);
	if (Z_TYPE_P(zv) != IS_STRING) {
		return false;
	}
	return ci ? zend_binary_strcasecmp(Z_STRVAL_P(zv), Z_STRLEN_P(zv), lc, len) == 0
		: zend_string_equals_cstr(Z_STR_P(zv), lc, len);
}

/* A call to the unqualified function `name` without arguments: how the pre-pass writes sentinels. */
static bool vd_is_empty_call(const zend_ast *ast, const char *name, size_t len)
{
	return ast && ast->kind == ZEND_AST_CALL
		&& ast->child[0]->attr == ZEND_NAME_NOT_FQ
		&& vd_name_is(ast->child[0], name, len, false)
		&& ast->child[1]->kind == ZEND_AST_ARG_LIST
		&& zend_ast_get_list(ast->child[1])->children == 0;
}

/* `__discard()`: what the pre-pass writes, and the sentinel spelling users may write themselves. */
static bool vd_is_call_sentinel(const zend_ast *ast)
{
	return vd_is_empty_call(ast, VD_WORD(SENTINEL));
}

/* `__discard_cast()`: what the pre-pass writes for a `(void)` cast, followed by `or`. */
static bool vd_is_cast_sentinel(const zend_ast *ast)
{
	return vd_is_empty_call(ast, VD_WORD(CAST_SENTINEL));
}

/* In a list target a bare `void` or `__discard` parses as a constant, which stock PHP rejects at
 * compile time ("Assignments can only happen to writable values"): giving it a meaning there
 * changes no valid program. `\void` and `namespace\void` are names and keep the stock error. */
static bool vd_is_list_sentinel(const zend_ast *ast)
{
	if (ast && ast->kind == ZEND_AST_CONST && ast->child[0]->attr == ZEND_NAME_NOT_FQ) {
		return vd_name_is(ast->child[0], VD_WORD(VOID), true)
			|| vd_name_is(ast->child[0], VD_WORD(SENTINEL), false);
	}
	return vd_is_call_sentinel(ast);
}

static bool vd_is_list(const zend_ast *ast)
{
	return ast && ast->kind == ZEND_AST_ARRAY
		&& (ast->attr == ZEND_ARRAY_SYNTAX_LIST || ast->attr == ZEND_ARRAY_SYNTAX_SHORT);
}

/* A compile error at the line of ast; when lower() is checking, only the first is kept. */
static ZEND_COLD void vd_error(const zend_ast *ast, const char *message)
{
	uint32_t lineno = zend_ast_get_lineno((zend_ast *) ast);

	if (VD_G(checking)) {
		if (!VD_G(check_error)) {
			VD_G(check_error) = message;
			VD_G(check_lineno) = lineno;
		}
		return;
	}
	zend_error_at_noreturn(E_COMPILE_ERROR, zend_get_compiled_filename(), lineno, "%s", message);
}

static ZEND_COLD void vd_error_by_ref(const zend_ast *ast)
{
	vd_error(ast, "Cannot take void by reference: a discarded value is never fetched");
}

static void vd_destroy(zend_ast **slot)
{
	zend_ast_destroy(*slot);
	*slot = NULL;
}

/* Discards in a list target: a hole in an unkeyed list (exactly like `[, $a]`), a removed entry
 * in a keyed one (so its key expression is never evaluated), recursively. */
static vd_list_result vd_list(zend_ast *ast)
{
	zend_ast_list *list = zend_ast_get_list(ast);
	uint32_t i, kept = 0;
	bool discarded = false;

	for (i = 0; i < list->children; i++) {
		zend_ast *elem = list->child[i];
		zend_ast *value;
		bool discard, keyed;

		if (!elem || elem->kind != ZEND_AST_ARRAY_ELEM) {
			if (elem) {
				vd_walk(&list->child[i]);
				list->child[kept++] = list->child[i];
			} else {
				list->child[kept++] = NULL;
			}
			continue;
		}
		value = elem->child[0];
		discard = vd_is_list_sentinel(value);
		if (discard && elem->attr) {
			vd_error_by_ref(elem);
		}
		if (!discard && vd_is_list(value)) {
			discard = vd_list(value) == VD_LIST_ALL_VOID;
		}
		if (!discard) {
			vd_walk(&elem->child[0]);
			if (elem->child[1]) {
				vd_walk(&elem->child[1]);
			}
			list->child[kept++] = elem;
			continue;
		}
		discarded = true;
		keyed = elem->child[1] != NULL;
		vd_destroy(&list->child[i]);
		if (!keyed) {
			list->child[kept++] = NULL;
		}
	}
	list->children = kept;

	if (!discarded) {
		return VD_LIST_KEPT;
	}
	for (i = 0; i < list->children; i++) {
		if (list->child[i]) {
			return VD_LIST_KEPT;
		}
	}
	return VD_LIST_ALL_VOID;
}

/* A call to the global function `name` with the arguments given, at lineno. */
static zend_ast *vd_call(zend_string *name, zend_ast *args, uint32_t lineno)
{
	zend_ast *name_ast, *call;
	zval zv;

	ZVAL_INTERNED_STR(&zv, name);
	name_ast = zend_ast_create_zval_with_lineno(&zv, lineno);
	name_ast->attr = ZEND_NAME_FQ;
	args->lineno = lineno;
	call = zend_ast_create(ZEND_AST_CALL, name_ast, args);
	call->lineno = lineno;
	return call;
}

/* `get_defined_vars()`: a call of PHP's function (unqualified or fully qualified), not a callable
 * made of it. */
static bool vd_is_get_defined_vars(const zend_ast *ast)
{
	return ast->child[0]->attr != ZEND_NAME_RELATIVE
		&& vd_name_is(ast->child[0], ZEND_STRL("get_defined_vars"), true)
		&& ast->child[1]->kind == ZEND_AST_ARG_LIST;
}

/* A call of get_defined_vars() in a function with discarded parameters, wrapped in a call of the
 * extension's function that leaves their variables (src/params.h) out of what it lists. The call
 * itself stays, for opcache's optimizer and the JIT, which know that it reads every variable. */
static zend_ast *vd_without_discarded_params(zend_ast *call)
{
	return vd_call(vd_params_unlist_name(), zend_ast_create_list(1, ZEND_AST_ARG_LIST, call), call->lineno);
}

/* `$name`, a fresh node for a variable the compiler makes a CV. */
static zend_ast *vd_var(zend_string *name, uint32_t lineno)
{
	zend_ast *var;
	zval zv;

	ZVAL_STR_COPY(&zv, name);
	var = zend_ast_create(ZEND_AST_VAR, zend_ast_create_zval_with_lineno(&zv, lineno));
	var->lineno = lineno;
	return var;
}

/* The name of a plain local variable (`$a`, which compiles to a CV and can be read again without
 * any effect), else NULL. */
static zend_string *vd_cv_name(const zend_ast *ast)
{
	zend_string *name;

	if (ast->kind != ZEND_AST_VAR || ast->child[0]->kind != ZEND_AST_ZVAL
			|| Z_TYPE_P(zend_ast_get_zval(ast->child[0])) != IS_STRING) {
		return NULL;
	}
	name = zend_ast_get_str(ast->child[0]);
	if (zend_string_equals_literal(name, "this") || zend_hash_exists(CG(auto_globals), name)) {
		return NULL;
	}
	return name;
}

/* What a compat-mode key-only loop iterates in place of expr. Only an object can call current()
 * (through its iterator), so only objects go through `\VoidDiscard\keys()`, which wraps those
 * that iterate through one; an array is iterated itself, its values going to a temporary that is
 * freed at once (vd_opcodes_after_compile). For a plain variable `$a` the loop iterates
 * `isset($a) && \is_object($a) ? \VoidDiscard\keys($a) : $a`: no call for an array, and opcache's
 * type inference, which folds the test where $a is known to be an array, keeps that knowledge
 * for the function JIT; isset() keeps an undefined $a to its one stock warning. Any other
 * expression is evaluated once, through keys(). */
static zend_ast *vd_keys_expr(zend_ast *expr)
{
	uint32_t lineno = zend_ast_get_lineno(expr);
	zend_string *name = vd_cv_name(expr);
	zend_ast *isset, *test, *cond;

	/* (disable_functions may have removed is_object()) */
	if (!name || !zend_hash_exists(CG(function_table), vd_is_object_name)) {
		return vd_call(vd_keys_name, zend_ast_create_list(1, ZEND_AST_ARG_LIST, expr), lineno);
	}
	isset = zend_ast_create(ZEND_AST_ISSET, vd_var(name, lineno));
	isset->lineno = lineno;
	test = zend_ast_create(ZEND_AST_AND, isset,
		vd_call(vd_is_object_name, zend_ast_create_list(1, ZEND_AST_ARG_LIST, vd_var(name, lineno)), lineno));
	test->lineno = lineno;
	cond = zend_ast_create(ZEND_AST_CONDITIONAL, test,
		vd_call(vd_keys_name, zend_ast_create_list(1, ZEND_AST_ARG_LIST, vd_var(name, lineno)), lineno),
		expr);
	cond->lineno = lineno;
	return cond;
}

static zend_ast *vd_marker(uint32_t lineno)
{
	zval name;
	zend_ast *var;

	ZVAL_INTERNED_STR(&name, vd_marker_name);
	var = zend_ast_create(ZEND_AST_VAR, zend_ast_create_zval_with_lineno(&name, lineno));
	var->lineno = lineno;
	return var;
}

static void vd_foreach(zend_ast *ast)
{
	zend_ast **value = &ast->child[1], **key = &ast->child[2], **body = &ast->child[3];
	uint32_t lineno = ast->lineno;
	bool value_void = false;

	if (*key && (*key)->kind == ZEND_AST_REF && vd_is_call_sentinel((*key)->child[0])) {
		vd_error_by_ref(*key);
	}
	if (*value && (*value)->kind == ZEND_AST_REF && vd_is_call_sentinel((*value)->child[0])) {
		vd_error_by_ref(*value);
	}
	if (vd_is_call_sentinel(*key)) {
		vd_destroy(key);
	}
	if (vd_is_call_sentinel(*value)) {
		value_void = true;
	} else if (vd_is_list(*value)) {
		value_void = vd_list(*value) == VD_LIST_ALL_VOID;
	}

	vd_walk(&ast->child[0]);
	if (*key) {
		vd_walk(key);
	}
	if (!value_void) {
		vd_walk(value);
	} else {
		zend_ast *unset, *stmts;

		zend_ast_destroy(*value);
		*value = vd_marker(lineno);
		if (vd_effective_mode == VD_MODE_COMPAT) {
			/* current() is never called; an array's values are never assigned anywhere. */
			ast->child[0] = vd_keys_expr(ast->child[0]);
			/* Right after compilation the marker becomes a temporary and this unset() its FREE
			 * (vd_opcodes_after_compile). Where that did not happen, unsetting the marker at once
			 * still keeps it out of get_defined_vars() and $GLOBALS, and no value alive. */
			unset = zend_ast_create(ZEND_AST_UNSET, vd_marker(lineno));
			unset->lineno = lineno;
			stmts = zend_ast_create_list(2, ZEND_AST_STMT_LIST, unset, *body);
			stmts->lineno = lineno;
			*body = stmts;
		}
		/* vm mode: the FE_FETCH_R that writes the marker becomes VD_FE_FETCH (opcodes.c), which
		 * never writes it. Should a conversion ever be missed, the loop still runs correctly,
		 * only slower and calling current(). */
	}
	if (*body) {
		vd_stmt(body);
	}
}

static void vd_assign(zend_ast **slot, bool stmt)
{
	zend_ast *ast = *slot;

	if (vd_list(ast->child[0]) == VD_LIST_ALL_VOID) {
		/* `[void, void] = f();`: f() is evaluated, nothing is assigned. The assignment's value is
		 * its right-hand side, so the expression itself takes its place; as a statement, one whose
		 * value counts as used, as the destructuring used it (#[\NoDiscard] stays silent). */
		*slot = ast->child[1];
		ast->child[1] = NULL;
		zend_ast_destroy(ast);
		vd_walk(slot);
		if (stmt) {
			*slot = vd_ast_discard_stmt(*slot);
		}
		return;
	}
	vd_walk(&ast->child[1]);
}

/* `(void) expr` arrives as `__discard_cast() or expr`; `or` is left-associative, so `(void) $a or $b`
 * is `(__discard_cast() or $a) or $b`. Takes the sentinel out of the leftmost operand and leaves
 * the expression in the slot, where a statement compiles it and frees its result: PHP 8.5's
 * meaning. Returns whether the slot held a cast. */
static bool vd_void_cast(zend_ast **slot)
{
	zend_ast **p;

	for (p = slot; *p && (*p)->kind == ZEND_AST_OR; p = &(*p)->child[0]) {
		if (vd_is_cast_sentinel((*p)->child[0])) {
			zend_ast *or = *p;

			*p = or->child[1];
			or->child[1] = NULL;
			zend_ast_destroy(or);
			return true;
		}
	}
	return false;
}

/* A slot that holds a statement, where `(void)` may stand. */
static void vd_stmt(zend_ast **slot)
{
	if (!vd_void_cast(slot) && *slot && (*slot)->kind == ZEND_AST_ASSIGN && vd_is_list((*slot)->child[0])) {
		vd_assign(slot, true);
		return;
	}
	vd_walk(slot);
}

/* `for (init; cond; step)`: every expression may be cast but the condition itself, the last. */
static void vd_for_exprs(zend_ast *ast, bool last_is_value)
{
	zend_ast_list *list;
	uint32_t i;

	if (!ast) {
		return;
	}
	list = zend_ast_get_list(ast);
	for (i = 0; i < list->children; i++) {
		if (last_is_value && i == list->children - 1) {
			vd_walk(&list->child[i]);
		} else {
			vd_stmt(&list->child[i]);
		}
	}
}

/* Whether s may be a discarded parameter's public name: it starts with `void`. */
static zend_always_inline bool vd_may_be_public_name(const zend_string *s)
{
	return ZSTR_LEN(s) > sizeof(VD_WORD_VOID) - 1 && memcmp(ZSTR_VAL(s), VD_WORD_VOID, sizeof(VD_WORD_VOID) - 1) == 0;
}

/* Every string of the tree at ast (names, variables, literals) that may be a public name. */
static void vd_collect_strings(zend_ast *ast, HashTable *strings)
{
	uint32_t i, n;

	if (!ast) {
		return;
	}
	if (ast->kind == ZEND_AST_ZVAL) {
		zval *zv = zend_ast_get_zval(ast);

		if (Z_TYPE_P(zv) == IS_STRING && vd_may_be_public_name(Z_STR_P(zv))) {
			zend_hash_add_empty_element(strings, Z_STR_P(zv));
		}
	} else if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);

		for (i = 0; i < list->children; i++) {
			vd_collect_strings(list->child[i], strings);
		}
	} else if (zend_ast_is_special(ast)) {
		zend_ast_decl *decl = (zend_ast_decl *) ast;

		if (decl->name && vd_may_be_public_name(decl->name)) {
			zend_hash_add_empty_element(strings, decl->name);
		}
		for (i = 0; i < sizeof(decl->child) / sizeof(decl->child[0]); i++) {
			vd_collect_strings(decl->child[i], strings);
		}
	} else if (ast->kind != ZEND_AST_CONSTANT && ast->kind != ZEND_AST_ZNODE) {
		n = zend_ast_get_num_children(ast);
		for (i = 0; i < n; i++) {
			vd_collect_strings(ast->child[i], strings);
		}
	}
}

/* A discarded parameter's public name: `void` and its position from 1, with `_` added while the
 * file holds that string anywhere (as a variable, a parameter, a name, a literal), so that after
 * the compile a parameter so named is a discarded one (params.c), and no variable of the body or
 * captured by an arrow function is it. Reflection, messages and code generators read it. */
static zend_string *vd_param_public_name(uint32_t position)
{
	zend_string *name = zend_strpprintf(0, "%s%" PRIu32, VD_WORD_VOID, position + 1);

	while (zend_hash_exists(VD_G(file_strings), name)) {
		zend_string *longer = zend_string_concat2(ZSTR_VAL(name), ZSTR_LEN(name), "_", 1);

		zend_string_release(name);
		name = longer;
	}
	if (!VD_G(param_names)) {
		ALLOC_HASHTABLE(VD_G(param_names));
		zend_hash_init(VD_G(param_names), 8, NULL, NULL, 0);
	}
	name = zend_new_interned_string(name);
	zend_hash_add_empty_element(VD_G(param_names), name);
	return name;
}

/* The parameters the pre-pass wrote as VD_G(param_variable), at the line of their `void`. */
static void vd_params(zend_ast *ast)
{
	zend_ast_list *list = zend_ast_get_list(ast);
	const zend_string *var = VD_G(param_variable);
	uint32_t i;

	for (i = 0; i < list->children; i++) {
		zend_ast *param = list->child[i], *name = param->child[1];
		zval *zv = zend_ast_get_zval(name);

		if (Z_TYPE_P(zv) != IS_STRING || !zend_string_equals_cstr(Z_STR_P(zv), ZSTR_VAL(var) + 1, ZSTR_LEN(var) - 1)) {
			continue;
		}
		if (param->attr & ZEND_PARAM_REF) {
			vd_error(name, "Cannot take void by reference: a discarded parameter is bound to no variable");
		} else if (param->attr & ZEND_PARAM_VARIADIC) {
			vd_error(name, "Cannot use void as a variadic parameter: a discarded parameter takes one argument");
		} else if (param->child[2]) {
			vd_error(name, "Cannot give void a default value: a discarded parameter is required");
		} else if (param->attr) {
			vd_error(name, "Cannot promote void to a property: a discarded parameter has no name");
		}
		zval_ptr_dtor_str(zv);
		ZVAL_STR(zv, vd_param_public_name(i));
		VD_G(discarded_params) = true;
	}
}

/* The walk from the root, with the file's strings at hand where parameters are discarded. */
static void vd_walk_root(zend_ast **root)
{
	HashTable strings;

	if (VD_G(param_variable)) {
		zend_hash_init(&strings, 8, NULL, NULL, 0);
		vd_collect_strings(*root, &strings);
		VD_G(file_strings) = &strings;
	}
	vd_walk(root);
	if (VD_G(param_variable)) {
		VD_G(file_strings) = NULL;
		zend_hash_destroy(&strings);
	}
}

static ZEND_COLD void vd_error_cast(const zend_ast *ast)
{
	vd_error(ast, "(void) can only be used as a statement, not as a value");
}

static void vd_walk(zend_ast **slot)
{
	zend_ast *ast = *slot;
	uint32_t i, n;

	if (!ast) {
		return;
	}
	switch (ast->kind) {
		case ZEND_AST_ZVAL:
		case ZEND_AST_CONSTANT:
		case ZEND_AST_ZNODE:
			return;
		case ZEND_AST_FOREACH:
			vd_foreach(ast);
			return;
		case ZEND_AST_ASSIGN:
			if (vd_is_list(ast->child[0])) {
				vd_assign(slot, false);
				return;
			}
			break;
		case ZEND_AST_STMT_LIST: {
			zend_ast_list *list = zend_ast_get_list(ast);

			for (i = 0; i < list->children; i++) {
				vd_stmt(&list->child[i]);
			}
			return;
		}
		case ZEND_AST_IF_ELEM:
		case ZEND_AST_WHILE:
		case ZEND_AST_DECLARE:
			vd_walk(&ast->child[0]);
			vd_stmt(&ast->child[1]);
			return;
		case ZEND_AST_DO_WHILE:
			vd_stmt(&ast->child[0]);
			vd_walk(&ast->child[1]);
			return;
		case ZEND_AST_FOR:
			vd_for_exprs(ast->child[0], false);
			vd_for_exprs(ast->child[1], true);
			vd_for_exprs(ast->child[2], false);
			vd_stmt(&ast->child[3]);
			return;
		case ZEND_AST_CALL:
			if (vd_is_cast_sentinel(ast)) {
				vd_error_cast(ast);
			}
			if (VD_G(discarded_params) && vd_is_get_defined_vars(ast) && vd_params_unlist_name()) {
				vd_walk(&ast->child[1]);
				*slot = vd_without_discarded_params(ast);
				return;
			}
			break;
		case ZEND_AST_ARRAY_ELEM:
			/* `[&void, …]` as a value: the pre-pass made it `&__discard()`. */
			if (ast->attr && vd_is_call_sentinel(ast->child[0])) {
				vd_error_by_ref(ast);
			}
			break;
		case ZEND_AST_PARAM_LIST:
			if (VD_G(param_variable)) {
				vd_params(ast);
			}
			break;
		case ZEND_AST_HALT_COMPILER:
			if (VD_G(halt_offset_delta)) {
				zval *offset = zend_ast_get_zval(ast->child[0]);

				ZVAL_LONG(offset, Z_LVAL_P(offset) - VD_G(halt_offset_delta));
			}
			return;
	}

	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);

		for (i = 0; i < list->children; i++) {
			vd_walk(&list->child[i]);
		}
	} else if (zend_ast_is_special(ast)) {
		/* a function, method, closure or class: a scope of its own, which its parameters
		 * (walked first) may make one with discarded parameters */
		zend_ast_decl *decl = (zend_ast_decl *) ast;
		bool discarded_params = VD_G(discarded_params);

		VD_G(discarded_params) = false;
		for (i = 0; i < sizeof(decl->child) / sizeof(decl->child[0]); i++) {
			vd_walk(&decl->child[i]);
		}
		VD_G(discarded_params) = discarded_params;
	} else {
		n = zend_ast_get_num_children(ast);
		for (i = 0; i < n; i++) {
			vd_walk(&ast->child[i]);
		}
	}
}

static void vd_ast_process(zend_ast *ast)
{
	/* Files the prefilter cleared (every real-world file so far) are not walked at all. */
	if (!VD_G(no_sentinels)) {
		vd_walk_root(&ast);
	}
	if (vd_prev_ast_process) {
		vd_prev_ast_process(ast);
	}
}

void vd_ast_check(zend_string *code, zend_string *param_variable)
{
	/* the parser leaves its tree and arena in CG(); the pass allocates its nodes there too */
	zend_arena *saved_arena = CG(ast_arena), *arena;
	zend_ast *saved_ast = CG(ast), *ast;
	zend_long saved_delta = VD_G(halt_offset_delta);
	zend_string *saved_param_variable = VD_G(param_variable);
	HashTable *saved_param_names = VD_G(param_names);
	int saved_error_reporting = EG(error_reporting);
	bool saved_record_errors = EG(record_errors);
	bool saved_discarded_params = VD_G(discarded_params);

	/* What the lexer and the parser report on the way (PHP 8.5's deprecated cast names, an octal
	 * escape over \377) would come with no file name: compiling the code reports it, in its file.
	 * Silent as the pre-pass's lexer is, and out of what opcache records; a fatal error would
	 * still show (the parser throws its errors instead). */
	EG(error_reporting) &= E_FATAL_ERRORS;
	EG(record_errors) = false;
	ast = zend_compile_string_to_ast(code, &arena, ZSTR_EMPTY_ALLOC());
	EG(error_reporting) = saved_error_reporting;
	EG(record_errors) = saved_record_errors;
	if (ast) {
		/* on a parse error there is no tree, and the parser has freed the arena itself */
		CG(ast_arena) = arena;
		VD_G(checking) = true;
		VD_G(check_error) = NULL;
		VD_G(halt_offset_delta) = 0;
		VD_G(param_variable) = param_variable;
		VD_G(param_names) = NULL;
		VD_G(discarded_params) = false;
		vd_walk_root(&ast);
		if (VD_G(param_names)) {
			zend_array_destroy(VD_G(param_names));
		}
		VD_G(checking) = false;
		VD_G(halt_offset_delta) = saved_delta;
		VD_G(param_variable) = saved_param_variable;
		VD_G(param_names) = saved_param_names;
		VD_G(discarded_params) = saved_discarded_params;
		zend_ast_destroy(ast);
		zend_arena_destroy(arena);
		if (VD_G(check_error)) {
			zend_throw_exception_ex(zend_ce_compile_error, 0, "%s, on line %" PRIu32,
				VD_G(check_error), VD_G(check_lineno));
		}
	}
	CG(ast_arena) = saved_arena;
	CG(ast) = saved_ast;
}

zend_string *vd_ast_marker_name(void)
{
	return vd_marker_name;
}

void vd_ast_startup(void)
{
	vd_marker_name = zend_string_init_interned("\0void", sizeof("\0void") - 1, 1);
	vd_keys_name = zend_string_init_interned(VD_KEYS_FUNCTION, sizeof(VD_KEYS_FUNCTION) - 1, 1);
	vd_is_object_name = zend_string_init_interned("is_object", sizeof("is_object") - 1, 1);
	vd_prev_ast_process = zend_ast_process;
	zend_ast_process = vd_ast_process;
}

void vd_ast_shutdown(void)
{
	if (zend_ast_process == vd_ast_process) {
		zend_ast_process = vd_prev_ast_process;
	}
}

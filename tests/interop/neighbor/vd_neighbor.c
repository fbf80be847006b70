/* SPDX-License-Identifier: MIT */
/* Test-only: another extension with its own zend_ast_process and zend_compile_file hooks, chained
 * the usual way. It walks every AST it is given (a broken tree would crash it) and counts. */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif
#include "php.h"
#include "zend_ast.h"

static zend_ast_process_t prev_ast_process;
static zend_op_array *(*prev_compile_file)(zend_file_handle *, int);
static zend_long ast_calls, compile_calls, nodes;

static void walk(zend_ast *ast)
{
	uint32_t i, n;

	if (!ast) {
		return;
	}
	nodes++;
	if (ast->kind == ZEND_AST_ZVAL || ast->kind == ZEND_AST_CONSTANT || ast->kind == ZEND_AST_ZNODE) {
		return;
	}
	if (zend_ast_is_list(ast)) {
		for (i = 0; i < zend_ast_get_list(ast)->children; i++) {
			walk(zend_ast_get_list(ast)->child[i]);
		}
	} else if (zend_ast_is_special(ast)) {
		for (i = 0; i < 5; i++) {
			walk(((zend_ast_decl *) ast)->child[i]);
		}
	} else {
		for (i = 0, n = zend_ast_get_num_children(ast); i < n; i++) {
			walk(ast->child[i]);
		}
	}
}

static void neighbor_ast_process(zend_ast *ast)
{
	ast_calls++;
	walk(ast);
	if (prev_ast_process) {
		prev_ast_process(ast);
	}
}

static zend_op_array *neighbor_compile_file(zend_file_handle *fh, int type)
{
	compile_calls++;
	return prev_compile_file(fh, type);
}

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_vd_neighbor_counts, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

PHP_FUNCTION(vd_neighbor_counts)
{
	ZEND_PARSE_PARAMETERS_NONE();
	array_init(return_value);
	add_assoc_long(return_value, "ast", ast_calls);
	add_assoc_long(return_value, "compile", compile_calls);
	add_assoc_bool(return_value, "walked", nodes > 0);
}

static const zend_function_entry functions[] = {
	PHP_FE(vd_neighbor_counts, arginfo_vd_neighbor_counts)
	PHP_FE_END
};

static PHP_MINIT_FUNCTION(vd_neighbor)
{
	prev_ast_process = zend_ast_process;
	zend_ast_process = neighbor_ast_process;
	prev_compile_file = zend_compile_file;
	zend_compile_file = neighbor_compile_file;
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(vd_neighbor)
{
	if (zend_ast_process == neighbor_ast_process) {
		zend_ast_process = prev_ast_process;
	}
	if (zend_compile_file == neighbor_compile_file) {
		zend_compile_file = prev_compile_file;
	}
	return SUCCESS;
}

zend_module_entry vd_neighbor_module_entry = {
	STANDARD_MODULE_HEADER, "vd_neighbor", functions, PHP_MINIT(vd_neighbor), PHP_MSHUTDOWN(vd_neighbor),
	NULL, NULL, NULL, "1.0", STANDARD_MODULE_PROPERTIES
};

#ifdef COMPILE_DL_VD_NEIGHBOR
ZEND_GET_MODULE(vd_neighbor)
#endif

/* SPDX-License-Identifier: MIT */
/* Test-only: another extension with its own zend_ast_process and zend_compile_file hooks, chained
 * the usual way. It walks every AST it is given (a broken tree would crash it) and counts.
 * With VD_NEIGHBOR_CHECK in the environment it reports at shutdown whether the compiler hooks are
 * what they should be once void_discard has shut down: `restored` checks that void_discard put
 * back what it replaced; `late` first installs hooks of its own at the first request, as an
 * extension loaded later that never restores them would, and checks void_discard left them. */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif
#include "php.h"
#include "zend_ast.h"

static zend_ast_process_t prev_ast_process;
static zend_op_array *(*prev_compile_file)(zend_file_handle *, int);
static zend_long ast_calls, compile_calls, nodes;
static zend_op_array *(*started_compile_string)(zend_string *, const char *, zend_compile_position);

static zend_ast_process_t late_prev_ast_process;
static zend_op_array *(*late_prev_compile_file)(zend_file_handle *, int);
static zend_op_array *(*late_prev_compile_string)(zend_string *, const char *, zend_compile_position);
static bool late_installed;

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

static void late_ast_process(zend_ast *ast)
{
	if (late_prev_ast_process) {
		late_prev_ast_process(ast);
	}
}

static zend_op_array *late_compile_file(zend_file_handle *fh, int type)
{
	return late_prev_compile_file(fh, type);
}

static zend_op_array *late_compile_string(zend_string *source, const char *filename, zend_compile_position position)
{
	return late_prev_compile_string(source, filename, position);
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
	started_compile_string = zend_compile_string;
	return SUCCESS;
}

static PHP_RINIT_FUNCTION(vd_neighbor)
{
	const char *check = getenv("VD_NEIGHBOR_CHECK");

	if (check && strcmp(check, "late") == 0 && !late_installed) {
		late_installed = true;
		late_prev_ast_process = zend_ast_process;
		zend_ast_process = late_ast_process;
		late_prev_compile_file = zend_compile_file;
		zend_compile_file = late_compile_file;
		late_prev_compile_string = zend_compile_string;
		zend_compile_string = late_compile_string;
	}
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(vd_neighbor)
{
	/* void_discard shuts down before this when it was loaded after it; else this one checks what
	 * it installed itself, which no one can have changed yet: the same report either way */
	if (getenv("VD_NEIGHBOR_CHECK")) {
		bool ok = late_installed
			? zend_ast_process == late_ast_process && zend_compile_file == late_compile_file
				&& zend_compile_string == late_compile_string
			: zend_ast_process == neighbor_ast_process && zend_compile_file == neighbor_compile_file
				&& zend_compile_string == started_compile_string;

		fprintf(stderr, "vd_neighbor at shutdown: compiler hooks %s\n", ok ? "as expected" : "CHANGED");
	}
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
	PHP_RINIT(vd_neighbor), NULL, NULL, "1.0", STANDARD_MODULE_PROPERTIES
};

#ifdef COMPILE_DL_VD_NEIGHBOR
ZEND_GET_MODULE(vd_neighbor)
#endif

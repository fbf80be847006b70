dnl SPDX-License-Identifier: MIT
dnl A test-only extension that also hooks zend_ast_process and zend_compile_file, built by
dnl scripts/test.sh to check that void_discard coexists with it in either loading order.
PHP_ARG_ENABLE([vd-neighbor], [whether to enable the void_discard test neighbor], [AS_HELP_STRING([--enable-vd-neighbor], [Enable])], [yes])
if test "$PHP_VD_NEIGHBOR" != "no"; then
  PHP_NEW_EXTENSION(vd_neighbor, vd_neighbor.c, $ext_shared)
fi

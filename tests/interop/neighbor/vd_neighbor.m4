dnl SPDX-License-Identifier: MIT
dnl A test-only extension that also hooks zend_ast_process and zend_compile_file, built by
dnl scripts/test.sh to check that void_discard coexists with it in either loading order.
dnl Named vd_neighbor.m4, not config.m4: PEAR's builder builds the first config.m4 it finds
dnl below the package root, so shipping one here would make `pecl install` build this instead.
dnl scripts/test.sh copies it to config.m4 in its own build directory.
PHP_ARG_ENABLE([vd-neighbor], [whether to enable the void_discard test neighbor], [AS_HELP_STRING([--enable-vd-neighbor], [Enable])], [yes])
if test "$PHP_VD_NEIGHBOR" != "no"; then
  PHP_NEW_EXTENSION(vd_neighbor, vd_neighbor.c, $ext_shared)
fi

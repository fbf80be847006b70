dnl SPDX-License-Identifier: MIT
PHP_ARG_ENABLE([void-discard],
  [whether to enable void_discard support],
  [AS_HELP_STRING([--disable-void-discard], [Disable the void discard syntax])],
  [yes])

if test "$PHP_VOID_DISCARD" != "no"; then
  dnl src/scanner.c is generated from src/scanner.re and committed, so re2c is not needed to build;
  dnl Makefile.frag regenerates it when re2c is present.
  PHP_NEW_EXTENSION(void_discard,
    void_discard.c src/scanner.c src/lexer.c src/prepass.c src/source.c src/tokens.c src/analyze.c src/lower.c src/params.c src/ast.c src/keys.c src/opcodes.c src/handlers.c,
    $ext_shared,, -DZEND_ENABLE_STATIC_TSRMLS_CACHE=1)
  PHP_ADD_BUILD_DIR($ext_builddir/src)
  PHP_ADD_MAKEFILE_FRAGMENT
fi

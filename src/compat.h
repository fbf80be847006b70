/* SPDX-License-Identifier: MIT */
#ifndef VD_COMPAT_H
#define VD_COMPAT_H

/* Every PHP_VERSION_ID difference the extension depends on lives here. */

#if PHP_VERSION_ID < 80200
# error "void_discard requires PHP 8.2 or newer"
#endif

/* 8.4: property hooks are op_arrays of their own, reached through the class's properties. */
#if PHP_VERSION_ID >= 80400
# define VD_HAVE_PROPERTY_HOOKS 1
#endif

/* 8.5: `(void)` is a token of its own, T_VOID_CAST; the parser takes the statement itself. */
#if PHP_VERSION_ID >= 80500
# define VD_HAVE_VOID_CAST_TOKEN 1
#endif

/* opcache's own defaults, for deciding void_discard.mode=auto from php.ini before opcache has
 * registered its INI entries: 8.4 turned the JIT off by default and gave it a buffer. */
#if PHP_VERSION_ID >= 80400
# define VD_OPCACHE_JIT_DEFAULT "disable"
# define VD_OPCACHE_JIT_BUFFER_DEFAULT "64M"
#else
# define VD_OPCACHE_JIT_DEFAULT "tracing"
# define VD_OPCACHE_JIT_BUFFER_DEFAULT "0"
#endif

#endif

/* SPDX-License-Identifier: MIT */
#ifndef VD_COMPAT_H
#define VD_COMPAT_H

/* Every PHP_VERSION_ID difference the extension depends on lives here. */

#if PHP_VERSION_ID < 80200
# error "void_discard requires PHP 8.2 or newer"
#endif

#endif

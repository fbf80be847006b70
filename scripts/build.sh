#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the extension from the working tree with phpize, warnings as errors.
#   scripts/build.sh DIR [PHP_CONFIG [CHROOT]]
# DIR receives a copy of the sources (phpize writes into its source directory); with CHROOT,
# DIR is a path inside that chroot and the build runs there. Prints the path of void_discard.so
# (inside the chroot, if any).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:?usage: build.sh DIR [PHP_CONFIG [CHROOT]]}
php_config=${2:-php-config}
root=${3:-}
phpize=${php_config/php-config/phpize}
flags="${CFLAGS:--O2 -g} -Wall -Wextra -Wno-unused-parameter -Werror"

rm -rf "$root$dir"
mkdir -p "$root$dir"
(cd "$top" && git ls-files -co --exclude-standard -z | xargs -0 tar -cf -) | tar -xf - -C "$root$dir"
cmd="cd '$dir' && $phpize && ./configure --with-php-config=\$(command -v $php_config) --enable-void-discard CFLAGS='$flags' && make -j$(nproc)"
if [ -n "$root" ]; then
	chroot "$root" /bin/sh -c "$cmd" >"$root$dir/build.log" 2>&1 || { tail -n 40 "$root$dir/build.log" >&2; exit 1; }
else
	/bin/sh -c "$cmd" >"$dir/build.log" 2>&1 || { tail -n 40 "$dir/build.log" >&2; exit 1; }
fi
echo "$dir/modules/void_discard.so"

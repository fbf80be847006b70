#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds (once) PHP 8.2 from Debian bookworm's source package as a debug, thread-safe (ZTS) PHP
# with the CLI and embed SAPIs, opcache and only the extensions the tests use, instrumented by
#   asan: AddressSanitizer and UndefinedBehaviorSanitizer (with opcache's JIT). Built with clang,
#         so that libFuzzer fuzzers (whose ASan runtime is clang's) can link against its libphp.so;
#   tsan: ThreadSanitizer (-fsanitize=thread), without opcache's JIT: the code the JIT writes at
#         run time is not instrumented, so TSan could not see its memory accesses anyway.
# The build is cached outside the clone, keyed by the package version and these flags; a second
# run reuses it. Prints the installation prefix.
#   scripts/sanitized-php.sh [asan|tsan]
set -euo pipefail
kind=${1:-asan}
cache=${VD_CACHE:-/var/cache/void-discard}
mkdir -p "$cache"
# scripts/test.sh starts the build in the background early on; a second caller waits for it here,
# then finds it in the cache
exec 9>"$cache/sanitized-php.lock"
flock 9
. "$(dirname "$0")/lib.sh"

# what the build needs beyond scripts/install-deps.sh (the tarball is .tar.xz; phpize comes with php8.2-dev)
vd_install clang libclang-rt-14-dev make xz-utils pkg-config php8.2-dev >&2

cc=clang
configure=(--disable-all --enable-debug --enable-zts --enable-embed=shared --enable-cli
	--disable-cgi --disable-phpdbg --without-pear
	--enable-opcache --enable-opcache-jit
	--enable-tokenizer --enable-mbstring --disable-mbregex --enable-phar --enable-ctype)
cflags="-g -fno-omit-frame-pointer" patch= program_ldflags=
case "$kind" in
	asan)
		configure+=(--enable-address-sanitizer --enable-undefined-sanitizer)
		# the CLI as a position-dependent executable: in a PIE, the pointers in the sanitizers'
		# metadata (a million of them at -O0) are relocated at every start, about 45 ms of the
		# 195 ms of CPU this PHP takes to start and stop; the suites start it thousands of times
		program_ldflags=-no-pie ;;
	tsan)
		# php-src's configure has no switch for TSan: the flags go to the compiler and the linker
		configure=("${configure[@]/--enable-opcache-jit/--disable-opcache-jit}")
		cflags="$cflags -fsanitize=thread"
		ldflags="-fsanitize=thread"
		# PHP loads extensions with dlopen(RTLD_DEEPBIND), which the sanitizer runtimes refuse (they
		# interpose malloc and friends); php-src leaves the flag out under ASan and MSan, not TSan
		patch='s/!__has_feature(memory_sanitizer)$/!__has_feature(memory_sanitizer) \&\& !__has_feature(thread_sanitizer)/' ;;
	*) echo "usage: sanitized-php.sh [asan|tsan]" >&2; exit 2 ;;
esac

vd_php_src "$cache"
version=$vd_php_src_version
tarball=$vd_php_src_tarball
upstream=${version%%-*}

# PHP's libtool, for compilations: scripts/libtool-once.sh (each object once, without libtool's shell)
once=$(cat "$(dirname "$0")/libtool-once.sh")

# the key: package version, configure flags, compiler flags, compiler version, the libtool wrapper,
# the CLI's link (and the patch, if any)
key=$(printf '%s\n' "$version" "$kind" "${configure[*]}" "$cflags" "${ldflags:-}" "$($cc --version | head -n 1)" "$once" "$program_ldflags" ${patch:+"$patch"} | sha256sum | cut -c1-12)
prefix="$cache/php-$upstream-$kind-$key"
if [ -x "$prefix/bin/php" ] && [ -f "$prefix/lib/libphp.so" ] && [ -f "$prefix/.complete" ]; then
	echo "$prefix"
	exit 0
fi

build="$cache/build-$upstream-$kind-$key"
rm -rf "$build" "$prefix"
mkdir -p "$build"
tar -xJf "$tarball" -C "$build" --strip-components=1
if [ -n "${patch:-}" ]; then
	sed -i "$patch" "$build/Zend/zend_portability.h"
	grep -q thread_sanitizer "$build/Zend/zend_portability.h" || { echo "sanitized-php: the RTLD_DEEPBIND patch does not apply" >&2; exit 1; }
fi
log="$build/build.log"
echo "sanitized-php: building PHP $upstream ($kind) in $build" >&2
(
	cd "$build"
	# php-src's sanitizer builds run with clang; -O0 from --enable-debug keeps the build short
	CC=$cc CXX=clang++ CFLAGS="$cflags" CXXFLAGS="$cflags" LDFLAGS="${ldflags:-}" \
		./configure --prefix="$prefix" "${configure[@]}"
	printf '%s\n' "$once" >libtool-once
	[ -z "$program_ldflags" ] || sed -i "s/^EXTRA_LDFLAGS_PROGRAM = /&$program_ldflags /" Makefile
	make -j"$(nproc)" LIBTOOL="bash $build/libtool-once --silent --preserve-dup-deps"
	make install LIBTOOL="bash $build/libtool-once --silent --preserve-dup-deps"
) >"$log" 2>&1 || { tail -n 40 "$log" >&2; exit 1; }
# phpize builds extensions with the same sanitizer flags (php-config --cflags does not carry them)
touch "$prefix/.complete"
echo "$prefix"

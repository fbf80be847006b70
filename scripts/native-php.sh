#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds (once) a release PHP 8.2 (-O2 -g, NTS, not debug) from Debian bookworm's php8.2 source
# package (scripts/lib.sh: vd_php_src), for PHP's own `void` (issue 45, scripts/native.sh):
#   unpatched  the tarball as it is;
#   patched    the tarball with the patch series native/patches/*.patch applied in name order
#              (patch -p1 --forward; VD_NATIVE_PATCHES=DIR takes another folder of patches).
# The CLI, opcache (with its JIT), tokenizer, ctype, posix, pcntl and zend_test (the extension
# php-src's Zend/tests load for their observers, fibers and the like: without it hundreds skip).
# Compiled through ccache (its cache in VD_CACHE/ccache, paths relative to the build tree), so that
# the patched build reuses every object of the unpatched one whose preprocessed source the patches
# leave alone; each object once, without libtool's shell (scripts/libtool-once.sh).
# The installation is cached outside the clone, keyed by the package version, the configure and
# compiler flags, the compiler and, for the patched one, the patches' sha256: a second run reuses
# it, and a changed patch rebuilds the patched PHP only. The patched installation keeps the
# patched tree's Zend/tests, tests/lang and ext/opcache/tests in php-src-tests/ (the patch's own
# tests among them). Prints the installation prefix; with -t, "PREFIX SECONDS" (0 when cached).
#   scripts/native-php.sh [-t] unpatched|patched
set -euo pipefail
timed=no
if [ "${1:-}" = -t ]; then
	timed=yes
	shift
fi
kind=${1:?usage: native-php.sh [-t] unpatched|patched}
top=$(cd "$(dirname "$0")/.." && pwd)
cache=${VD_CACHE:-/var/cache/void-discard}
patches=${VD_NATIVE_PATCHES:-$top/native/patches}
mkdir -p "$cache"
. "$top/scripts/lib.sh"

# bison: the patches change Zend/zend_language_parser.y, which the tarball ships generated (re2c,
# for the scanner, comes with scripts/install-deps.sh)
vd_install make gcc xz-utils patch bison re2c ccache >&2

configure=(--disable-all --disable-cgi --disable-phpdbg --without-pear --enable-cli
	--enable-opcache --enable-tokenizer --enable-ctype --enable-posix --enable-pcntl --enable-zend-test)
cflags="-O2 -g"
# the test folders the patched installation keeps (ext/dl_test's skip.inc: opcache's gh8466.phpt
# includes it to find that it skips)
test_dirs="Zend/tests tests/lang ext/opcache/tests ext/dl_test/tests"
patch_sum=""
case "$kind" in
	unpatched) ;;
	patched)
		shopt -s nullglob
		series=("$patches"/*.patch)
		shopt -u nullglob
		[ ${#series[@]} -gt 0 ] || { echo "native-php: no patch in $patches" >&2; exit 1; }
		patch_sum=$(cat "${series[@]}" | sha256sum | cut -c1-16) ;;
	*) echo "usage: native-php.sh [-t] unpatched|patched" >&2; exit 2 ;;
esac

vd_php_src "$cache"
upstream=${vd_php_src_version%%-*}
once=$(cat "$top/scripts/libtool-once.sh")
key=$(printf '%s\n' "$vd_php_src_version" "${configure[*]}" "$cflags" "$(gcc --version | head -n 1)" "$once" ${patch_sum:+"$test_dirs" "$patch_sum"} \
	| sha256sum | cut -c1-12)
prefix="$cache/php-$upstream-native-$kind-$key"
result() { # SECONDS
	if [ "$timed" = yes ]; then echo "$prefix $1"; else echo "$prefix"; fi
}

# one build of a kind at a time (two test commands, or the lane and a hand run)
exec 9>"$cache/native-php-$kind.lock"
flock 9
if [ -f "$prefix/.complete" ]; then
	result 0
	exit 0
fi

t0=$(date +%s)
build="$cache/build-$upstream-native-$kind-$key"
# a build of this kind with another key is stale: its installation and tree go
rm -rf "$cache/php-$upstream-native-$kind-"* "$cache/build-$upstream-native-$kind-"*
mkdir -p "$build"
log="$cache/build-$upstream-native-$kind.log"
echo "native-php: building PHP $upstream ($kind) in $build" >&2
(
	set -e
	tar -xJf "$vd_php_src_tarball" -C "$build" --strip-components=1
	cd "$build"
	for p in "${series[@]:+${series[@]}}"; do
		echo "applying $(basename "$p")"
		patch -p1 --forward --batch <"$p"
	done
	export CCACHE_DIR="$cache/ccache" CCACHE_BASEDIR="$build" CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE=3G
	CC="ccache gcc" CFLAGS="$cflags" ./configure --prefix="$prefix" "${configure[@]}"
	printf '%s\n' "$once" >libtool-once
	ccache -z >/dev/null
	make -j"$(nproc)" LIBTOOL="bash $build/libtool-once --silent --preserve-dup-deps"
	make install LIBTOOL="bash $build/libtool-once --silent --preserve-dup-deps"
	ccache -s
	if [ "$kind" = patched ]; then
		for d in $test_dirs; do
			mkdir -p "$prefix/php-src-tests/$(dirname "$d")"
			cp -r "$d" "$prefix/php-src-tests/$d"
		done
	fi
) >"$log" 2>&1 || { tail -n 40 "$log" >&2; exit 1; }
# what ccache gave (for the build's line in scripts/native.sh)
sed -n 's/^ *\(Hits\|Misses\): *\([0-9]*\).*/\1 \2/p' "$log" | head -n 2 | paste -sd ' ' >"$prefix/.ccache-stats"
cp "$log" "$prefix/build.log"
rm -rf "$build"
touch "$prefix/.complete"
result $(($(date +%s) - t0))

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Real code: fetches (once) Debian's wordpress, phpunit, php-twig and php-symfony-* packages and
# shows, over all their PHP files, that with the extension loaded every file compiles to exactly
# the opcodes it compiles to without it, and that the pre-pass leaves every file byte-for-byte
# unchanged (none of them uses a discard).
#   scripts/corpus.sh WORK PHP EXT OPCACHE [CHROOT]
# PHP, EXT and OPCACHE are paths inside CHROOT when one is given; OPCACHE is empty where opcache is
# built in (PHP 8.5+).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
work=${1:?usage: corpus.sh WORK PHP EXT OPCACHE [CHROOT]}
php=$2 ext=$3 opcache=$4 root=${5:-}
packages="wordpress phpunit php-twig php-symfony-console php-symfony-http-kernel
	php-symfony-http-foundation php-symfony-dependency-injection php-symfony-finder
	php-symfony-routing php-symfony-event-dispatcher php-symfony-validator php-symfony-yaml
	php-symfony-string"

corpus="$work/corpus"
if [ ! -s "$corpus/list" ]; then
	rm -rf "$corpus"
	mkdir -p "$corpus/debs"
	(cd "$corpus/debs" && vd_apt download $packages) >"$work/corpus-fetch.log" 2>&1
	chmod -R a+rX "$corpus/debs"
	for deb in "$corpus"/debs/*.deb; do
		dpkg -x "$deb" "$corpus/root"
	done
	# Regular files only: the packages' links point into the system (and may dangle).
	(cd "$corpus/root" && find . -name '*.php' -type f | sed 's|^\./||' | sort) >"$corpus/list.tmp"
	mv "$corpus/list.tmp" "$corpus/list"
fi
# The last entry is a canary that does use discards: the check must report it, and only it.
mkdir -p "$corpus/root/canary"
cp "$top/examples/demo.php" "$corpus/root/canary/uses-discards.php"
grep -qx canary/uses-discards.php "$corpus/list" || echo canary/uses-discards.php >>"$corpus/list"

# Inside a chroot the corpus and the driver live under /vd-corpus.
base=$corpus/root driver=$top/scripts/corpus-check.php out=$work/corpus-$(basename "$php")
if [ -n "$root" ]; then
	rm -rf "$root/vd-corpus"
	mkdir -p "$root/vd-corpus"
	cp -a "$corpus/root" "$corpus/list" "$driver" "$root/vd-corpus/"
	base=/vd-corpus/root driver=/vd-corpus/corpus-check.php
fi
list=$(dirname "$driver")/list
[ -n "$root" ] || list=$corpus/list

run() { # OUTPUT-PREFIX [EXTRA-INI...]
	local prefix=$1
	shift
	local cmd=("$php" -n -d display_errors=stderr ${opcache:+-d "zend_extension=$opcache"} -d opcache.enable_cli=1
		-d opcache.opt_debug_level=0x10000 -d opcache.file_update_protection=0
		-d opcache.memory_consumption=512 -d opcache.max_accelerated_files=50000
		-d opcache.interned_strings_buffer=64 -d opcache.jit=disable "$@" "$driver" compile "$base" "$list")
	${root:+chroot "$root"} "${cmd[@]}" >"$prefix.out" 2>"$prefix.err" || true
	# A fatal error (e.g. two files of one package declaring the same function) stops that
	# file's compile: compile it again alone, in a fresh process.
	# The lone compile replaces the batch one: it comes later in the file. Its process dumps the
	# driver first; "=== -" keeps that out of the previous file's section.
	local i
	for i in $(awk '/^=== /{i=$2} /^(PHP )?Fatal error/{print i}' "$prefix.err" | sort -un); do
		printf '\n=== - driver\n' >>"$prefix.alone"
		${root:+chroot "$root"} "${cmd[@]}" "$i" >>"$prefix.out" 2>>"$prefix.alone" || true
	done
	if [ -s "$prefix.alone" ]; then
		cat "$prefix.alone" >>"$prefix.err"
		rm -f "$prefix.alone"
	fi
}
rm -f "$out".*
run "$out.with" -d "extension=$ext"
run "$out.without"
php8.2 -n -d memory_limit=-1 "$top/scripts/corpus-check.php" compare "$out.with.err" "$out.without.err" "$corpus/list" "$out.with.out"

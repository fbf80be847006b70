#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# php-src's own tests as the oracle for "code without discards behaves exactly as without the
# extension": Zend/tests and tests/lang of PHP 8.2.32 (Debian bookworm's php8.2 source package, the
# same tree scripts/sanitized-php.sh builds), run by the PHP under test with the extension, in each
# configuration MODE/OPCACHE (void_discard.mode, and an opcache mode of scripts/lib.sh).
#
# The rule: no test that passes without the extension fails with it. So every test that does not
# pass with the extension (failed, borked, leaked, skipped, ...) runs again without it, on the same
# binary in the same configuration; one that passes there runs once more with the extension, alone,
# and fails the run only if it fails again (else it is reported as flaky). Tests that fail without
# the extension too are counted, not hidden. Newer PHP versions run the 8.2.32 test files as well:
# both sides of every comparison are the same binary, so the version differences cancel out.
#
# Prints one line per configuration and, last, "php-src: N passed, N failed" (tests that pass with
# the extension; tests that pass without it and fail with it). Exits non-zero on any such test.
#   scripts/php-src-tests.sh WORK LABEL PHP RUN_TESTS EXT OPCACHE_SO "CONFIGS" [CHROOT]
# PHP, RUN_TESTS, EXT and OPCACHE_SO (empty where opcache is built in) are paths inside CHROOT, if
# given; the tests are copied there. VD_PHP_SRC_SELECT (an extended regular expression) runs only
# the tests whose file matches it, less those whose path matches VD_PHP_SRC_EXCLUDE; VD_PHP_SRC_ARGS
# adds run-tests options (--asan); VD_PHP_SRC_RUNNER is the PHP that runs run-tests.php itself (PHP
# if unset: it only hands out the tests and compares their output, every test runs on PHP). A test
# that passed only on run-tests' own retry (WARNED) passed.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
work=${1:?usage: php-src-tests.sh WORK LABEL PHP RUN_TESTS EXT OPCACHE_SO CONFIGS [CHROOT]}
label=$2 php=$3 run_tests=$4 ext=$5 opcache=$6 configs=$7 root=${8:-}
cache=${VD_CACHE:-/var/cache/void-discard}
passed=0 failed=0

fail() { vd_abort php-src "php-src $label: $1"; }

# the test tree; each run gets its own copy
vd_php_src_tests "$cache" || fail "the php8.2 source package could not be downloaded or extracted"
tree=$vd_php_src_tests_dir
slug=$(echo "$label" | tr -c 'A-Za-z0-9.\n' '-')
dir=/tmp/vd-php-src-$slug
rm -rf "$root$dir" && mkdir -p "$root$dir"
cp -r "$tree/Zend" "$tree/tests" "$root$dir/"
(cd "$root$dir" && find Zend/tests tests/lang -name '*.phpt' | sort \
	| if [ -n "${VD_PHP_SRC_SELECT:-}" ]; then xargs grep -lE "$VD_PHP_SRC_SELECT"; else cat; fi \
	| grep -vE "${VD_PHP_SRC_EXCLUDE:-^$}") >"$root$dir/selected"
selected=$(wc -l <"$root$dir/selected")

in_root() {
	if [ -n "$root" ]; then
		chroot "$root" "$@"
	else
		"$@"
	fi
}

# Where opcache runs, its interned strings buffer is 1 MB here instead of its default 8, on both
# sides of every comparison: every start fills the buffer's hash table, about a quarter of its
# size, and each 4 KiB page that touches is a page fault (about 15 µs on this kind of machine): at
# 8 MB some 450 faults of a start's 1 750, about 12 ms of CPU a test. 1 MB holds what a start
# interns (430 to 490 KB with PHP 8.2 to 8.6) with 560 KB to spare, which every test but one
# needs less of; that one runs with the default buffer. opcache logs an overflow (as a warning,
# which the run asks for, into a file of its own); should a test overflow the 1 MB all the same,
# the run is repeated with the default buffer, so no test runs on the path an overflow takes.
big_strings="Zend/tests/runtime_compile_time_binary_operands.phpt"

# run WITH_EXT MODE OPCACHE RESULTS [LIST]: run-tests over the selected tests (or those listed in
# LIST), results into RESULTS ("STATUS<TAB>path" per test), run-tests' output into RESULTS.log
run() {
	local with=$1 vd_mode=$2 mode=$3 results=$4 list=${5:-$dir/selected}
	: >"$results.log"
	# (run-tests given an empty list runs every test under its directory)
	if [ ! -s "$root$list" ]; then
		: >"$results"
		return
	fi
	vd_opcache_args "$mode" "$opcache" || fail "unknown opcache mode $mode"
	local extension=()
	[ "$with" = yes ] && extension=(-d "extension=$ext" -d "void_discard.mode=$vd_mode")
	# a second run with the extension (flaky or not): one test at a time
	local jobs=-j3
	[ "$with" = yes ] && [ "$list" != "$dir/selected" ] && jobs=
	[ "$mode" = file-cold ] && vd_file_cache_clear "$root/tmp"
	if [ ${#vd_args[@]} -eq 0 ]; then
		run_tests "$list" "$results.log" off
	else
		grep -vxF "$big_strings" "$root$list" >"$root$dir/list.small" || true
		grep -xF "$big_strings" "$root$list" >"$root$dir/list.big" || true
		rm -f "$root$dir/opcache.log"
		[ ! -s "$root$dir/list.small" ] || run_tests "$dir/list.small" "$results.log" small -d opcache.interned_strings_buffer=1 \
			-d opcache.log_verbosity_level=2 -d "opcache.error_log=$dir/opcache.log"
		if grep -q "Interned string buffer overflow" "$root$dir/opcache.log" 2>/dev/null; then
			echo "php-src $label $vd_mode/$mode: a test overflowed opcache's interned strings buffer of 1 MB; these tests run again with the default buffer (add the test to big_strings in scripts/php-src-tests.sh)" | tee -a "$results.log"
			run_tests "$dir/list.small" "$results.log" small
		fi
		[ ! -s "$root$dir/list.big" ] || run_tests "$dir/list.big" "$results.log" big
	fi
	# paths relative to the tree, sorted, so that runs compare line by line
	cat "$root$dir"/results.* 2>/dev/null | sed -e "s#\t$dir/#\t#" -e 's/^WARNED\t/PASSED\t/' | sort -k2 >"$results"
	rm -f "$root$dir"/results.*
}

# run_tests LIST LOG NAME [ARGS...]: one run-tests over LIST with run()'s settings and ARGS, its
# output appended to LOG, its results in $dir/results.NAME
run_tests() {
	local list=$1 log=$2 name=$3
	shift 3
	in_root sh -c 'cd "$1" && shift && exec "$@"' - "$dir" env NO_INTERACTION=1 "${VD_PHP_SRC_RUNNER:-$php}" "$run_tests" -q -n $jobs \
		-p "$php" ${VD_PHP_SRC_ARGS:-} "${extension[@]}" "${vd_args[@]}" "$@" -W "$dir/results.$name" -r "$list" >>"$log" 2>&1
}

for config in $configs; do
	vd_mode=${config%/*} mode=${config#*/}
	out="$work/php-src-$slug-$vd_mode-$mode"
	run yes "$vd_mode" "$mode" "$out.with"
	total=$(wc -l <"$out.with")
	ok=$(grep -c '^PASSED' "$out.with")
	if [ "$total" -ne "$selected" ] || [ "$total" -eq 0 ]; then
		failed=$((failed + 1))
		echo "php-src $label $config: $total of $selected tests ran"; tail -n 20 "$out.with.log"
		continue
	fi
	# every test that did not pass with the extension, once more without it
	grep -v '^PASSED' "$out.with" | cut -f2 >"$root$dir/not-passed"
	run no "$vd_mode" "$mode" "$out.without" "$dir/not-passed"
	grep '^PASSED' "$out.without" | cut -f2 >"$root$dir/candidates"
	stock_too=$(grep -vc '^PASSED' "$out.without")
	regressions=0 flaky=0
	if [ -s "$root$dir/candidates" ]; then
		# passed without the extension: with it again, one at a time
		run yes "$vd_mode" "$mode" "$out.again" "$dir/candidates"
		regressions=$(grep -vc '^PASSED' "$out.again")
		flaky=$(grep -c '^PASSED' "$out.again")
	fi
	printf 'php-src %s %-14s %4d passed, %d failed (%d tests: %d did not pass without the extension either, %d flaky: passed on a rerun)\n' \
		"$label" "$config" "$ok" "$regressions" "$total" "$stock_too" "$flaky"
	if [ "$flaky" -gt 0 ]; then
		grep '^PASSED' "$out.again" | cut -f2 | sed 's/^/  flaky: /'
	fi
	if [ "$regressions" -gt 0 ]; then
		grep -v '^PASSED' "$out.again" | sed 's/^/  passes without the extension, not with it: /'
		vd_rt_failed_tests "$out.again.log"
	fi
	passed=$((passed + ok)); failed=$((failed + regressions))
done
rm -rf "$root$dir"
vd_part php-src

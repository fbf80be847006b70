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
# adds run-tests options (--asan). A test that passed only on run-tests' own retry (WARNED) passed.
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

# run WITH_EXT MODE OPCACHE RESULTS [LIST]: run-tests over the selected tests (or those listed in
# LIST), results into RESULTS ("STATUS<TAB>path" per test)
run() {
	local with=$1 vd_mode=$2 mode=$3 results=$4 list=${5:-$dir/selected} jobs=-j3
	vd_opcache_args "$mode" "$opcache" || fail "unknown opcache mode $mode"
	local extension=()
	[ "$with" = yes ] && extension=(-d "extension=$ext" -d "void_discard.mode=$vd_mode")
	# a second run with the extension (flaky or not): one test at a time
	[ "$with" = yes ] && [ "$list" != "$dir/selected" ] && jobs=
	[ "$mode" = file-cold ] && vd_file_cache_clear "$root/tmp"
	in_root sh -c 'cd "$1" && shift && exec "$@"' - "$dir" env NO_INTERACTION=1 "$php" "$run_tests" -q -n $jobs \
		-p "$php" ${VD_PHP_SRC_ARGS:-} "${extension[@]}" "${vd_args[@]}" -W "$dir/results" -r "$list" >"$results.log" 2>&1
	# paths relative to the tree, sorted, so that runs compare line by line
	sed -e "s#\t$dir/#\t#" -e 's/^WARNED\t/PASSED\t/' "$root$dir/results" 2>/dev/null | sort -k2 >"$results"
	rm -f "$root$dir/results"
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

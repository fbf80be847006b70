#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The evidence behind the tests that skip compat mode as redundant there (their SKIPIF names this
# script): run in compat/off, they execute no line and take no branch of the extension that they do
# not execute in vm/off, or that the rest of the compat/off suite does not. Builds the extension
# with gcov's instrumentation for Debian's PHP 8.2 (or PHP_CONFIG's PHP) and runs, from zero each:
#   rest:   the suite less those tests, compat/off (as scripts/test.sh runs it);
#   vm:     those tests, vm/off;
#   compat: those tests, compat/off;
# then compares the lines executed and the branches taken (gcov -b -c), file by file. Not part of
# the test command (about two minutes); prints what compat adds, if anything, and exits 1 then.
#   scripts/coverage-redundancy.sh WORK [PHP_CONFIG]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=$(mkdir -p "${1:?usage: coverage-redundancy.sh WORK [PHP_CONFIG]}" && cd "$1" && pwd)/coverage
php_config=${2:-php-config8.2}
php=$("$php_config" --php-binary)
# run-tests.php: where Debian puts it (by extension API), or where make install does
for run_tests in "/usr/lib/php/$(basename "$("$php_config" --extension-dir)")/build/run-tests.php" \
		"$("$php_config" --prefix)/lib/php/build/run-tests.php"; do
	[ -f "$run_tests" ] && break
done
rm -rf "$work"
mkdir -p "$work"
ext=$(CFLAGS="-O0 -g --coverage" "$top/scripts/build.sh" "$work/ext" "$php_config")
tests=$work/ext/tests
grep -rl --include='*.phpt' 'scripts/coverage-redundancy.sh' "$tests" | sort >"$work/these.list"
find "$tests" -name '*.phpt' | sort | grep -vxF -f "$work/these.list" >"$work/rest.list"
[ -s "$work/these.list" ] || { echo "coverage-redundancy: no test names this script"; exit 1; }

# run NAME MODE EXPECT LIST: run-tests over LIST with void_discard.mode=MODE, opcache off (EXPECT:
# what the suite's VD_EXPECT_MODE would be; empty runs the tests that skip compat there), then
# gcov's reports of every source file into $work/NAME
run() {
	local name=$1 mode=$2 expect=$3 list=$4
	find "$work/ext" -name '*.gcda' -delete
	env VD_TEST_MODE=off ${expect:+VD_EXPECT_MODE=$expect} NO_INTERACTION=1 "$php" "$run_tests" -q -n -j2 -p "$php" \
		-d "extension=$ext" -d "void_discard.mode=$mode" -r "$list" >"$work/$name.log" 2>&1 || true
	grep -E '^Tests (passed|failed|skipped)' "$work/$name.log" | sed "s/^/  $name: /"
	mkdir -p "$work/$name"
	(cd "$work/ext/src" && gcov -b -c -o .libs ./*.c >/dev/null 2>&1 && mv ./*.gcov "$work/$name/")
	(cd "$work/ext" && gcov -b -c -o .libs void_discard.c >/dev/null 2>&1 && mv ./*.gcov "$work/$name/")
}
echo "coverage-redundancy: $(wc -l <"$work/these.list") tests that skip compat mode: $(xargs -n1 basename <"$work/these.list" | tr '\n' ' ')"
run rest compat compat "$work/rest.list"
run vm vm vm "$work/these.list"
run compat compat "" "$work/these.list"
"$php" -n "$top/scripts/coverage-redundancy.php" "$work/compat" "$work/vm" "$work/rest"

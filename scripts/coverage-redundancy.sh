#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The evidence behind what the test command leaves out as redundant: runs that execute no line and
# take no branch of the extension that the runs it keeps do not. Builds the extension with gcov's
# instrumentation for one PHP and runs the suite as the test command runs it there, each run from
# zero, then compares the lines executed and the branches taken (gcov -b -c -l: the headers'
# inline functions included), file by file. Debian's PHP 8.2 here, or 8.4, 8.5, 8.6 in the chroot
# of scripts/php-chroot.sh (scripts/test.sh):
#   1. the tests that skip compat/off naming this script (the 60 programs, --stats' agreement, the
#      TOKEN_PARSE corpus):
#      run in compat/off, against the same tests in vm/off and the rest of the suite in compat/off;
#   2. the suite in compat/file-cold and compat/file-warm, each against the suite in compat/off and
#      compat/shm: compat mode's opcodes are standard ones, which opcache's file cache stores and
#      reads back as it does any, so scripts/test.sh runs compat with opcache in off, shm and
#      preload (preloading reaches a branch that off and shm do not: the optimizer pass on an
#      op_array the compiler did not mark, src/opcodes.c).
# Or the debug ZTS ASan PHP of scripts/sanitized-php.sh, the extension built with clang and the
# sanitizers, the suite run as scripts/sanitized.sh runs it:
#   3. the suite in compat/off against vm/off and compat/shm-once, so scripts/sanitized.sh runs
#      compat in shm-once only;
#   4. the tests that skip there naming this script ("skip under the sanitizers", VD_SANITIZED),
#      in vm/off, against the rest of the suite in vm/off: scripts/test.sh runs them on every
#      Debian PHP, where their output is checked.
# With php-src as its last argument, php-src's tests as scripts/sanitized.sh runs them
# (vd_asan_php_src) in compat/shm-once against them in vm/off and the suite in compat/shm-once, so
# scripts/sanitized.sh runs them in vm/off only.
# Between configurations, coverage is the criterion for compat only: its code is standard opcodes
# and calls of an internal function, which run the same whether they were compiled in the same
# process, read from shared memory or from a file. vm's patched opcodes depend on what the compile
# left in the op_array, and its runs from a cache without a compile (file-warm; shm's second run)
# stay even where they add no line: coverage cannot show the state a line runs on. A test skipped
# under a memory checker (4 and 6) runs there with opcache off, compiling afresh, and its output
# is checked in a run without the checker.
# Or, with php-src as the last argument, on a Debian PHP:
#   5. php-src's suites (scripts/php-src-tests.sh) in auto/jit (compat, opcache in shared memory, the
#      tracing JIT) against them in vm/off and the suite in auto/jit and compat/shm (and, a control,
#      against php-src's vm/off alone), so scripts/test.sh runs php-src's suites in vm/off only on
#      8.2 and 8.4. (The one branch php-src's tests took there and the suite did not, in
#      vd_jit_possible(), void_discard.c: opcache loaded but off for the CLI, as the --INI-- of
#      Zend/tests/bug43450.phpt says, is tests/opcache/auto_opcache_off_for_cli.phpt's.)
# Or, with valgrind as the last argument, on Debian's PHP 8.2:
#   6. the tests that skip the suite's valgrind run naming this script (in its SKIPIF, "skip under
#      valgrind"), run in that run's configuration without valgrind itself (auto, opcache off, the
#      system allocator: memcheck changes no path the extension takes), against the rest of that
#      run. Each is also run in auto/off, the same configuration without valgrind, where its output
#      is checked; memcheck's checks are of the extension's code, which the rest runs every line
#      and branch of.
# Or, with migrate or lower as the last argument (on a Debian PHP or the sanitized one):
#   7. the tests of a tool that start it in processes of their own (those of tests/WHAT that include
#      tests/WHAT/skipif.inc), in each configuration where the test command ran them until
#      2026-12-07 and opcache caches code, against them with opcache off (and with the JIT:
#      auto/jit) and the rest of the suite in that configuration. The migration tool compiles
#      detached from opcache: its tests ran in auto/shm and compat/shm (vm/shm-once and
#      compat/shm-once on the sanitized PHP), and tests/migrate/skipif.inc runs them with opcache off
#      and with the JIT only. Lowering compiles nothing: those tests ran in every configuration, and
#      tests/lower/skipif.inc skips shared memory without the JIT, the file cache and preload (the
#      run with the JIT stays, opcache's shared memory with it).
# Not part of the test command (about four minutes per Debian version, ten on the sanitized PHP,
# fifteen for php-src's, two for valgrind's); prints what each run adds, if anything, and exits 1
# when any adds something.
#   scripts/coverage-redundancy.sh WORK [VERSION [CHROOT]]
#   scripts/coverage-redundancy.sh WORK VERSION CHROOT|'' php-src
#   scripts/coverage-redundancy.sh WORK 8.2 '' valgrind
#   scripts/coverage-redundancy.sh WORK VERSION CHROOT|'' migrate|lower
#   scripts/coverage-redundancy.sh WORK sanitized [php-src|migrate|lower]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
work=$(mkdir -p "${1:?usage: coverage-redundancy.sh WORK [VERSION [CHROOT [php-src|valgrind|migrate|lower]] | sanitized [php-src|migrate|lower]]}" && cd "$1" && pwd)/coverage
version=${2:-8.2} root=${3:-} what=${4:-}
# (the sanitized PHP has no chroot: its third argument is what to compare)
[ "$version" != sanitized ] || { what=$root; root=; }
rm -rf "$work"
mkdir -p "$work"
in_root() { ${root:+chroot "$root"} "$@"; }
if [ "$version" = sanitized ]; then
	prefix=$("$top/scripts/sanitized-php.sh" asan)
	php=$prefix/bin/php php_config=$prefix/bin/php-config run_tests=$prefix/lib/php/build/run-tests.php
	opcache=$("$php_config" --extension-dir)/opcache.so
	gcov=(llvm-cov gcov) timeout=240 sanitized=1
	export CC=clang CFLAGS="-g -O0 --coverage -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined -DZEND_TRACK_ARENA_ALLOC"
	# as scripts/sanitized.sh runs the suite (reports need not go to files here: coverage is the point)
	vd_asan_env
	ulimit -s 65536
else
	[ "$version" = 8.2 ] || [ -n "$root" ] || { echo "coverage-redundancy: PHP $version runs in a chroot (scripts/php-chroot.sh)"; exit 2; }
	php=/usr/bin/php$version php_config=php-config$version
	extdir=$(in_root "$php_config" --extension-dir)
	run_tests=/usr/lib/php/$(basename "$extdir")/build/run-tests.php
	opcache=$extdir/opcache.so
	[ -e "$root$opcache" ] || opcache=
	gcov=(gcov) timeout=60 sanitized=
	export CFLAGS="-O0 -g --coverage"
fi
# the build (a path inside the chroot, if any)
dir=/build/coverage-$version-${what:-suite}
[ -n "$root" ] || dir=$work/ext
ext=$("$top/scripts/build.sh" "$dir" "$php_config" $root)
if [ "$version" = sanitized ]; then
	# as scripts/sanitized.sh: the tests that need the JIT are not run there
	for t in $vd_asan_jit_tests; do rm "$dir/tests/$t"; done
	# libtool's link removes .libs/void_discard.* but the module, clang's notes file among them:
	# compiled again, the object is the same and the notes stay
	(cd "$dir" && make -W "$dir/void_discard.c" void_discard.lo) >>"$dir/build.log" 2>&1
	[ -f "$dir/.libs/void_discard.gcno" ] || { echo "coverage-redundancy: no notes file for void_discard.c"; exit 1; }
fi
{ grep -rl --include='*.phpt' 'skip runs in vm mode (see scripts/coverage-redundancy.sh)' "$root$dir/tests" || true; } | sed "s|^$root||" | sort >"$work/these.list"
find "$root$dir/tests" -name '*.phpt' | sed "s|^$root||" | sort | grep -vxF -f "$work/these.list" >"$work/rest.list"
[ -s "$work/these.list" ] || { echo "coverage-redundancy: no test names this script"; exit 1; }
cp "$work/these.list" "$work/rest.list" "$root$dir/"

# run NAME VD_MODE/OPCACHE [LIST [EXPECT [-]]]: run-tests as the test command runs it (over LIST's
# tests, else the whole suite; EXPECT for VD_EXPECT_MODE instead of what the mode resolves to: "-"
# leaves it unset, so that the tests above run in compat/off; a last "-" leaves VD_TEST_MODE unset,
# so that tests that run in the off mode only run in this one; keep_cache set in its environment:
# file-cold does not clear the file cache first), then gcov's reports of every source
# file and header into $work/NAME (gcc's merged over the files that include a header, llvm-cov's
# one per including file: either way named alike in every run)
run() {
	local name=$1 vd_mode=${2%/*} mode=${2#*/} which=("$dir/tests") expect test_mode
	[ -z "${3:-}" ] || which=(-r "$dir/$3")
	test_mode=$mode
	[ "${5:-}" != - ] || test_mode=
	expect=${4:-$(vd_expect_mode "$vd_mode" "$mode")}
	[ "$expect" != - ] || expect=
	find "$root$dir" -name '*.gcda' -delete
	[ "$mode" = file-cold ] && [ -z "${keep_cache:-}" ] && vd_file_cache_clear "$root/tmp"
	# (valgrind: scripts/test.sh's auto/valgrind without -m, opcache off)
	if [ "$mode" = valgrind ]; then vd_args=(); else vd_opcache_args "$mode" "$opcache"; fi
	in_root env ${test_mode:+VD_TEST_MODE=$test_mode} ${expect:+VD_EXPECT_MODE=$expect} ${sanitized:+VD_SANITIZED=1} NO_INTERACTION=1 \
		"$php" "$run_tests" -q -n -j2 --set-timeout "$timeout" -p "$php" -d "extension=$ext" -d "void_discard.mode=$vd_mode" \
		"${vd_args[@]}" "${which[@]}" >"$work/$name.log" 2>&1 || true
	printf '  %-16s %s\n' "$name" "$(grep -E '^Tests (passed|failed|skipped)' "$work/$name.log" | tr -s ' ' | tr '\n' ' ')"
	# a run where no test passed executed nothing to compare (a SKIPIF that cannot start, say)
	grep -Eq '^Tests passed +: +[1-9]' "$work/$name.log" || { echo "coverage-redundancy: no test passed in $name"; exit 1; }
	collect "$name"
}
collect() { # NAME: what the runs since the last collect executed, into $work/NAME
	in_root /bin/sh -c "cd '$dir' && ${gcov[*]} -b -c -l -o src/.libs src/*.c >/dev/null 2>&1 && ${gcov[*]} -b -c -l -o .libs void_discard.c >/dev/null 2>&1"
	mkdir -p "$work/$1"
	mv "$root$dir"/*.gcov "$work/$1/"
}
# claim NAME KEPT...: what NAME executes that none of KEPT does
status=0 label="PHP $version"
[ "$version" != sanitized ] || label="the sanitized PHP"
claim() {
	local run=$1 kept=()
	shift
	for k; do kept+=("$work/$k"); done
	php8.2 -n "$top/scripts/coverage-redundancy.php" "$work/$run" "${kept[@]}" | sed "s/^/$label: /" || status=1
}

# php_src NAME CONFIG: php-src's tests as the test command runs them on this PHP (on the sanitized
# one, those of scripts/sanitized.sh)
php_src() {
	find "$root$dir" -name '*.gcda' -delete
	if [ "$version" = sanitized ]; then
		vd_asan_php_src "$work" "coverage sanitized" "$prefix" "$ext" "$opcache" "$2"
	else
		"$top/scripts/php-src-tests.sh" "$work" "coverage $version" "$php" "$run_tests" "$ext" "$opcache" "$2" $root
	fi >"$work/$1.log" 2>&1 || true
	printf '  %-16s %s\n' "$1" "$(grep '^php-src coverage' "$work/$1.log" | cut -c1-100)"
	collect "$1"
}

if [ "$version" = sanitized ] && [ "$what" = php-src ]; then
	# php-src's tests as scripts/sanitized.sh runs them, in compat/shm-once against them in vm/off
	# and the suite in compat/shm-once (and, a control, against php-src's vm/off alone)
	echo "coverage-redundancy: the sanitized PHP ($prefix), php-src's tests"
	php_src php-src-vm-off vm/off
	php_src php-src-compat-shm-once compat/shm-once
	run suite-compat-shm-once compat/shm-once
	claim php-src-compat-shm-once php-src-vm-off suite-compat-shm-once
	kept_status=$status
	claim php-src-compat-shm-once php-src-vm-off
	exit "$kept_status"
fi
if [ "$what" = migrate ] || [ "$what" = lower ]; then
	# 7. the tools' tests that start the tool in processes of their own (those of tests/WHAT that
	# include tests/WHAT/skipif.inc), with opcache caching code and no JIT, against them with opcache
	# off and with the JIT, and the rest of the suite in that configuration
	{ grep -rl --include='*.phpt' 'skipif.inc' "$root$dir/tests/$what" || true; } | sed "s|^$root||" | sort >"$work/$what.list"
	find "$root$dir/tests" -name '*.phpt' | sed "s|^$root||" | sort | grep -vxF -f "$work/$what.list" >"$work/$what-rest.list"
	[ -s "$work/$what.list" ] || { echo "coverage-redundancy: no test includes tests/$what/skipif.inc"; exit 1; }
	cp "$work/$what.list" "$work/$what-rest.list" "$root$dir/"
	echo "coverage-redundancy: $label, $(wc -l <"$work/$what.list") tests of tests/$what/"
	if [ "$version" = sanitized ]; then
		kept=(vm/off) candidates=(vm/shm-once compat/shm-once)
		[ "$what" = migrate ] || candidates=(vm/shm-once vm/file-cold vm/file-warm compat/shm-once)
	else
		# (with the JIT the migration tool's tests take three branches that they do not with opcache
		# off, those of shared memory: in an inline function of zend_string.h in src/tokens.c, a
		# string interned without opcache and not with it)
		kept=(auto/off compat/off auto/jit) candidates=(auto/shm compat/shm)
		[ "$what" = migrate ] || candidates=(auto/shm auto/file-cold auto/file-warm auto/preload compat/shm compat/preload)
	fi
	kept_runs=()
	for m in "${kept[@]}"; do
		run "$what-${m/\//-}" "$m" "$what.list"
		kept_runs+=("$what-${m/\//-}")
	done
	for m in "${candidates[@]}"; do
		# (VD_TEST_MODE unset: the tests' SKIPIF reads it as off, and they run)
		run "$what-${m/\//-}" "$m" "$what.list" "" -
		# (the file cache as one run of the whole suite leaves it: file-cold clears it once)
		keep_cache=1 run "rest-${m/\//-}" "$m" "$what-rest.list"
		claim "$what-${m/\//-}" "${kept_runs[@]}" "rest-${m/\//-}"
	done
	exit "$status"
fi
if [ "$version" = sanitized ]; then
	echo "coverage-redundancy: the sanitized PHP ($prefix)"
	grep -rl --include='*.phpt' 'skip under the sanitizers' "$dir/tests" | sort >"$dir/sanitized-these.list"
	[ -s "$dir/sanitized-these.list" ] || { echo "coverage-redundancy: no test skips under the sanitizers"; exit 1; }
	run vm-off vm/off
	run compat-shm-once compat/shm-once
	run compat-off compat/off
	claim compat-off vm-off compat-shm-once
	# (without VD_SANITIZED, so that they run)
	sanitized=
	run sanitized-these vm/off sanitized-these.list
	claim sanitized-these vm-off
	exit "$status"
fi
if [ "$what" = valgrind ]; then
	# 6. the tests that skip the valgrind run, in its configuration, against the rest of it
	[ "$version" = 8.2 ] && [ -z "$root" ] || { echo "coverage-redundancy: the valgrind run is Debian's PHP 8.2's"; exit 2; }
	grep -rl --include='*.phpt' 'skip under valgrind' "$dir/tests" | sort >"$dir/valgrind-these.list"
	find "$dir/tests" -name '*.phpt' | sort | grep -vxF -f "$dir/valgrind-these.list" >"$dir/valgrind-rest.list"
	[ -s "$dir/valgrind-these.list" ] || { echo "coverage-redundancy: no test skips the valgrind run"; exit 1; }
	echo "coverage-redundancy: PHP 8.2's valgrind run; $(wc -l <"$dir/valgrind-these.list") tests that skip it: $(xargs -n1 basename <"$dir/valgrind-these.list" | tr '\n' ' ')"
	# valgrind's allocator, as run-tests -m sets it
	export USE_ZEND_ALLOC=0
	run valgrind-rest auto/valgrind valgrind-rest.list
	# (in auto/off, the same settings: these skip under valgrind)
	run valgrind-these auto/off valgrind-these.list
	claim valgrind-these valgrind-rest
	exit "$status"
fi
if [ "$what" = php-src ]; then
	# 5. php-src's suites (scripts/php-src-tests.sh) in auto/jit, against them in vm/off and the
	# suite in auto/jit and compat/shm
	echo "coverage-redundancy: PHP $version, php-src's suites"
	php_src php-src-vm-off vm/off
	php_src php-src-jit auto/jit
	run suite-jit auto/jit
	run suite-compat-shm compat/shm
	claim php-src-jit php-src-vm-off suite-jit suite-compat-shm
	# the control, which must find something: against php-src's vm/off alone
	kept_status=$status
	claim php-src-jit php-src-vm-off
	exit "$kept_status"
fi
echo "coverage-redundancy: PHP $version; $(wc -l <"$work/these.list") tests that skip compat/off: $(xargs -n1 basename <"$work/these.list" | tr '\n' ' ')"
run rest compat/off rest.list
run these-vm vm/off these.list
run these-compat compat/off these.list -
run compat-shm compat/shm
run compat-file-cold compat/file-cold
run compat-file-warm compat/file-warm
claim these-compat these-vm rest
# the suite in compat/off is the rest's run: the tests above skip there
for candidate in compat-file-cold compat-file-warm; do
	claim "$candidate" rest compat-shm
done
exit "$status"

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# PHP's own `void` (issue 45): the php-src patch series native/patches/NNNN-*.patch (git
# format-patch output against Debian bookworm's php8.2 source, 8.2.32), which compiles the
# extension's discards in the engine and defines ZEND_VOID_DISCARD in Zend/zend_compile.h, built
# and checked against the same PHP unpatched (scripts/native-php.sh builds both, release -O2 -g
# NTS, cached outside the clone; the patched one rebuilds when a patch changes). One line per
# check, "ok    …" or "FAIL  …":
#   the patches apply with git am on a git-initialised copy of the tarball (and with patch -p1
#   --forward, in the build);
#   a. php-src's Zend/tests, tests/lang and ext/opcache/tests on the patched PHP, opcache on with
#      the tracing JIT; the tests that fail there run again on the unpatched PHP, the same way,
#      and one that passes there and fails again on the patched PHP alone is a regression, as is
#      a failure of a test the series adds: none may be;
#   b. the project's tests (tests/*/*.phpt) on the patched PHP WITHOUT the extension (the
#      extension's name dropped from their --EXTENSIONS--), opcache off and with the tracing JIT,
#      less those about the extension's own machinery listed in native/excluded-tests.txt (a
#      test or a glob a line, the reason after `#`): the language is the engine's now;
#   c. the patch's own tests (Zend/tests/void_discard/) under valgrind (memcheck, USE_ZEND_ALLOC=0),
#      with opcache off and on;
#   d. the extension built against the patched PHP: `php --ri void_discard` says the engine
#      compiles void itself, tests/ini/native.phpt (skipped on stock PHP) passes, and examples/
#      print the same with the extension loaded and without;
#   e. benchmarks/native.php (the tracing JIT, instructions per element under callgrind: a
#      key-only loop, `$k => $_`, a for loop and array_keys()), printed; it must run;
#   f. code without void (every fourth file of the corpus scripts/corpus.sh fetched into WORK, where
#      there is one) compiles to the same opcodes on the patched PHP as on the unpatched one.
# Ends with "native: N passed, N failed" and exits non-zero on any failure.
#   scripts/native.sh WORK
# VD_NATIVE_PATCHES=DIR takes the patches from DIR instead of native/patches/ (a series under
# work); VD_CACHE as everywhere (default /var/cache/void-discard).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:?usage: native.sh WORK}/native
cd "$top"
. scripts/lib.sh
cache=${VD_CACHE:-/var/cache/void-discard}
patches=${VD_NATIVE_PATCHES:-$top/native/patches}
passed=0 failed=0
rm -rf "$work"
mkdir -p "$work"
start=$(date +%s)

shopt -s nullglob
series=("$patches"/*.patch)
shopt -u nullglob
[ ${#series[@]} -gt 0 ] || vd_abort native "native: no patch in native/patches/"
vd_install bison ccache valgrind git patch xz-utils >/dev/null || vd_abort native "native: the build's packages could not be installed"
vd_php_src "$cache" || vd_abort native "native: the php8.2 source package could not be downloaded"
upstream=${vd_php_src_version%%-*}

# --- the patches -----------------------------------------------------------------------------------

# git am on a copy of a git repository made once from the tarball (one commit, its whole tree)
git_base="$cache/native-git-$upstream"
if [ ! -f "$git_base/.complete" ]; then
	rm -rf "$git_base" && mkdir -p "$git_base"
	(tar -xJf "$vd_php_src_tarball" -C "$git_base" --strip-components=1 && cd "$git_base" && git init -q \
		&& git add -A && git -c user.name=native.sh -c user.email=native@localhost commit -qm "php $upstream ($(basename "$vd_php_src_tarball"))") \
		>"$work/git-base.log" 2>&1 && touch "$git_base/.complete" || { tail -n 20 "$work/git-base.log"; vd_abort native "native: the git copy of the tarball failed"; }
fi
if git clone -q --shared "$git_base" "$work/git-am" >"$work/git-am.log" 2>&1 \
		&& git -C "$work/git-am" -c user.name=native.sh -c user.email=native@localhost am -q "${series[@]}" >>"$work/git-am.log" 2>&1; then
	vd_ok "native: native/patches/ (${#series[@]} patches) applies to php $upstream with git am ($(git -C "$work/git-am" diff --shortstat HEAD~${#series[@]} HEAD | sed 's/^ *//'))"
	# the tests the series adds: one that fails under the JIT cannot pass unpatched, and fails the check
	git -C "$work/git-am" diff --name-only --diff-filter=A HEAD~${#series[@]} HEAD | grep '\.phpt$' >"$work/added-tests.list" || true
else
	vd_nok "native: the patches do not apply to php $upstream with git am"
	tail -n 20 "$work/git-am.log"
fi
rm -rf "$work/git-am"

# --- the two PHPs ----------------------------------------------------------------------------------

build() { # KIND: sets prefix_KIND, or ends the part
	local out secs stats
	if out=$(scripts/native-php.sh -t "$1" 2>"$work/build-$1.log"); then
		read -r out secs <<<"$out"
		stats=$(cat "$out/.ccache-stats" 2>/dev/null || true)
		if [ "$secs" = 0 ]; then
			vd_ok "native: PHP $upstream $1 (cached: $out)"
		else
			vd_ok "native: PHP $upstream $1 built in $secs s (ccache: ${stats:-no statistics})"
		fi
		printf -v "prefix_$1" '%s' "$out"
	else
		cat "$work/build-$1.log"
		vd_abort native "native: PHP $upstream $1 does not build"
	fi
}
build unpatched
build patched
built=$(date +%s)
php_u=$prefix_unpatched/bin/php php_p=$prefix_patched/bin/php
run_tests=$prefix_patched/lib/php/build/run-tests.php
jit() { # PREFIX: sets the array jit_args to opcache on with the tracing JIT for PREFIX's PHP
	jit_args=(-d "zend_extension=$("$1/bin/php-config" --extension-dir)/opcache.so" -d opcache.enable=1 -d opcache.enable_cli=1
		-d opcache.jit=tracing -d opcache.jit_buffer_size=64M)
}
"$php_p" -n -r 'exit(0);' || vd_abort native "native: the patched PHP does not start"

# run-tests over TESTS... with PHP (-p) and ARGS, in DIR; per-test results in RESULTS (STATUS<TAB>path)
rt() { # DIR RESULTS LOG PHP JOBS ARGS... -- TESTS...
	local dir=$1 results=$2 log=$3 php=$4 jobs=$5 args=()
	shift 5
	while [ "$1" != -- ]; do args+=("$1"); shift; done
	shift
	(cd "$dir" && NO_INTERACTION=1 nice -n 2 "$php" "$run_tests" -q -n $jobs --set-timeout 180 -p "$php" "${args[@]}" \
		-W "$results" "$@") >"$log" 2>&1 || true
	sed -i -e "s#\t$dir/#\t#" -e 's/^WARNED\t/PASSED\t/' -e 's/^XFAILED\t/PASSED\t/' "$results"
	sort -k2 -o "$results" "$results"
}
count() { # STATUS RESULTS: how many tests have STATUS (FAILED: failed, borked or leaked)
	if [ "$1" = FAILED ]; then
		grep -cvE '^(PASSED|SKIPPED)' "$2" || true
	else
		grep -c "^$1" "$2" || true
	fi
}
counts() { # RESULTS
	echo "$(count PASSED "$1") passed, $(count FAILED "$1") failed, $(count SKIPPED "$1") skipped"
}

# --- a. php-src's tests ----------------------------------------------------------------------------

t_a=$(date +%s)
src="$work/php-src"
cp -r "$prefix_patched/php-src-tests" "$src"
suites="Zend/tests tests/lang ext/opcache/tests"
jit "$prefix_patched"
rt "$src" "$work/php-src.patched" "$work/php-src.patched.log" "$php_p" -j2 "${jit_args[@]}" -- $suites
grep -vE '^(PASSED|SKIPPED)' "$work/php-src.patched" | cut -f2 >"$src/failed.list" || true
: >"$work/php-src.unpatched"
: >"$work/php-src.again"
if [ -s "$src/failed.list" ]; then
	jit "$prefix_unpatched"
	rt "$src" "$work/php-src.unpatched" "$work/php-src.unpatched.log" "$php_u" -j2 "${jit_args[@]}" -- -r failed.list
	grep '^PASSED' "$work/php-src.unpatched" | cut -f2 >"$src/candidates.list" || true
	if [ -s "$src/candidates.list" ]; then
		# passed unpatched: on the patched PHP again, one at a time
		jit "$prefix_patched"
		rt "$src" "$work/php-src.again" "$work/php-src.again.log" "$php_p" "" "${jit_args[@]}" -- -r candidates.list
	fi
fi
total=$(grep -c '' "$work/php-src.patched" || true)
touch "$work/added-tests.list"
grep -vE '^(PASSED|SKIPPED)' "$work/php-src.patched" | cut -f2 | grep -xFf "$work/added-tests.list" >"$work/added-failed.list" || true
regressions=$(($(grep -cvE '^PASSED' "$work/php-src.again" || true) + $(grep -c '' "$work/added-failed.list" || true)))
flaky=$(grep -c '^PASSED' "$work/php-src.again" || true)
line="native: php-src's $suites, tracing JIT: $regressions regressions ($total tests; patched: $(counts "$work/php-src.patched"); its failures unpatched: $(counts "$work/php-src.unpatched"); $flaky passed on a rerun)"
if [ "$total" -gt 1000 ] && [ "$regressions" -eq 0 ]; then
	vd_ok "$line"
else
	vd_nok "$line"
	[ "$total" -gt 1000 ] || { echo "  only $total tests ran:"; tail -n 20 "$work/php-src.patched.log"; }
	grep -vE '^PASSED' "$work/php-src.again" | sed 's/^/  regression: /' || true
	sed 's/^/  a test the series adds fails: /' "$work/added-failed.list"
	vd_rt_failed_tests "$work/php-src.again.log" | sed "s/^/  /" || true
fi
grep '^PASSED' "$work/php-src.again" | cut -f2 | sed 's/^/  flaky (failed, then passed alone): /' || true
grep -vE '^(PASSED|SKIPPED)' "$work/php-src.patched" | head -n 20 | sed 's/^/  failed patched: /' || true
t_b=$(date +%s)

# --- b. the project's tests without the extension ----------------------------------------------------

# the working tree (the tests read each other and examples/, tools/, src/ by relative paths), the
# tests' --EXTENSIONS-- without void_discard, the excluded tests removed
proj="$work/project"
mkdir -p "$proj"
git ls-files -co --exclude-standard -z | xargs -0 tar -cf - | tar -xf - -C "$proj"
all=$(cd "$proj" && ls tests/*/*.phpt | wc -l)
excluded=0
while IFS= read -r line; do
	pattern=$(echo "${line%%#*}" | sed 's/[[:space:]]*$//')
	[ -n "$pattern" ] || continue
	shopt -s nullglob
	# shellcheck disable=SC2206 # the pattern is a glob
	matched=($proj/$pattern)
	shopt -u nullglob
	[ ${#matched[@]} -gt 0 ] || { vd_nok "native: native/excluded-tests.txt: $pattern matches no test"; continue; }
	rm -f "${matched[@]}"
	excluded=$((excluded + ${#matched[@]}))
done <native/excluded-tests.txt
for t in "$proj"/tests/*/*.phpt; do
	awk '
		/^--[A-Z_]+--$/ { section = $0; if (section == "--EXTENSIONS--") { held = $0; n = 0; next } }
		section == "--EXTENSIONS--" && !/^--[A-Z_]+--$/ { if ($0 != "void_discard") ext[n++] = $0; next }
		{ if (held != "") { if (n) { print held; for (i = 0; i < n; i++) print ext[i] } held = "" } print }
	' "$t" >"$t.new" && mv "$t.new" "$t"
done
left=$(cd "$proj" && ls tests/*/*.phpt | wc -l)
echo "native: $left of $all project tests run on native PHP without the extension, $excluded excluded (native/excluded-tests.txt)"
: >"$work/language-failures.txt"
for mode in off jit; do
	jit_args=()
	[ "$mode" = off ] || jit "$prefix_patched"
	VD_TEST_MODE=$mode rt "$proj" "$work/project.$mode" "$work/project.$mode.log" "$php_p" -j2 --show-diff "${jit_args[@]}" -- tests
	ran=$(grep -c '' "$work/project.$mode" || true)
	line="native: the project's tests on the patched PHP without the extension, opcache $mode: $(counts "$work/project.$mode")"
	if [ "$ran" -eq "$left" ] && [ "$(count FAILED "$work/project.$mode")" -eq 0 ]; then
		vd_ok "$line"
	else
		vd_nok "$line ($ran of $left ran)"
		vd_rt_failed_tests "$work/project.$mode.log" | sed "s/^/  /" || true
		grep -vE '^(PASSED|SKIPPED)' "$work/project.$mode" | cut -f2 | while read -r t; do
			echo "=== $t (opcache $mode)"
			head -n 40 "$proj/${t%.phpt}.diff" 2>/dev/null || true
			echo
		done >>"$work/language-failures.txt"
	fi
done
[ ! -s "$work/language-failures.txt" ] || echo "  the failures' diffs: $work/language-failures.txt"
t_c=$(date +%s)

# --- c. the patch's own tests under valgrind ---------------------------------------------------------

own=$(cd "$src" && ls Zend/tests/void_discard/*.phpt 2>/dev/null | wc -l)
if [ "$own" -eq 0 ]; then
	vd_nok "native: the patches add no test in Zend/tests/void_discard/"
else
	# (PCRE's JIT reads 16 bytes at a time past a string's end, within its allocation: valgrind
	# reports it wherever a test runs a regular expression over a string from the heap). Also with
	# opcache, whose compile keeps strings uninterned until it persists them: a string the compiler
	# leaks only there (it did: a discarded parameter's names) shows only there.
	jit "$prefix_patched"
	# (the leak showed in a compile: with opcache, the tests that compile every form are enough)
	for mode in off on; do
		args=() tests=(Zend/tests/void_discard) what="its $own tests"
		[ "$mode" = off ] || args=("${jit_args[@]}" -d opcache.jit=disable) what="3 of its tests" \
			tests=(Zend/tests/void_discard/params.phpt Zend/tests/void_discard/list_holes.phpt Zend/tests/void_discard/foreach_key_only.phpt)
		USE_ZEND_ALLOC=0 rt "$src" "$work/valgrind.$mode" "$work/valgrind.$mode.log" "$php_p" -j2 -m -d pcre.jit=0 "${args[@]}" -- "${tests[@]}"
		line="native: the series' tests (Zend/tests/void_discard/, $what) under valgrind, opcache $mode: $(counts "$work/valgrind.$mode")"
		if [ "$(count PASSED "$work/valgrind.$mode")" -gt 0 ] && [ "$(count FAILED "$work/valgrind.$mode")" -eq 0 ]; then
			vd_ok "$line"
		else
			vd_nok "$line"
			vd_rt_failed_tests "$work/valgrind.$mode.log" | sed "s/^/  /" || true
			for t in $(grep -vE '^(PASSED|SKIPPED)' "$work/valgrind.$mode" | cut -f2); do
				sed 's/^ *//' "$src/${t%.phpt}.mem" 2>/dev/null | grep -a '^==' | head -n 30 || true
			done
		fi
	done
fi
t_d=$(date +%s)

# --- d. the extension on the patched PHP -------------------------------------------------------------

native_line="Native void (the engine compiles void itself) => yes"
if ext=$(scripts/build.sh "$work/ext" "$prefix_patched/bin/php-config" 2>"$work/ext-build.log" | tail -n 1) && [ -f "$ext" ]; then
	if "$php_p" -n -d "extension=$ext" --ri void_discard >"$work/ri.txt" 2>&1 && grep -qxF "$native_line" "$work/ri.txt"; then
		vd_ok "native: the extension built against the patched PHP says \"$native_line\""
	else
		vd_nok "native: the extension built against the patched PHP does not say \"$native_line\" (php --ri void_discard)"
		head -n 20 "$work/ri.txt"
	fi
	# the test that stock PHP skips: mode off whatever the setting, void the engine's
	rm -rf "$work/ini" && mkdir -p "$work/ini" && cp tests/ini/native.phpt "$work/ini/"
	if TEST_PHP_EXECUTABLE=$php_p NO_COLOR=1 "$php_p" -n "$run_tests" -n -d "extension=$ext" -q "$work/ini" \
			>"$work/ini.log" 2>&1 && grep -Eq '^Tests passed +: +1 ' "$work/ini.log"; then
		vd_ok "native: tests/ini/native.phpt passes with the extension loaded into the patched PHP"
	else
		vd_nok "native: tests/ini/native.phpt does not pass with the extension loaded into the patched PHP"
		tail -n 20 "$work/ini.log"
	fi
	# the demo, and the sample application's computation (index.php around it needs PHP-FPM): the
	# same output and exit status with the extension and without (it stands aside); a program that
	# stops with an error stops with the same one either way, and that error is shown
	same=yes notes=""
	for code in "require 'examples/demo.php';" "require 'examples/app/app.php'; echo VoidDiscardApp\\checksum(), \"\\n\";"; do
		rc_without=0 rc_with=0
		"$php_p" -n -r "$code" >"$work/example-without.out" 2>&1 || rc_without=$?
		"$php_p" -n -d "extension=$ext" -r "$code" >"$work/example-with.out" 2>&1 || rc_with=$?
		if [ "$rc_without" -ne "$rc_with" ] || ! cmp -s "$work/example-without.out" "$work/example-with.out"; then
			same=no
			echo "  $code: exit status $rc_without without the extension, $rc_with with it"
			diff "$work/example-without.out" "$work/example-with.out" | head -n 20
		elif [ "$rc_without" -ne 0 ]; then
			notes="$notes; $(echo "$code" | sed "s/^require '\([^']*\)'.*/\1/") stops either way: $(grep -m 1 . "$work/example-without.out" | sed "s# in $top/# in #")"
		fi
	done
	if [ "$same" = yes ]; then
		vd_ok "native: examples/ print the same on the patched PHP with the extension loaded and without$notes"
	else
		vd_nok "native: examples/ print differently on the patched PHP with the extension loaded and without"
	fi
else
	vd_nok "native: the extension does not build against the patched PHP"
	tail -n 20 "$work/ext-build.log"
fi
t_e=$(date +%s)

# --- e. the benchmark ---------------------------------------------------------------------------------

jit "$prefix_patched"
if "$php_p" -n benchmarks/native.php --php="$php_p" -- "${jit_args[@]}" >"$work/benchmark.out" 2>&1; then
	cat "$work/benchmark.out"
	vd_ok "native: benchmarks/native.php ran"
else
	tail -n 20 "$work/benchmark.out"
	vd_nok "native: benchmarks/native.php failed"
fi
t_f=$(date +%s)

# --- f. code without void: the same opcodes ------------------------------------------------------------

# Every fourth file of the real-code corpus (scripts/corpus.sh fetched it into WORK, for the suites:
# WordPress, PHPUnit, Twig, Symfony; none uses void) compiles to the same opcodes, before the
# optimizer, on the patched PHP as on the unpatched one (each PHP's install prefix, which PEAR's
# files hold as strings, read as the same).
corpus=$1/corpus
if [ -s "$corpus/list" ]; then
	files=0 differ=0
	while read -r f; do
		files=$((files + 1))
		for side in unpatched patched; do
			prefix_var=prefix_$side php_var=php_${side:0:1}
			"${!php_var}" -n -d "zend_extension=$("${!prefix_var}/bin/php-config" --extension-dir)/opcache.so" -d opcache.enable_cli=1 \
				-d opcache.opt_debug_level=0x10000 -l "$corpus/root/$f" 2>&1 | sed "s|${!prefix_var}|PREFIX|g" >"$work/opcodes.$side" \
				|| true	# a file PHP rejects: its message is compared like any output
		done
		cmp -s "$work/opcodes.unpatched" "$work/opcodes.patched" || { differ=$((differ + 1)); echo "  differs: $f"; }
	done < <(awk 'NR % 4 == 1' "$corpus/list")
	line="native: code without void compiles to the same opcodes on the patched PHP: $files files of the corpus, $differ differ"
	if [ "$files" -gt 0 ] && [ "$differ" -eq 0 ]; then vd_ok "$line"; else vd_nok "$line"; fi
else
	echo "native: no corpus in $1 (scripts/corpus.sh fetches it): the opcode comparison is left out"
fi
end=$(date +%s)

echo "native: times: PHPs $((built - start)) s, php-src's tests $((t_b - t_a)) s, the project's tests $((t_c - t_b)) s," \
	"valgrind $((t_d - t_c)) s, the extension $((t_e - t_d)) s, the benchmark $((t_f - t_e)) s, the opcodes $((end - t_f)) s"
vd_part native

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The extension on a debug, thread-safe (ZTS) PHP 8.2 under AddressSanitizer and
# UndefinedBehaviorSanitizer (scripts/sanitized-php.sh builds it once, cached outside the clone):
#  1. the whole phpt suite, USE_ZEND_ALLOC=0, in vm mode with opcache off, shared memory and file
#     cache (cold, then warm), and in compat mode with shared memory (not the JIT: PHP 8.2's JIT
#     trips UBSan in its own stub generation at startup, zend_jit_x86.dasc:1805, before any script
#     runs);
#  2. the thread harness (tests/threads/): THREADS threads for SECONDS each, every thread running
#     the files of tests/threads/cases/ and checking each output, opcache off and on, vm and compat;
#  3. the libFuzzer pre-pass fuzzer (fuzz/rewrite_fuzzer.c) linked with this libphp, beside 4: the
#     seeds replayed, then a fixed number of inputs from the fuzzers' seed (scripts/lib.sh:
#     vd_fuzz_runs, vd_fuzz_seed; VD_FUZZ_SEED=N chooses it), as scripts/fuzz.sh runs its own;
#  4. php-src's own tests that include, require or eval code (scripts/php-src-tests.sh), vm/off:
#     none that passes without the extension may fail with it.
# Any assertion, leak, ASan or UBSan report, wrong output or failed test fails the run. Prints a
# line per part and, last, "sanitized: N passed, N failed"; exits non-zero on any failure.
#   [VD_FUZZ_SEED=N] scripts/sanitized.sh WORK [THREADS [SECONDS]]
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:?usage: sanitized.sh WORK [THREADS [SECONDS]]}/sanitized
threads=${2:-8}
seconds=${3:-30}
cd "$top"
. scripts/lib.sh
fuzz_seed=$(vd_fuzz_seed) || exit 2

# ZEND_TRACK_ARENA_ALLOC: PHP's configure defines it under --enable-address-sanitizer and it changes
# the inline arena functions of zend_arena.h (one malloc per node, for ASan); php-config --cflags
# does not carry it, and code built without it frees the engine's arenas wrongly.
sanitizer_cflags="-g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined -DZEND_TRACK_ARENA_ALLOC"
# the PHP, and the extension instrumented too
vd_sanitized_start sanitized asan ASan+UBSan "$sanitizer_cflags"
mkdir -p "$work/reports"
# run-tests.php's own PHP (vd_asan_runner)
vd_install php8.2-cli >/dev/null || vd_abort sanitized "sanitized: php8.2-cli could not be installed"

# reports since the last call: print them, count them as one failure
reports() { # LABEL
	# (local: a caller's `f` counts failures, and a report's path in it ended the caller's count)
	local files report
	mkdir -p "$work/reports-seen"
	# LeakSanitizer writes a file of its own when suppressions matched and nothing else was found:
	# its "Suppressions used" statistics are not a report
	for report in $(find "$work/reports" -type f); do
		grep -qE 'ERROR:|runtime error|SUMMARY:' "$report" || mv "$report" "$work/reports-seen/"
	done
	files=$(find "$work/reports" -type f | sort)
	[ -z "$files" ] && return 0
	echo "$1: $(echo "$files" | wc -l) sanitizer report(s):"
	for report in $files; do head -n 40 "$report"; echo; done | head -n 200
	mv "$work"/reports/* "$work/reports-seen/"
	return 1
}

# the sanitizers' environment (vd_asan_env), reports also in files of their own
vd_asan_env "$work/reports"

# the tests that turn the JIT on cannot run on this build: see the JIT above
for t in $vd_asan_jit_tests; do
	rm "$work/ext/tests/$t" && echo "sanitized: not run here (they need the JIT): tests/$t"
done

# 1. the suite
suite() { # MODE/OPCACHE
	local vd_mode=${1%/*} mode=${1#*/} log="$work/suite-${1/\//-}.log" p f
	vd_opcache_args "$mode" "$opcache"
	[ "$mode" = file-cold ] && vd_file_cache_clear /tmp
	# -O0 sanitized frames are large: destroying the 10 000 nested arrays of
	# tests/hostile/deep_nesting.phpt needs more than the default 8 MB of stack (so does stock PHP).
	# A debug ASan PHP runs several times slower than Debian's: the tests that start many PHPs
	# (tests/migrate/stats_agree.phpt: a minute or more here) get four times run-tests' 60 s, and
	# --shuffle spreads them over both workers (as in scripts/test.sh). VD_SANITIZED: the tests
	# that skip here, where the rest of the suite runs every line and branch of the extension they
	# do (tests/migrate/programs.phpt: scripts/coverage-redundancy.sh sanitized)
	# run-tests.php itself runs on Debian's PHP 8.2 (vd_asan_runner)
	(ulimit -s 65536 && exec env VD_TEST_MODE="$mode" VD_EXPECT_MODE="$(vd_expect_mode "$vd_mode" "$mode")" VD_SANITIZED=1 NO_INTERACTION=1 \
		"$vd_asan_runner" "$prefix/lib/php/build/run-tests.php" -q -n -j2 --shuffle --show-diff --set-timeout 240 -p "$php" \
		-d "extension=$ext" -d "void_discard.mode=$vd_mode" "${vd_args[@]}" "$work/ext/tests") >"$log" 2>&1
	vd_rt_read "$log"
	p=$vd_rt_passed f=$vd_rt_failed
	[ "$p" -eq 0 ] && { f=$((f + 1)); echo "sanitized $1: the suite ran no test"; }
	reports "sanitized $1" || f=$((f + 1))
	printf 'sanitized %-18s %4d passed, %d failed, %s skipped\n' "$1" "$p" "$f" "$vd_rt_skipped"
	if [ "$f" -ne 0 ]; then
		vd_rt_failed_summary "$log"
	fi
	passed=$((passed + p)); failed=$((failed + f))
}
# shared memory once per test (shm-once): --repeat 2 under the sanitizers would cost minutes, and
# the file cache's warm run already compiles nothing and runs what a cache holds. compat in
# shm-once only: its code is standard opcodes and calls of an internal function, the same from
# any cache, and in compat/off (or the file cache) the suite executes no line and takes no branch
# of the extension that it does not in vm/off or compat/shm-once (scripts/coverage-redundancy.sh).
for m in vm/off vm/shm-once vm/file-cold vm/file-warm compat/shm-once; do
	suite "$m"
done
suite_done=$(date +%s)

# 2. threads
if vd_harness_build "$sanitizer_cflags" "$prefix" "$work/harness"; then
	for m in vm/off vm/shm compat/off compat/shm; do
		vd_opcache_args "${m#*/}" "$opcache" harness
		if LSAN_OPTIONS="$LSAN_OPTIONS:suppressions=$top/tests/threads/lsan.supp" "$work/harness" -e "$ext" -m "${m%/*}" "${vd_args[@]}" -t "$threads" -s "$seconds" tests/threads/cases \
				>"$work/threads-${m/\//-}.log" 2>&1 && reports "threads $m"; then
			passed=$((passed + 1))
			echo "sanitized threads $(tail -n 1 "$work/threads-${m/\//-}.log");" \
				"requests per thread: $(vd_harness_requests "$work/threads-${m/\//-}.log" | tr '\n' ' ')"
		else
			failed=$((failed + 1))
			echo "sanitized threads $m: FAILED"
			head -n 60 "$work/threads-${m/\//-}.log"
			reports "threads $m"
		fi
	done
else
	failed=$((failed + 1))
	echo "sanitized threads: the harness does not build"; tail -n 20 "$work/harness-build.log"
fi
threads_done=$(date +%s)

# 3. the pre-pass fuzzer, linked with the sanitized engine (scripts/fuzz.sh links it with Debian's),
# beside part 4: it keeps one core busy for its build and its fixed count, php-src's tests the
# other. Its lines and status go to files, printed before part 4's (the status from a file, as in
# scripts/test.sh: `wait` for a job whose PID was reused answers for another process)
fuzz() {
	rm -rf "$work/fuzz" && mkdir -p "$work/fuzz/seeds"
	scripts/fuzz-seeds.sh "$work/fuzz/seeds" tests/threads/cases/*
	if ! clang ${sanitizer_cflags/-fsanitize=/-fsanitize=fuzzer,} $("$prefix/bin/php-config" --includes) \
			-I. -Isrc -Wno-builtin-declaration-mismatch fuzz/rewrite_fuzzer.c void_discard.c src/*.c \
			-L"$prefix/lib" -Wl,-rpath,"$prefix/lib" -lphp -o "$work/fuzz/rewrite_fuzzer" 2>"$work/fuzz-build.log"; then
		echo "sanitized pre-pass fuzzer: does not build"; tail -n 20 "$work/fuzz-build.log"
		return 1
	fi
	# as in scripts/fuzz.sh, no leak check: the fuzzer runs every input inside the one request
	# php_embed_init() starts, whose memory is never released (the suite and the threads check leaks)
	vd_libfuzz "sanitized pre-pass fuzzer (debug ZTS libphp)" "$work/fuzz/rewrite_fuzzer" "$work/fuzz/seeds" \
		"${vd_fuzz_runs[sanitized]}" "$fuzz_seed" "$work/fuzz-findings" -max_len=8192
}
rm -f "$work/fuzz.rc"
{ fuzz >"$work/fuzz.out" 2>&1; echo $? >"$work/fuzz.rc"; } &
fuzz_job=$!

# 4. php-src's own tests (scripts/php-src-tests.sh) with this PHP, each compared with its result
# without the extension. A debug ASan PHP starts and stops in about 0.15 s of CPU, four to five
# times Debian's: the whole of Zend/tests and tests/lang would take some eight minutes per
# configuration here (scripts/test.sh runs them all on every Debian PHP), so this build runs those
# that include, require or eval code or register a stream wrapper, where the extension reads and
# rewrites source in PHP's place (vd_asan_php_src).
# In vm/off only: in compat/shm-once they execute no line and take no branch of the extension that
# they do not in vm/off or that the suite does not in compat/shm-once (scripts/coverage-redundancy.sh
# WORK sanitized php-src).
vd_asan_php_src "$work" sanitized "$prefix" "$ext" "$opcache" vm/off >"$work/php-src.log" 2>&1
end=$(date +%s)
wait "$fuzz_job" 2>/dev/null
cat "$work/fuzz.out"
if [ "$(cat "$work/fuzz.rc" 2>/dev/null)" = 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
grep -v '^php-src: ' "$work/php-src.log"
vd_add_part php-src "$work/php-src.log"
echo "sanitized: times: PHP $((built - start)) s, suite $((suite_done - built)) s, threads $((threads_done - suite_done)) s," \
	"then side by side: fuzzer $(($(stat -c %Y "$work/fuzz.rc" 2>/dev/null || echo "$threads_done") - threads_done)) s, php-src $((end - threads_done)) s"
vd_part sanitized

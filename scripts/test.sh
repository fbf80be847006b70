#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the extension for PHP 8.2 (this Debian 12 machine), PHP 8.4 (a Debian trixie chroot) and
# PHP 8.5 and 8.6 (Debian experimental, in a sid chroot) and runs every test: the phpt suite once per configuration, then the real-code corpus check.
# A configuration is MODE/OPCACHE: void_discard.mode (auto resolves to vm, or to compat when the
# JIT is configured) and how opcache runs (off, shm, file-cold, file-warm, preload, jit).
# Ends with its profile (each part's wall and CPU time, how busy both cores were) and one line
# "N passed, N failed", and exits non-zero on any failure. The checks that keep one core busy run
# in a side lane beside the suites (see "the side lane" below).
# The side lane's last job: with Debian's PHP 8.2, the deployment checks (scripts/deploy.sh: PECL,
# PIE, conf.d, php -l, php-fpm + nginx + opcache under wrk load with a reload).
# With PHP 8.2 the suite also runs with Xdebug (coverage), with PCOV and under valgrind, and the
# pre-pass is fuzzed by four fuzzers (scripts/fuzz.sh); with 8.5 and 8.6, whose lexer has a `(void)`
# token, the rewrite's token property is fuzzed too. Every fuzzer replays its seeds (tests, examples,
# fuzz/corpus/), then runs a fixed number of inputs (about 20 s each here) from one seed, printed
# first and derived from the commit, so the same commit gives the same verdict (--fuzz-seed N or
# VD_FUZZ_SEED=N to choose it; a finding's lines name the seed, the input and how to replay it). With 8.2, each of the prefilter's scans
# this CPU runs (void_discard.prefilter: avx2, sse2, portable) has its compile-cost check, runs
# tests/scanner (the suites run auto's) and is held to the others file by file over the corpus
# check's files. On every version VoidDiscard\lower() is
# checked over every test and example with a PHP without the extension (and nikic/PHP-Parser with
# PHP 8.2: scripts/lower-check.php).
# With PHP 8.2, tools/bin/void-discard-migrate runs over Debian's php-twig and symfony sources and their
# upstream suites (scripts/migrate-check.sh); then PHP-CS-Fixer and PHP_CodeSniffer run over every
# test and example program that uses discards and over the files the migration changed
# (scripts/tools-check.sh), PHPStan and Rector through tools/ over the same programs and files, with
# Rector's rule held to the migration tool's loops (scripts/analysers-check.sh; Rector's sets over the
# migrated trees and the suites after it are in migrate-check.sh), and intelephense, prettier and
# tree-sitter over every discard form, in both spellings, with and without the IDE stub
# (scripts/editors-check.sh); Neovim 0.7.2's and Emacs 28's eglot's LSP clients, headless, on a sample
# application through void-discard-lsp against its stock twin (scripts/lsp-clients-check.sh), Xdebug's
# step debugger through a DBGp client that parses every answer as XML (scripts/dbgp-check.sh), and the
# VS Code extension (editors/vscode) in code-server driven by headless Chromium
# (scripts/vscode-check.sh). The PHP package tools/ (void-discard/tools) runs its PHPUnit tests and
# PHPStan at level max over itself (scripts/package-tests.sh), and a sample project installs it with
# Composer from vendor/ and runs both commands, PHPStan and Rector from there (scripts/package-check.sh).
# Then the suite, a thread harness and the pre-pass fuzzer on a debug ZTS PHP 8.2 built from source
# under ASan and UBSan (scripts/sanitized.sh).
# On every version, php-src's own Zend/tests and tests/lang run with the extension (vm mode without
# opcache; on 8.5 compat mode with opcache and the JIT); a test that passes without the extension
# must pass with it (scripts/php-src-tests.sh).
# PHP's own `void` (issue 45): the php-src patch series native/patches/ on PHP 8.2.32, a release PHP
# built with it and one without (scripts/native-php.sh, in the background from the start, cached),
# php-src's tests and the project's language tests on it without the extension, the patch's own
# tests under valgrind, the extension against it, a benchmark and the corpus's opcodes on both
# (scripts/native.sh, a side job).
#   scripts/test.sh [--only "8.2 8.4 8.5 8.6"] [--modes "auto/off compat/shm ..."] [--no-corpus] [--no-deploy] [--no-fuzz]
#                   [--no-migrate] [--no-tools] [--no-sanitized] [--no-php-src] [--no-native] [--fuzz-seed N]
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
work=${VD_WORK:-$top/.build}
versions="8.2 8.4 8.5 8.6"
# compat mode's opcodes are standard ones, which opcache's file cache stores and reads back as it
# does any: in compat/file-cold and compat/file-warm the suite executes no line and takes no branch
# of the extension that it does not in compat/off or compat/shm, on each version
# (scripts/coverage-redundancy.sh), and they are not run (--modes runs them by name)
modes="auto/off auto/shm auto/file-cold auto/file-warm auto/preload auto/jit
	compat/off compat/shm compat/preload"
# with PHP 8.2 only: Debian's Xdebug and PCOV packages are for the system PHP
# (Xdebug's develop mode reformats var_dump() and warnings: scripts/xdebug-develop.php rechecks the
# tests that fail under it against Xdebug's mode off, once both outputs are in one canonical form)
# (compat mode runs under ASan, UBSan and LeakSanitizer in scripts/sanitized.sh, so valgrind takes vm)
extra_modes="auto/xdebug-coverage auto/xdebug-develop auto/pcov auto/neighbor-first auto/neighbor-last compat/neighbor-first
	auto/valgrind"
corpus=yes
deploy=yes
fuzz=yes
migrate=yes
tools=yes
sanitized=yes
php_src=yes
native=yes
# php-src's suites, about 130 s (opcache off) to 190 s (the JIT) per configuration here: 4 345 PHP
# processes, one configuration per version: vm/off on 8.2, 8.4 and 8.6, auto/jit (compat, opcache
# in shared memory, the tracing JIT) on 8.5. In auto/jit on 8.2 and 8.4 they execute no line and
# take no branch of the extension that they do not in vm/off or that the suite does not in auto/jit
# and compat/shm (scripts/coverage-redundancy.sh WORK VERSION CHROOT php-src): compat mode's
# opcodes are standard ones, and the extension does nothing else with code that has no discard.
# The other pairings would add about five minutes each; the debug ASan PHP runs php-src's tests
# that include, require or eval code in vm/off (scripts/sanitized.sh).
declare -A php_src_configs=([8.2]="vm/off" [8.4]="vm/off" [8.5]="auto/jit" [8.6]="vm/off")
# the thread harness's time per configuration; the fuzzers' counts of inputs (scripts/fuzz.sh's four,
# the token property on 8.5 and 8.6, the sanitized one) are scripts/lib.sh's vd_fuzz_runs, about 20 s
# each here: regression checks that cover the seeds and the cases in seconds; longer campaigns are
# scripts/fuzz.sh WORK EXT TIMES by hand
threads_seconds=15
modes_given=no
while [ $# -gt 0 ]; do
	case "$1" in
		--no-corpus) corpus=no; shift ;;
		--no-deploy) deploy=no; shift ;;
		--no-fuzz) fuzz=no; shift ;;
		--no-migrate) migrate=no; shift ;;
		--no-tools) tools=no; shift ;;
		--no-sanitized) sanitized=no; shift ;;
		--no-php-src) php_src=no; shift ;;
		--no-native) native=no; shift ;;
		--only) versions=$2; shift 2 ;;
		--modes) modes=$2; modes_given=yes; shift 2 ;;
		--fuzz-seed) export VD_FUZZ_SEED=$2; shift 2 ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done

. scripts/lib.sh
mkdir -p "$work"
passed=0 failed=0
# one seed for every fuzzer of the run, fixed now (a commit made while the run goes on does not
# change it)
VD_FUZZ_SEED=$(vd_fuzz_seed) || exit 2
export VD_FUZZ_SEED
echo "fuzzers: seed $VD_FUZZ_SEED (VD_FUZZ_SEED=$VD_FUZZ_SEED or --fuzz-seed $VD_FUZZ_SEED repeats their inputs)"
started=$(date +%s) part_started=$(date +%s)
# the profile printed at the end (scripts/lib.sh); `time` writes "WALL USER SYSTEM" for the
# background jobs
vd_profile="$work/profile.tsv"
rm -f "$vd_profile"
TIMEFORMAT="%R %U %S"
vd_cpu_start "$$"
vd_cpu_group main
trap vd_cpu_end EXIT
vd_profile_part "set-up: packages"
vd_install debootstrap >/dev/null || { echo "set-up: debootstrap could not be installed" >&2; exit 1; }
# The chroots (scripts/php-chroot.sh) download and unpack first, beside the packages of this machine
# and then PHP 8.2's suites: their time is mostly the network's and the disk's (debootstrap is the one
# package they need here; in the chroot, apt is the chroot's own). Each version waits for its chroot
# (chroot_ready).
declare -A chroot_job chroot_status
for version in $versions; do
	case "$version" in 8.4) suite=trixie ;; 8.5|8.6) suite=sid ;; *) continue ;; esac
	[ -n "${chroot_job[$suite]:-}" ] && continue
	rm -f "$work/chroot-$suite.rc"
	{ vd_cpu_group "chroot-$suite"; time scripts/php-chroot.sh "$suite" "$work/$suite" >"$work/chroot-$suite.log" 2>&1; echo $? >"$work/chroot-$suite.rc"; } 2>"$work/chroot-$suite.time" &
	chroot_job[$suite]=$!
done
scripts/install-deps.sh --all || exit 1
took() { # PART: how long it took, for the CI time budget (45 min on a fresh 2-core machine)
	local now
	now=$(date +%s)
	echo "time: $1 took $((now - part_started)) s ($((now - started)) s in all)"
	part_started=$now
}

if [ "$sanitized" = yes ]; then
	# On a fresh machine the sanitized PHP takes about 9 minutes of CPU to build (521 s in a cold
	# run here). It starts now, beside PHP 8.2's suites, at their priority: the cores are busy all
	# through the run, and at the lowest priority it got nothing until the run waited for it at the
	# end, where its single-threaded steps (configure's rest, linking libphp.so) left a core idle.
	# scripts/sanitized.sh waits for it (sanitized-php.sh holds a lock).
	{ vd_cpu_group sanitized-php; time scripts/sanitized-php.sh asan >"$work/sanitized-php.log" 2>&1; } 2>"$work/sanitized-php.time" &
fi
if [ "$native" = yes ]; then
	# PHP's own void (scripts/native.sh): its two release PHPs, unpatched then patched (the second
	# reuses the first's objects through ccache), built in the background from the start as the
	# sanitized PHP is; native.sh, a side job, waits for them (native-php.sh holds a lock per PHP)
	# and finds them in the cache. A failed build is reported there.
	{ vd_cpu_group native-php; time { scripts/native-php.sh unpatched && scripts/native-php.sh patched; } >"$work/native-php.log" 2>&1; } 2>"$work/native-php.time" &
fi

# The job's exit status comes from the file it writes last: bash's `wait PID` for a job that ended
# long before answers for whichever of the shell's later children the kernel gave that PID (the
# run starts more processes than there are PIDs, 32 768 here): another process's status, or
# "not a child of this shell", as in the cold run of 696a31e
chroot_ready() { # SUITE
	if [ -z "${chroot_status[$1]:-}" ]; then
		wait "${chroot_job[$1]}" 2>/dev/null
		chroot_status[$1]=$(cat "$work/chroot-$1.rc" 2>/dev/null) || chroot_status[$1]=1
		cat "$work/chroot-$1.log"
		[ -s "$work/chroot-$1.rc" ] || echo "the $1 chroot's set-up ended without its exit status" >&2
	fi
	return "${chroot_status[$1]}"
}

# The committed scanner must be what re2c generates from src/scanner.re.
if re2c -i --no-generation-date -o "$work/scanner.c" src/scanner.re && cmp -s "$work/scanner.c" src/scanner.c; then
	echo "src/scanner.c is up to date with src/scanner.re"
	passed=$((passed + 1))
else
	echo "src/scanner.c differs from what re2c generates from src/scanner.re"
	failed=$((failed + 1))
fi

# run_suite VERSION MODE/OPCACHE ROOT PHP RUN_TESTS EXT OPCACHE_SO TESTDIR
# (OPCACHE_SO is empty from PHP 8.5 on, where opcache is built in)
run_suite() {
	local version=$1 vd_mode=${2%/*} mode=${2#*/} root=$3 php=$4 run_tests=$5 ext=$6 opcache=$7 tests=$8
	local log="$work/suite-$version-$vd_mode-$mode.log"
	local args=() pre=() xdebug_mode="" valgrind=""
	[ "$mode" = file-cold ] && vd_file_cache_clear "$root/tmp"
	case "$mode" in
		# other extensions that hook the compiler or the VM, loaded with this one
		# (run-tests forces xdebug.mode=off; Xdebug's XDEBUG_MODE variable overrides it)
		xdebug-coverage) args=(-d zend_extension=xdebug.so); xdebug_mode=coverage ;;
		# develop mode reformats var_dump() and warnings: tests that fail are rechecked below
		xdebug-develop) args=(-d zend_extension=xdebug.so); xdebug_mode=develop ;;
		pcov) args=(-d extension=pcov.so -d pcov.enabled=1) ;;
		# a test-only extension that hooks the same things, loaded before or after this one
		neighbor-first) pre=(-d "extension=$neighbor") ;;
		neighbor-last) args=(-d "extension=$neighbor") ;;
		# the suite under valgrind (memcheck, with the system allocator): errors and leaks fail. Six
		# tests skip it ("skip under valgrind"), whose lines and branches of the extension the rest
		# runs (scripts/coverage-redundancy.sh WORK 8.2 '' valgrind); auto/off checks their output
		valgrind) args=(-m); valgrind=yes ;;
		*) vd_opcache_args "$mode" "$opcache" || { echo "unknown mode $mode" >&2; return 1; }
			args=("${vd_args[@]}") ;;
	esac
	# (three times run-tests' 60 s per test: a side job shares the cores, and the migration tool's
	# tests start it a few hundred times; --shuffle: run-tests hands each worker 32 tests at a time in
	# name order, so a few heavy tests of one folder land on one worker and the other core idles at
	# the end; shuffled, it hands them out 4 at a time)
	local cmd=(env VD_TEST_MODE="$mode" VD_EXPECT_MODE="$(vd_expect_mode "$vd_mode" "$mode")" ${xdebug_mode:+XDEBUG_MODE=$xdebug_mode} ${valgrind:+USE_ZEND_ALLOC=0} NO_INTERACTION=1 "$php" "$run_tests"
		-q -n -j2 --shuffle --show-diff --set-timeout 180 -p "$php" "${pre[@]}" -d "extension=$ext" -d "void_discard.mode=$vd_mode" "${args[@]}" "$tests")
	if [ -n "$root" ]; then
		chroot "$root" "${cmd[@]}" >"$log" 2>&1
	else
		"${cmd[@]}" >"$log" 2>&1
	fi
	vd_rt_read "$log"
	local p=$vd_rt_passed f=$vd_rt_failed
	if [ "$mode" = xdebug-develop ] && [ "$vd_rt_borked" -eq 0 ] && [ "$vd_rt_leaked" -eq 0 ] && [ "$f" -gt 0 ]; then
		# a failure counts only if the output differs from Xdebug's mode off beyond formatting
		if php8.2 scripts/xdebug-develop.php "$tests" >"$work/xdebug-develop.log" 2>&1 \
				&& grep -qx "$f passed, 0 failed" "$work/xdebug-develop.log"; then
			echo "PHP $version  $vd_mode/$mode: $f tests differ from their expectations only in Xdebug's formatting (scripts/xdebug-develop.php)"
			p=$((p + f)); f=0
		else
			cat "$work/xdebug-develop.log"
		fi
	fi
	if [ "$p" -eq 0 ]; then
		f=$((f + 1))
		echo "PHP $version, $vd_mode/$mode: the suite ran no test" >&2
	fi
	printf 'PHP %s  %-18s %4d passed, %d failed\n' "$version" "$vd_mode/$mode" "$p" "$f"
	if [ "$f" -ne 0 ]; then
		vd_rt_failed_summary "$log"
		vd_rt_failed_tests "$log"
	fi
	passed=$((passed + p)); failed=$((failed + f))
}

# --- the side lane ---------------------------------------------------------------------------------
# run-tests keeps both cores busy (-j2, php-src's -j3); the fuzzers, the lowering, migration, tools,
# editors, corpus and compile-cost checks mostly keep one. Those run one after
# another in a lane of their own, beside the suites: `side NAME COMMAND...` queues one (the queue is
# a file, one command a line, which the lane reads in order), whose output, exit status and times
# go to side-NAME.out, .rc and .time; once the lane has run `side end`, the run reads them in the
# order queued (side_collect), so the output and the counts are those of a run one after another.
side_queue="$work/side.queue"
: >"$side_queue"
side_names=()
side() { # NAME COMMAND...
	local line
	line=$(printf '%q ' "$@")
	echo "$line" >>"$side_queue"
	[ "$1" = end ] || side_names+=("$1")
}
side_lane() {
	local n=0 line name cpu
	vd_cpu_group side
	while :; do
		line=$(sed -n "$((n + 1))p" "$side_queue")
		if [ -z "$line" ]; then
			sleep 1
			continue
		fi
		n=$((n + 1))
		eval "set -- $line"
		[ "$1" = end ] && return 0
		name=$1
		shift
		cpu=$(vd_cpu_seconds side)
		{ time { "$@" >"$work/side-$name.out" 2>&1; echo $? >"$work/side-$name.rc"; }; } 2>"$work/side-$name.time"
		[ -z "$cpu" ] || awk -v a="$cpu" -v b="$(vd_cpu_seconds side)" 'BEGIN { printf "%.0f\n", b - a }' >"$work/side-$name.cpu"
	done
}
# side_collect NAME: prints a side job's output and counts it: the fuzzers' lines are a check each
# when fuzz.sh succeeds; migrate, tools, editors, lsp-clients and deploy print check lines (vd_add_checks); any
# other job is one check, passed when it exited 0
side_collect() {
	local out="$work/side-$1.out" rc
	rc=$(cat "$work/side-$1.rc" 2>/dev/null || echo 1)
	cat "$out"
	case "$1" in
		fuzz-*) if [ "$rc" -eq 0 ]; then passed=$((passed + $(grep -c '' "$out"))); else failed=$((failed + 1)); fi ;;
		migrate|tools|editors|lsp-clients|vscode|deploy|package|package-tests|dbgp|native) vd_add_checks "$1" "$out" ;;
		*) if [ "$rc" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi ;;
	esac
}

# the side jobs that are not a script of their own
property_fuzz() { # VERSION ROOT PHP EXT BUILD_DIR: the rewrite's token property on this version's
	# lexer (8.5+ lexes `(void)` as one token), from the run's seed (fuzz/prepass_property.php)
	local version=$1 root=$2 php=$3 ext=$4 build_dir=$5
	local property="$php -n -d extension=$ext -d extension=tokenizer $build_dir/fuzz/prepass_property.php"
	rm -rf "$root/tmp/vd-fuzz" && mkdir -p "$root/tmp/vd-fuzz/seeds"
	scripts/fuzz-seeds.sh "$root/tmp/vd-fuzz/seeds"
	if chroot "$root" sh -c "VD_FUZZ_FINDINGS=/tmp/vd-fuzz/findings/property-seed-$VD_FUZZ_SEED- $property \
			$VD_FUZZ_SEED ${vd_fuzz_runs[property]} /tmp/vd-fuzz/seeds/*" >"$work/property-$version.log" 2>&1; then
		echo "PHP $version  rewrite (token_get_all differential, mutated sources): $(tail -n 1 "$work/property-$version.log")"
	else
		vd_property_report "PHP $version  rewrite (token_get_all differential)" "$work/property-$version.log" "$VD_FUZZ_SEED" \
			chroot "$root" $property
		return 1
	fi
}
lower_check() { # ROOT PHP EXT BUILD_DIR: lowering, checked with a PHP without the extension (and
	# nikic/PHP-Parser)
	local root=$1 php=$2 ext=$3 build_dir=$4
	rm -rf "$root/tmp/vd-lower"
	${root:+chroot "$root"} "$php" -n -d extension=tokenizer -d "extension=$ext" "$build_dir/scripts/lower-check.php" \
		"$php" "$ext" /tmp/vd-lower
}
corpus_check() { # VERSION PHP EXT OPCACHE ROOT
	printf 'PHP %s  ' "$1"
	scripts/corpus.sh "$work" "$2" "$3" "$4" $5
}
# The prefilter's scans (void_discard.prefilter): the suites run the one auto picks (AVX2 on x86-64
# CPUs that have it, SSE2 on the others, the portable scan elsewhere); each scan this CPU runs gets
# its own compile-cost check, and each other one tests/scanner, with PHP 8.2. Every scan is held to
# the others on every input by the prefilter fuzzer and on the corpus by prefilter_corpus.
# At most this many % more instructions to compile code without discards, per scan: a 128-bit scan
# of the same byte pairs takes twice AVX2's instructions (docs/performance.md), so SSE2 and the
# portable scan have bounds of their own, a little above what they measure.
declare -A compile_cost_max=([avx2]=0.5 [sse2]=0.75 [portable]=1.75)
prefilter_scans() { # PHP EXT: the scans this CPU runs (one it cannot run is refused at startup, and
	# auto runs instead), the one auto picks first
	local scan
	for scan in avx2 sse2 portable; do
		"$1" -n -d "extension=$2" -d "void_discard.prefilter=$scan" --ri void_discard 2>/dev/null \
			| grep -qx "Prefilter scan => $scan" && echo "$scan"
	done
}
compile_cost() { # PHP EXT OPCACHE SCAN: what code without discards pays to compile, in instructions,
	# with the prefilter's SCAN: every fifth file of the corpus (its canary uses discards), at most
	# compile_cost_max more with the extension
	grep -v '^canary/' "$work/corpus/list" | sed "s|^|$work/corpus/root/|" >"$work/compile-cost-$4.list"
	printf 'PHP 8.2  '
	benchmarks/compile_cost.sh --check "${compile_cost_max[$4]}" --every 5 --prefilter "$4" "$1" "$2" "$3" \
		"$work/compile-cost-$4.list"
}
scanner_suite() { # PHP RUN_TESTS EXT SCAN: tests/scanner with the prefilter's SCAN, opcache off, one core
	local log="$work/scanner-$4.log"
	NO_INTERACTION=1 VD_TEST_MODE=off "$1" "$2" -q -n -j1 --show-diff --set-timeout 180 -p "$1" -d "extension=$3" \
		-d "void_discard.prefilter=$4" tests/scanner >"$log" 2>&1
	vd_rt_read "$log"
	printf 'PHP 8.2  tests/scanner, prefilter %-8s %4d passed, %d failed\n' "$4" "$vd_rt_passed" "$vd_rt_failed"
	[ "$vd_rt_failed" -eq 0 ] && [ "$vd_rt_passed" -gt 0 ] || { vd_rt_failed_summary "$log"; return 1; }
}
prefilter_corpus() { # PHP EXT: the prefilter's scans file by file over the corpus check's files, each
	# against the reference and the portable scan (fuzz/prefilter_fuzzer.c run on files, ASan+UBSan)
	local dir="$work/prefilter-corpus"
	rm -rf "$dir" && mkdir -p "$dir"
	clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -Isrc fuzz/prefilter_fuzzer.c \
		-o "$dir/scans" >"$dir/build.log" 2>&1 || { tail -n 20 "$dir/build.log"; return 1; }
	if (cd "$work/corpus/root" && ASAN_OPTIONS=detect_leaks=0 xargs "$dir/scans" <"$work/corpus/list") >"$dir/log" 2>&1; then
		echo "PHP 8.2  prefilter scans ($(prefilter_scans "$1" "$2" | paste -sd ' ')) over the corpus: $(grep -c '' "$work/corpus/list") files, the same answers as the reference"
	else
		echo "PHP 8.2  prefilter scans over the corpus: DIFFER"; grep -m 5 -B 2 'scan says\|ERROR' "$dir/log"
		return 1
	fi
}
param_cost() { # PHP EXT OPCACHE: what a discarded parameter costs a call, in instructions (callgrind):
	# at most 1.001 times an unused named parameter's in each workload of benchmarks/params/ (they
	# are equal to the instruction: the parameter is only renamed), opcache off and the tracing JIT
	printf 'PHP 8.2  '
	benchmarks/params.sh --check 1.001 "$1" "$2" "$3"
}
side_lane &
side_pid=$!

for version in $versions; do
	vd_profile_part "PHP $version build"
	case "$version" in
		8.2)
			root=""
			ext=$(scripts/build.sh "$work/php82" php-config8.2) || { failed=$((failed + 1)); continue; }
			php=/usr/bin/php8.2
			build_dir="$work/php82"
			# the test-only neighbor extension (tests/interop/neighbor)
			rm -rf "$work/neighbor" && cp -r tests/interop/neighbor "$work/neighbor" \
				&& mv "$work/neighbor/vd_neighbor.m4" "$work/neighbor/config.m4"
			neighbor=$(cd "$work/neighbor" && (phpize8.2 && ./configure --with-php-config=php-config8.2 && make) \
				>"$work/neighbor-build.log" 2>&1 && echo "$work/neighbor/modules/vd_neighbor.so") || { failed=$((failed + 1)); neighbor=""; }
			;;
		8.4)
			root="$work/trixie"
			chroot_ready trixie || { failed=$((failed + 1)); continue; }
			ext=$(scripts/build.sh /build/void_discard php-config8.4 "$root") || { failed=$((failed + 1)); continue; }
			php=/usr/bin/php8.4
			build_dir=/build/void_discard
			;;
		8.5|8.6)
			# one sid chroot holds both
			root="$work/sid"
			chroot_ready sid || { failed=$((failed + 1)); continue; }
			build_dir=/build/void_discard-$version
			ext=$(scripts/build.sh "$build_dir" "php-config$version" "$root") || { failed=$((failed + 1)); continue; }
			php=/usr/bin/php$version
			;;
		*) echo "unknown PHP version $version" >&2; exit 2 ;;
	esac
	extdir=$(${root:+chroot "$root"} "php-config$version" --extension-dir)
	api=$(basename "$extdir")
	opcache=$extdir/opcache.so
	[ -e "$root$opcache" ] || opcache=
	# this version's single-core checks, beside its suites
	scans=""
	if [ "$version" = 8.2 ]; then
		scans=$(prefilter_scans "$php" "$ext")
		[ -n "$scans" ] || { echo "PHP 8.2: the extension runs none of the prefilter's scans"; failed=$((failed + 1)); }
	fi
	if [ "$version" = 8.2 ] && [ "$fuzz" = yes ]; then
		side fuzz-8.2 scripts/fuzz.sh "$work" "$ext"
	fi
	if [ "$fuzz" = yes ] && { [ "$version" = 8.5 ] || [ "$version" = 8.6 ]; }; then
		side "property-$version" property_fuzz "$version" "$root" "$php" "$ext" "$build_dir"
	fi
	side "lower-$version" lower_check "$root" "$php" "$ext" "$build_dir"
	[ "$version" != 8.2 ] || side param-cost param_cost "$php" "$ext" "$opcache"
	if [ "$version" = 8.2 ] && [ "$migrate" = yes ]; then
		side migrate scripts/migrate-check.sh "$work" "$ext"
	fi
	if [ "$version" = 8.2 ] && [ "$tools" = yes ]; then
		side tools scripts/tools-check.sh "$work" "$ext"
		side analysers scripts/analysers-check.sh "$work" "$ext"
		side editors scripts/editors-check.sh "$ext"
		side lsp-clients scripts/lsp-clients-check.sh "$ext"
		# Xdebug's step debugger (DBGp) stopped in functions with discarded parameters
		side dbgp scripts/dbgp-check.sh "$ext"
		# the PHP package (tools/, void-discard/tools): its PHPUnit tests and PHPStan at its highest
		# level over its own source; then a sample project that installs it with Composer, offline,
		# from a path repository and from the release repository scripts/split-tools.sh makes
		side package-tests scripts/package-tests.sh "$work" "$ext"
		side package scripts/package-check.sh "$work" "$ext"
		# the VS Code extension (editors/vscode) in code-server and headless Chromium on the
		# language-server sample: the Problems panel with and without void-discard-lsp
		side vscode scripts/vscode-check.sh
	fi
	if [ "$corpus" = yes ]; then
		side "corpus-$version" corpus_check "$version" "$php" "$ext" "$opcache" "$root"
		if [ "$version" = 8.2 ]; then
			for scan in $scans; do
				side "compile-cost-$scan" compile_cost "$php" "$ext" "$opcache" "$scan"
			done
			side prefilter-corpus prefilter_corpus "$php" "$ext"
		fi
	fi
	# tests/scanner with each scan auto does not pick here (the first: the suites run it)
	for scan in $(echo "$scans" | tail -n +2); do
		side "scanner-$scan" scanner_suite "$php" "/usr/lib/php/$api/build/run-tests.php" "$ext" "$scan"
	done

	all=$modes
	[ "$version" = 8.2 ] && [ "$modes_given" = no ] && all="$modes $extra_modes"
	for mode in $all; do
		vd_profile_part "PHP $version suite $mode"
		run_suite "$version" "$mode" "$root" "$php" "/usr/lib/php/$api/build/run-tests.php" \
			"$ext" "$opcache" "$build_dir/tests"
	done
	if [ "$php_src" = yes ]; then
		vd_profile_part "PHP $version php-src's tests (${php_src_configs[$version]})"
		scripts/php-src-tests.sh "$work" "PHP $version" "$php" "/usr/lib/php/$api/build/run-tests.php" "$ext" "$opcache" \
			"${php_src_configs[$version]}" $root | tee "$work/php-src-$version.log"
		vd_add_part php-src "$work/php-src-$version.log"
	fi
	took "PHP $version"
done

# the deployment checks change the system PHP 8.2 (PECL installs into it, phpenmod enables it for a
# while): last in the side lane, once every job that runs the system PHP has ended; the main lane
# has left PHP 8.2 by then (its later versions run in the chroots, the sanitized PHP is its own)
# PHP's own void, once its PHPs are built in the background: php-src's suites under the tracing JIT
# and the project's tests on the patched PHP keep both cores busy, at the end of the side lane,
# where the main lane's last parts leave room
[ "$native" = yes ] && side native scripts/native.sh "$work"
[ "$deploy" = yes ] && side deploy scripts/deploy.sh "$work" 60
side end

if [ "$sanitized" = yes ]; then
	vd_profile_part "the sanitized PHP (its build's rest, suite, threads, fuzzer, php-src)"
	scripts/sanitized.sh "$work" 8 "$threads_seconds" | tee "$work/sanitized.log"
	vd_add_part sanitized "$work/sanitized.log"
	took "the sanitized PHP"
fi

vd_profile_part "waiting for the side lane"
# (its jobs' statuses are in their .rc files; see chroot_ready for why not wait's)
wait "$side_pid" 2>/dev/null
for name in "${side_names[@]}"; do
	side_collect "$name"
done
took "the side lane's rest"
vd_profile_part
wait

echo "profile (wall and CPU time of each part, and how busy both cores were meanwhile):"
vd_profile_print
echo "  the side lane, one job after another beside the main lane:"
for name in "${side_names[@]}"; do
	read -r wall _ <"$work/side-$name.time"
	printf '    %-50s %6.0f s wall %6s s CPU\n' "$name" "$wall" "$(cat "$work/side-$name.cpu" 2>/dev/null || echo -)"
done
echo "  in the background from the start:"
for job in sanitized-php native-php chroot-trixie chroot-sid; do
	[ -s "$work/$job.time" ] || continue
	read -r wall _ <"$work/$job.time"
	cpu=$(vd_cpu_seconds "$job")
	printf '    %-50s %6.0f s wall %6s s CPU\n' "$job" "$wall" "${cpu:+$(printf '%.0f' "$cpu")}"
done
if [ -n "${vd_cpu_root:-}" ]; then
	awk -v w="$(($(date +%s) - started))" -v n="$(nproc)" '{ c += $1 / 1e9 } END {
		printf "  the whole run: %d s wall, %.0f s CPU: %d cores %.0f %% busy with it\n", w, c, n, 100 * c / (w * n) }' "$vd_cpu_root"/*/cpuacct.usage
fi
vd_part

# SPDX-License-Identifier: MIT
# Shell helpers the test scripts share; sourced, never run. One definition of each: an opcache
# mode's arguments, the reader of run-tests' summary, the counting of checks and the closing line
# of a part, the installation of Debian packages, the php8.2 source package.

# --- opcache modes ---------------------------------------------------------------------------------

# vd_opcache_args MODE OPCACHE_SO [harness]: sets the array vd_args to the arguments of an opcache
# mode for run-tests, or with `harness` for the thread harness (tests/threads/harness.c, which knows
# off and shm only). OPCACHE_SO is empty from PHP 8.5 on, where opcache is built in.
#   off        no opcache;
#   shm        shared memory, each test run twice in one process (the second from the cache);
#   shm-once   shared memory, each test run once: compiled through opcache, never from its cache;
#   file-cold  the file cache, written (run-tests' --file-cache-prime; the caller empties the cache
#              first, vd_file_cache_clear);
#   file-warm  the file cache, read (--file-cache-use);
#   preload    each test preloaded;
#   jit        the tracing JIT.
# shm is --repeat 2 wherever run-tests runs it (scripts/test.sh, scripts/php-src-tests.sh): only the
# second run executes what opcache stored in shared memory instead of a fresh compile, and that is
# what shm is there to test. A run that cannot afford the repeat asks for shm-once by name and says
# why where it does (scripts/sanitized.sh: under the sanitizers the repeat costs minutes, and its
# file-warm run already executes only what a cache holds). The harness's shm needs no repeat: each
# thread runs every file again and again for SECONDS, from the cache after the first request.
# Without a JIT buffer the JIT cannot come on (run-tests sets opcache.jit=0, not disable, for the
# file cache, and 8.4 has a 64M buffer by default), so void_discard.mode=auto resolves to vm in
# every mode but jit (vd_expect_mode). Returns 1 for a mode it does not know.
vd_opcache_args() {
	if [ "${3:-}" = harness ]; then
		case "$1" in
			off) vd_args=() ;;
			shm) vd_args=(-o "$2") ;;
			*) return 1 ;;
		esac
		return 0
	fi
	local opc=(${2:+-d "zend_extension=$2"} -d opcache.enable_cli=1 -d opcache.protect_memory=1)
	local nojit=(-d opcache.jit_buffer_size=0)
	case "$1" in
		off) vd_args=() ;;
		shm) vd_args=(--repeat 2 "${opc[@]}" "${nojit[@]}") ;;
		shm-once) vd_args=("${opc[@]}" "${nojit[@]}") ;;
		file-cold) vd_args=(--file-cache-prime "${opc[@]}" "${nojit[@]}") ;;
		file-warm) vd_args=(--file-cache-use "${opc[@]}" "${nojit[@]}") ;;
		preload) vd_args=(--preload "${opc[@]}" "${nojit[@]}") ;;
		jit) vd_args=("${opc[@]}" -d opcache.jit=tracing -d opcache.jit_buffer_size=32M) ;;
		*) return 1 ;;
	esac
}

# vd_expect_mode VD_MODE MODE: what void_discard.mode=VD_MODE resolves to under opcache mode MODE
# (VoidDiscard\MODE; the tests read it as VD_EXPECT_MODE): auto is compat only where the JIT is
# configured, vm everywhere else.
vd_expect_mode() {
	if [ "$1" != auto ]; then
		echo "$1"
	elif [ "$2" = jit ]; then
		echo compat
	else
		echo vm
	fi
}

# vd_file_cache_clear TMP: run-tests keeps opcache's file cache in TMP (/tmp, or a chroot's): a
# file-cold run starts from nothing, whatever ran before.
vd_file_cache_clear() {
	find "$1" -maxdepth 1 -regextype posix-extended -regex '.*/[0-9a-f]{32}' -exec rm -rf {} +
}

# --- run-tests' output -----------------------------------------------------------------------------

# vd_count LABEL LOG: a number from run-tests' summary ("Tests passed : 12 ..."), empty if none.
vd_count() {
	sed -n "s/^Tests $1 *: *\([0-9]*\).*/\1/p" "$2" | tail -n 1
}

# vd_rt_read LOG: reads run-tests' summary in LOG into vd_rt_passed, vd_rt_borked, vd_rt_leaked
# (0 where the summary has no such line) and vd_rt_failed: the tests that failed, were borked (the
# test file itself is broken) or leaked (memory, under valgrind or a debug PHP) all fail the run;
# vd_rt_skipped is the skipped count as printed (empty without the line). A log without a summary
# (run-tests itself broke) reads as 0 passed, 0 failed: the caller counts a run of no test as a
# failure.
vd_rt_read() {
	local failed
	vd_rt_passed=$(vd_count passed "$1")
	failed=$(vd_count failed "$1")
	vd_rt_borked=$(vd_count borked "$1")
	vd_rt_leaked=$(vd_count leaked "$1")
	vd_rt_skipped=$(vd_count skipped "$1")
	vd_rt_passed=${vd_rt_passed:-0} vd_rt_borked=${vd_rt_borked:-0} vd_rt_leaked=${vd_rt_leaked:-0}
	vd_rt_failed=$((${failed:-0} + vd_rt_borked + vd_rt_leaked))
}

# vd_rt_failed_summary LOG: run-tests' FAILED TEST SUMMARY in LOG (its first 40 lines).
vd_rt_failed_summary() {
	sed -n '/^FAILED TEST SUMMARY/,$p' "$1" | head -n 40
}

# vd_rt_failed_tests LOG: the result lines of the tests that did not pass (FAIL, BORK, LEAK; the
# first 20).
vd_rt_failed_tests() {
	# run-tests colours the result word and, with workers, puts a progress prefix before it
	sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -oE '(FAIL|BORK|LEAK) .*\[[^]]*\.phpt\]' | sort -u | head -n 20
}

# --- counting: every script keeps its tally in the globals passed and failed -------------------------

# vd_ok CHECK, vd_nok CHECK: a check's line, "ok    CHECK" or "FAIL  CHECK", counted (vd_add_checks
# reads them back).
vd_ok() { echo "ok    $1"; passed=$((passed + 1)); }
vd_nok() { echo "FAIL  $1"; failed=$((failed + 1)); }

# vd_part [PART]: the closing line of a part, "PART: N passed, N failed" (without PART, the test
# command's last line "N passed, N failed"); returns 1 when anything failed, so that a script ends
# with it.
vd_part() {
	echo "${1:+$1: }$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
}

# vd_abort PART [MESSAGE]: the part cannot go on: prints MESSAGE, counts one failure more, closes the
# part (vd_part) and exits 1.
vd_abort() {
	[ -z "${2:-}" ] || echo "$2"
	failed=$((failed + 1))
	vd_part "$1"
	exit 1
}

# vd_add_part PART LOG: adds the numbers of the closing line "PART: N passed, N failed" in LOG (the
# output of a script that ends with vd_part PART); a log without that line (the script itself broke)
# adds one failure.
vd_add_part() {
	local r
	r=$(sed -n "s/^$1: \([0-9]*\) passed, \([0-9]*\) failed\$/\1 \2/p" "$2" | tail -n 1)
	r=${r:-0 1}
	passed=$((passed + ${r% *})) failed=$((failed + ${r#* }))
}

# vd_add_checks PART LOG: adds the "ok"/"FAIL" lines in LOG (a script's vd_ok and vd_nok), check by
# check, and one failure if the script stopped before its closing line "PART: N passed".
vd_add_checks() {
	passed=$((passed + $(grep -c '^ok ' "$2"))) failed=$((failed + $(grep -c '^FAIL ' "$2")))
	grep -q "^$1: [0-9]* passed" "$2" || failed=$((failed + 1))
}

# --- Debian packages -------------------------------------------------------------------------------

# vd_apt [-r ROOT] ARG...: apt-get ARG... (as root, in the chroot ROOT if given), noninteractive and
# quiet, waiting up to 15 minutes for another apt's lock (the sanitized PHP's build installs while the
# rest of the test command runs). The first attempt uses the package lists as they are; when it fails
# (no lists yet on a fresh machine or a new chroot, or stale ones naming versions the archive no longer
# has), apt-get update runs and the attempt is made once more. The first attempt's output is shown
# only if it succeeded: its failure is expected there, and the retry says what is really wrong. In a
# chroot the archive may be a dated snapshot whose release files are past their Valid-Until date: apt
# is told not to check it there.
vd_apt() {
	local apt out
	if [ "${1:-}" = -r ]; then
		apt=(chroot "$2" env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=900 -o Acquire::Check-Valid-Until=false)
		shift 2
	else
		apt=(env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=900)
	fi
	if out=$("${apt[@]}" "$@" 2>&1); then
		printf '%s\n' "$out"
		return 0
	fi
	"${apt[@]}" update && "${apt[@]}" "$@"
}

# vd_install [-r ROOT] PACKAGE...: installs those of PACKAGEs that are not installed yet (in the chroot
# ROOT if given; PACKAGE/SUITE installs from that suite), without recommends, through vd_apt; sets the
# array vd_missing to them. Returns apt-get's status.
vd_install() {
	local root="" p
	if [ "${1:-}" = -r ]; then
		root=$2
		shift 2
	fi
	vd_missing=()
	for p in "$@"; do
		${root:+chroot "$root"} dpkg-query -W -f='${Status}' "${p%/*}" 2>/dev/null | grep -q "install ok installed" \
			|| vd_missing+=("$p")
	done
	[ ${#vd_missing[@]} -eq 0 ] || vd_apt ${root:+-r "$root"} install -y --no-install-recommends "${vd_missing[@]}"
}

# --- the extension a check runs with --------------------------------------------------------------

# vd_ext82 PART EXT DIR: sets ext to the void_discard.so for Debian's PHP 8.2 that a check runs
# with: EXT when given, else one built with scripts/build.sh into DIR; an absolute path. A build
# that fails, or an EXT that is not there, ends the part (vd_abort).
vd_ext82() {
	ext=$2
	if [ -z "$ext" ]; then
		ext=$("$(dirname "${BASH_SOURCE[0]}")/build.sh" "$3" php-config8.2 | tail -n 1) || vd_abort "$1" "build failed"
	fi
	[ -f "$ext" ] || vd_abort "$1" "no $ext"
	ext=$(cd "$(dirname "$ext")" && pwd)/$(basename "$ext")
}

# --- npm packages ----------------------------------------------------------------------------------

# The language server the editors' checks drive (scripts/editors-check.sh, lsp-clients-check.sh).
vd_intelephense_pin=intelephense@1.18.5

# vd_npm_install LOG PIN...: the packages PIN... (name@version, exact versions) installed with the
# machine's node and npm into VD_NPM_CACHE (default ${VD_CACHE:-/var/cache/void-discard}/npm), in a
# folder named after the list of pins, once per list (a lock keeps two runs from installing at
# once); nothing is written into the repository. Sets vd_node_modules to the node_modules folder and
# prints "installed PINS in N s" or "installed PINS (cached)". npm's output goes to LOG; on failure
# its last lines are printed and the status is 1. --ignore-scripts and --omit=peer: no pinned
# package needs its install script or its peers (tree-sitter-php's look for its native binding).
vd_npm_install() {
	local log=$1 cache=${VD_NPM_CACHE:-${VD_CACHE:-/var/cache/void-discard}/npm} deps p v t0 tmp
	shift
	command -v node >/dev/null && command -v npm >/dev/null || { echo "node and npm are needed (the machine's own)"; return 1; }
	vd_node_modules="$cache/$(printf '%s\n' "$@" | sha256sum | cut -c1-16)/node_modules"
	mkdir -p "$cache" || { echo "cannot create $cache"; return 1; }
	(
		flock 9
		if [ -e "$vd_node_modules/.complete" ]; then
			echo "installed $* (cached)"
			exit 0
		fi
		t0=$(date +%s)
		tmp=$(mktemp -d "$cache/install.XXXXXX")
		deps=$(for p in "$@"; do printf '"%s": "%s",' "${p%@*}" "${p##*@}"; done)
		printf '{"private": true, "dependencies": {%s}}\n' "${deps%,}" >"$tmp/package.json"
		if ! (cd "$tmp" && npm_config_update_notifier=false npm install --no-audit --no-fund --ignore-scripts \
				--omit=peer --cache "$cache/npm-cache" --loglevel=error) >"$log" 2>&1; then
			tail -n 20 "$log"
			rm -rf "$tmp"
			echo "npm install $* failed"
			exit 1
		fi
		for p in "$@"; do
			v=$(node -p "require('$tmp/node_modules/${p%@*}/package.json').version" 2>/dev/null)
			[ "$v" = "${p##*@}" ] || { rm -rf "$tmp"; echo "${p%@*}: $v installed, ${p##*@} pinned"; exit 1; }
		done
		touch "$tmp/node_modules/.complete"
		rm -rf "$(dirname "$vd_node_modules")"
		mv "$tmp" "$(dirname "$vd_node_modules")"
		echo "installed $* in $(($(date +%s) - t0)) s"
	) 9>"$cache/.lock"
}

# vd_mirror: the Debian archive URL of this machine's apt sources (deb822 or one-line format).
vd_mirror() {
	local mirror
	mirror=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
	[ -n "$mirror" ] || mirror=$(awk '$1 == "deb" { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)
	[ -n "$mirror" ] || { echo "no Debian archive URL found in the apt sources" >&2; return 1; }
	echo "$mirror"
}

# vd_apt_src DIR: a private apt configuration in DIR for Debian bookworm's source packages (a
# deb-src line with this machine's archive URL; the system's apt state is left alone); sets the
# array vd_apt_opts to the options that make apt-get and apt-cache use it.
vd_apt_src() {
	local dir=$1 mirror
	mirror=$(vd_mirror) || return 1
	mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial" "$dir/etc/sources.list.d" "$dir/etc/preferences.d"
	echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror bookworm main" >"$dir/etc/sources.list"
	vd_apt_opts=(-o "Dir::Etc::SourceList=$dir/etc/sources.list" -o "Dir::Etc::SourceParts=$dir/etc/sources.list.d"
		-o "Dir::Etc::Preferences=$dir/etc/preferences" -o "Dir::Etc::PreferencesParts=$dir/etc/preferences.d"
		-o "Dir::State::Lists=$dir/lists" -o "Dir::Cache=$dir/cache" -o APT::Sandbox::User=root)
}

# vd_php_src CACHE: downloads (once) Debian bookworm's php8.2 source package into CACHE/src
# (vd_apt_src). Sets vd_php_src_version (the package version) and vd_php_src_tarball.
vd_php_src() {
	local rc
	mkdir -p "$1"
	# the sanitized PHP's build and the php-src suite may ask at the same time
	exec 8>"$1/php-src.lock"
	flock 8
	vd_php_src_locked "$1"
	rc=$?
	flock -u 8
	return $rc
}

vd_php_src_locked() {
	local cache=$1 apt_dir upstream src_dir
	apt_dir="$cache/apt-src"
	vd_apt_src "$apt_dir" || return 1
	if [ -z "$(find "$apt_dir/lists" -maxdepth 1 -name '*Sources*' -mtime -7 2>/dev/null | head -n 1)" ]; then
		apt-get "${vd_apt_opts[@]}" update -q >"$apt_dir/update.log" 2>&1 || { tail -n 20 "$apt_dir/update.log" >&2; return 1; }
	fi
	vd_php_src_version=$(apt-cache "${vd_apt_opts[@]}" showsrc php8.2 | sed -n 's/^Version: //p' | sort -V | tail -n 1)
	[ -n "$vd_php_src_version" ] || { echo "php8.2 source package not found" >&2; return 1; }
	upstream=${vd_php_src_version%%-*}
	src_dir="$cache/src"
	mkdir -p "$src_dir"
	vd_php_src_tarball="$src_dir/php8.2_$upstream.orig.tar.xz"
	if [ ! -f "$vd_php_src_tarball" ]; then
		(cd "$src_dir" && apt-get "${vd_apt_opts[@]}" source --download-only -q "php8.2=$vd_php_src_version") >"$src_dir/download.log" 2>&1 \
			|| { tail -n 20 "$src_dir/download.log" >&2; return 1; }
	fi
}

# vd_php_src_tests CACHE: vd_php_src, then its test directories (Zend/tests, tests/, ext/*/tests),
# extracted once per package version; sets vd_php_src_tests_dir. The tree is shared: copy it
# before running tests in it (run-tests writes its scratch files next to the tests).
vd_php_src_tests() {
	vd_php_src "$1" || return 1
	vd_php_src_tests_dir="$1/php-src-tests-$vd_php_src_version"
	if [ ! -f "$vd_php_src_tests_dir/.complete" ]; then
		rm -rf "$vd_php_src_tests_dir" && mkdir -p "$vd_php_src_tests_dir"
		tar -xJf "$vd_php_src_tarball" -C "$vd_php_src_tests_dir" --strip-components=1 --wildcards \
			'*/Zend/tests/*' '*/tests/*' || return 1
		touch "$vd_php_src_tests_dir/.complete"
	fi
}

# vd_rector: prints the path of Rector's bin/rector, unpacked once per tarball (by its content) from
# scripts/vendor/rector/rector.tar.xz into the cache.
vd_rector() {
	local tarball sum dir
	tarball=$(dirname "${BASH_SOURCE[0]}")/vendor/rector/rector.tar.xz
	sum=$(sha256sum "$tarball" | cut -c1-12) || return 1
	dir=${VD_CACHE:-/var/cache/void-discard}/rector-$sum
	if [ ! -f "$dir/.complete" ]; then
		rm -rf "$dir" && mkdir -p "$dir" && tar -xJf "$tarball" -C "$dir" && touch "$dir/.complete" || return 1
	fi
	echo "$dir/rector/bin/rector"
}

# --- fuzzing (scripts/fuzz.sh, the token property in scripts/test.sh, scripts/sanitized.sh) -------

# Every fuzzer replays its seeds first (the tests, the examples and fuzz/corpus/, the inputs of past
# findings: a fixed regression), then explores a fixed number of inputs from one seed: the same
# commit runs the same inputs and gets the same verdict on any machine with the same PHP build (and,
# for the prefilter's fuzzer, the same scans: AVX2 or not), and a finding is replayed from the seed
# its log names. A count, not a time: a slower machine takes longer, it does not explore less.
# Each count is about 20 s of CPU on the machine the test command is timed on, where a fuzzer has
# about one core of the side lane (inputs per CPU second there: the prefilter's 3 500, the rewrite
# fuzzer's 3 500, the recognizers fuzzer's 250, as it restates its rules by brute force, rescanning
# the tokens at every token; the token property 7 500 on each PHP; the rewrite fuzzer linked with the
# debug ASan PHP of scripts/sanitized.sh 1 200).
declare -gA vd_fuzz_runs=([prefilter]=70000 [rewrite]=70000 [recognizers]=5000 [property]=150000 [sanitized]=25000)

# vd_fuzz_seed: prints the seed the fuzzers explore from (1 to 2147483647): VD_FUZZ_SEED when set;
# else, in a git checkout of the project, the first 31 bits of its commit (`git rev-parse HEAD`);
# else those of a hash of the files the fuzzers are built from and seeded with (a release tarball,
# a copy). Fails, with a message, for a VD_FUZZ_SEED that is not such a number.
vd_fuzz_seed() {
	local top hash
	if [ -n "${VD_FUZZ_SEED:-}" ]; then
		if [[ ! "$VD_FUZZ_SEED" =~ ^[1-9][0-9]{0,9}$ ]] || [ "$VD_FUZZ_SEED" -gt 2147483647 ]; then
			echo "VD_FUZZ_SEED=$VD_FUZZ_SEED: a seed is a number from 1 to 2147483647" >&2
			return 2
		fi
		echo "$VD_FUZZ_SEED"
		return 0
	fi
	top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
	# (the project's own checkout, not one it was unpacked into)
	if [ "$(git -C "$top" rev-parse --show-toplevel 2>/dev/null)" = "$top" ]; then
		hash=$(git -C "$top" rev-parse HEAD)
	else
		hash=$(cd "$top" && find php_void_discard.h void_discard.c src fuzz tests examples -type f -print0 \
			| LC_ALL=C sort -z | xargs -0 sha1sum | sha1sum)
	fi
	echo $((16#${hash:0:8} % 2147483647 + 1))
}

# vd_libfuzz LABEL FUZZER SEEDS RUNS SEED FINDINGS [OPTION...]: a libFuzzer binary FUZZER (ASan,
# UBSan), on the files in the folder SEEDS: first each of them as it is, whole, in name order; then
# RUNS inputs from SEED, mutated from them (sorted by name again: libFuzzer orders a folder's files
# of equal size as the file system lists them) with OPTIONs, into a fresh corpus beside FUZZER; no
# reload of that corpus, which is libFuzzer's only timed step. Prints one line "LABEL: …"; on a
# finding, also the input and the command that replays it (crash files go to FINDINGS, named after
# the fuzzer and the seed) and the log's end. Returns 1 on a finding.
vd_libfuzz() {
	local label=$1 fuzzer=$2 seeds=$3 runs=$4 seed=$5 findings=$6 name corpus log input
	shift 6
	name=$(basename "$fuzzer")
	corpus="$fuzzer-corpus" log="$fuzzer.log"
	local env=(ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1)
	local files=()
	mapfile -t files < <(cd "$seeds" && ls | LC_ALL=C sort | sed "s|^|$seeds/|")
	mkdir -p "$findings"
	if ! env "${env[@]}" "$fuzzer" "${files[@]}" >"$fuzzer-replay.log" 2>&1; then
		input=$(sed -n 's/^Running: //p' "$fuzzer-replay.log" | tail -n 1)
		echo "$label: FINDING replaying the seeds (a fixed input, no seed involved)"
		echo "  input: $input"
		echo "  replay: ${env[*]} $fuzzer $input"
		tail -n 30 "$fuzzer-replay.log"
		return 1
	fi
	rm -rf "$corpus" && mkdir -p "$corpus"
	printf '%s\n' "${files[@]}" | paste -sd , >"$fuzzer-seeds.list"
	rm -f "$findings/$name-seed-$seed-"*
	if env "${env[@]}" "$fuzzer" -seed="$seed" -runs="$runs" -reload=0 -seed_inputs=@"$fuzzer-seeds.list" \
			-artifact_prefix="$findings/$name-seed-$seed-" "$@" "$corpus" >"$log" 2>&1; then
		echo "$label: ${#files[@]} seeds replayed, then $(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 inputs in \2 s/p' "$log") from seed $seed, no finding"
		return 0
	fi
	echo "$label: FINDING from seed $seed (VD_FUZZ_SEED=$seed repeats the run)"
	for input in "$findings/$name-seed-$seed-"*; do
		[ -e "$input" ] || { echo "  (no input saved: see $log)"; break; }
		echo "  input: $input"
		echo "  replay: ${env[*]} $fuzzer $input"
	done
	tail -n 30 "$log"
	return 1
}

# vd_property_report LABEL LOG SEED REPLAY...: after fuzz/prepass_property.php from SEED failed, its
# output in LOG: says so with the seed, then the number of findings, the first three (each names its
# input: the seed's file, or where the mutation was saved) and the command that replays the first
# (REPLAY...: the script's command without its arguments, run with RUNS 0); with no finding (the
# script itself failed), the end of the log.
vd_property_report() {
	local label=$1 log=$2 seed=$3 input
	shift 3
	echo "$label: FINDING from seed $seed (VD_FUZZ_SEED=$seed repeats the run)"
	input=$(sed -n 's/^finding [0-9]* in \([^ ]*\): .*/\1/p' "$log" | head -n 1)
	if [ -z "$input" ]; then
		tail -n 20 "$log"
		return
	fi
	echo "  $(grep -c '^finding ' "$log") findings, the first:"
	grep -m 3 '^finding ' "$log" | sed 's/^/  /'
	echo "  replay: $* $seed 0 $input"
}

# --- the sanitized PHPs (scripts/sanitized.sh, scripts/tsan.sh) ---------------------------------------

# vd_sanitized_start PART KIND NAME CFLAGS: how a part on a sanitized PHP starts. Empties the
# caller's $work; finds or builds the debug ZTS PHP 8.2 with KIND's sanitizers (scripts/sanitized-php.sh,
# cached; NAME names them in the line printed: "PART: PHP 8.2.x ZTS debug NAME (N s ...)"), then the
# extension for it with clang and CFLAGS into $work/ext. Sets the tally (passed, failed), prefix (the
# PHP's installation), php, ext, opcache (opcache.so's path), start and built (the times before and
# after the PHP, for the part's closing times line). A build that fails ends the part (vd_abort).
# Run from the top of the clone.
vd_sanitized_start() {
	passed=0 failed=0
	start=$(date +%s)
	rm -rf "$work"
	mkdir -p "$work"
	prefix=$(scripts/sanitized-php.sh "$2") || vd_abort "$1" "$1: the PHP build failed"
	php="$prefix/bin/php"
	built=$(date +%s)
	echo "$1: PHP $("$php" -n -r 'echo PHP_VERSION, PHP_ZTS ? " ZTS" : " NTS", PHP_DEBUG ? " debug" : "";') $3 ($((built - start)) s to build or find in the cache)"
	ext=$(CC=clang CFLAGS="$4" scripts/build.sh "$work/ext" "$prefix/bin/php-config") || vd_abort "$1" "$1: the extension build failed"
	opcache="$("$prefix/bin/php-config" --extension-dir)/opcache.so"
}

# vd_asan_env [REPORTS]: the environment the suite runs in on the ASan PHP (scripts/sanitized.sh,
# scripts/coverage-redundancy.sh). With REPORTS, every sanitizer report also goes to a file of its
# own there, as well as failing its process: a test whose expectation happens to match around a
# report, or a leak reported at exit after the right output, still fails the run. Debug-build
# assertions abort, which fails the test. Every emalloc() is a malloc() the sanitizers see.
# Tracked, so that a request that ends in a fatal error (a bailout, after which PHP frees the
# request's memory wholesale) frees what it allocated; a request that ends normally keeps what it
# leaked, for LeakSanitizer to report at exit, just as the debug build's own allocator reports
# leaks then (php-src's run-tests --asan). Extensions stay mapped at exit, so that a leak report
# can name the extension's functions.
vd_asan_env() {
	export ASAN_OPTIONS="${1:+log_path=$1/asan:}detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=0"
	export UBSAN_OPTIONS="${1:+log_path=$1/ubsan:}print_stacktrace=1:halt_on_error=1"
	export LSAN_OPTIONS="report_objects=1"
	export USE_ZEND_ALLOC=0 USE_TRACKED_ALLOC=1 ZEND_DONT_UNLOAD_MODULES=1
}

# The PHP that runs run-tests.php itself (the runner and its workers) for the ASan PHP's tests:
# Debian's, uninstrumented. It only hands out the tests and compares their output (every test runs
# on the ASan PHP, run-tests' -p), and the ASan PHP spends about 35 ms of CPU more on each test.
vd_asan_runner=/usr/bin/php8.2

# vd_asan_php_src WORK LABEL PREFIX EXT OPCACHE CONFIGS: php-src's tests that include, require or
# eval code or register a stream wrapper (scripts/php-src-tests.sh; scripts/sanitized.sh says why
# these) on the ASan PHP installed at PREFIX, in the sanitizers' environment, reports on stderr so
# that one fails its test on either side; but one: the 3 000 eval()s of
# runtime_compile_time_binary_operands.phpt take two minutes alone there.
vd_asan_php_src() {
	(
		vd_asan_env
		VD_PHP_SRC_SELECT='include|require|eval *\(|stream_wrapper_register' VD_PHP_SRC_EXCLUDE=runtime_compile_time_binary_operands \
			VD_PHP_SRC_ARGS=--asan VD_PHP_SRC_RUNNER=$vd_asan_runner \
			"$(dirname "${BASH_SOURCE[0]}")/php-src-tests.sh" "$1" "$2" "$3/bin/php" "$3/lib/php/build/run-tests.php" "$4" "$5" "$6"
	)
}

# The tests that turn the JIT on cannot run on the ASan PHP (scripts/sanitized.sh: PHP 8.2's JIT
# trips UBSan at startup; vm_with_jit_warns.phpt configures it too, but vm mode's opcode handlers
# keep it from starting), relative to tests/.
vd_asan_jit_tests="opcache/auto_jit_off_but_possible.phpt opcache/jit_stays_on.phpt opcache/compat_jit_arrays.phpt"

# --- the thread harness (tests/threads/) -------------------------------------------------------------

# vd_harness_build CFLAGS PREFIX OUT: builds the harness with clang and CFLAGS against PREFIX's
# libphp into OUT, warnings as errors; the compiler's messages go to OUT-build.log. Run from the
# top of the clone.
vd_harness_build() {
	clang $1 -Wall -Wextra -Wno-unused-parameter -Werror $("$2/bin/php-config" --includes) \
		tests/threads/harness.c -L"$2/lib" -Wl,-rpath,"$2/lib" -lphp -lpthread -o "$3" 2>"$3-build.log"
}

# vd_harness_requests LOG: the number of requests each thread ran, one a line, from a harness log.
vd_harness_requests() {
	sed -n 's/^thread [0-9]*: \([0-9]*\) requests.*/\1/p' "$1"
}

# --- the run's profile (scripts/test.sh) -------------------------------------------------------------

# The CPU time of a part is that of the processes it started, orphans included (run-tests' workers
# are not waited for): each lane and background job is a CPU-accounting group of its own (cgroup
# v1's cpuacct, under vd_cpu_root, which vd_cpu_start sets; empty where the machine has none, and
# then no CPU time is printed).
vd_cpu_start() { # RUN
	vd_cpu_root=/sys/fs/cgroup/cpuacct/void-discard-$1
	mkdir -p "$vd_cpu_root" 2>/dev/null && [ -w "$vd_cpu_root" ] || vd_cpu_root=""
}

# vd_cpu_group NAME: puts the calling shell (a subshell: $BASHPID) in the group NAME; what it starts
# from then on is counted there.
vd_cpu_group() {
	[ -n "${vd_cpu_root:-}" ] || return 0
	mkdir -p "$vd_cpu_root/$1" && echo "$BASHPID" >"$vd_cpu_root/$1/cgroup.procs"
}

# vd_cpu_seconds NAME: the CPU seconds the group NAME has used so far (empty without groups).
vd_cpu_seconds() {
	[ -n "${vd_cpu_root:-}" ] && [ -r "$vd_cpu_root/$1/cpuacct.usage" ] || return 0
	awk '{ printf "%.1f", $1 / 1e9 }' "$vd_cpu_root/$1/cpuacct.usage"
}

# vd_cpu_end: the calling shell back in the machine's group, and the run's groups removed (a group
# whose processes are still running stays).
vd_cpu_end() {
	[ -n "${vd_cpu_root:-}" ] || return 0
	echo "$BASHPID" >"${vd_cpu_root%/*}/cgroup.procs"
	rmdir "$vd_cpu_root"/* "$vd_cpu_root" 2>/dev/null || true
}

# vd_profile_part [LABEL]: the part LABEL of the main lane starts now, and the one before it ends:
# appends to the file $vd_profile that part's line: its label, its wall seconds, the CPU seconds of
# the main lane's group (vd_cpu_group main) in it, and the share of the machine's cores that were
# busy meanwhile (every process: the side lane and the background jobs too). Lines are
# LABEL<TAB>WALL<TAB>CPU<TAB>BUSY%.
vd_profile_part() {
	local label=${1:-} now cpu busy total user nice system idle iowait irq softirq steal
	now=$(date +%s.%N)
	read -r _ user nice system idle iowait irq softirq steal _ </proc/stat
	busy=$((user + nice + system + irq + softirq + steal)) total=$((user + nice + system + idle + iowait + irq + softirq + steal))
	cpu=$(vd_cpu_seconds main)
	if [ -n "${vd_profile_last:-}" ]; then
		set -- $vd_profile_last
		awk -v l="$vd_profile_label" -v now="$now" -v then="$1" -v c="${cpu:-x}" -v c0="$2" \
			-v b="$((busy - $3))" -v t="$((total - $4))" \
			'BEGIN { printf "%s\t%.0f\t%s\t%.0f\n", l, now - then, c == "x" ? "-" : sprintf("%.0f", c - c0), t ? 100 * b / t : 0 }' >>"$vd_profile"
	fi
	vd_profile_last="$now ${cpu:-x} $busy $total"
	vd_profile_label=$label
}

# vd_profile_print: the profile's table, its parts in the order they ran, and the whole run.
vd_profile_print() {
	awk -F'\t' '{ printf "  %-52s %6d s wall %6s s CPU %4d %% of both cores busy\n", $1, $2, $3, $4; w += $2; c += $3; b += $2 * $4 }
		END { printf "  %-52s %6d s wall %6s s CPU %4d %% of both cores busy\n", "the main lane", w, c, w ? b / w : 0 }' "$vd_profile"
}

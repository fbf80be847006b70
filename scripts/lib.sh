# SPDX-License-Identifier: MIT
# Shell helpers the test scripts share; sourced, never run. One definition of each: an opcache
# mode's arguments, the reader of run-tests' summary, the php8.2 source package.

# vd_opcache_args MODE OPCACHE_SO: sets the array vd_args to the run-tests arguments of an opcache
# mode (OPCACHE_SO is empty from PHP 8.5 on, where opcache is built in):
#   off        no opcache;
#   shm        shared memory, each test run twice in one process (the second from the cache);
#   shm-once   shared memory, each test run once: compiled through opcache, never from its cache;
#   file-cold  the file cache, written (run-tests' --file-cache-prime);
#   file-warm  the file cache, read (--file-cache-use);
#   preload    each test preloaded;
#   jit        the tracing JIT.
# Without a JIT buffer the JIT cannot come on (run-tests sets opcache.jit=0, not disable, for the
# file cache, and 8.4 has a 64M buffer by default), so void_discard.mode=auto resolves to vm in
# every mode but jit. Returns 1 for a mode it does not know.
vd_opcache_args() {
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

# vd_file_cache_clear TMP: run-tests keeps opcache's file cache in TMP (/tmp, or a chroot's): a
# file-cold run starts from nothing, whatever ran before.
vd_file_cache_clear() {
	find "$1" -maxdepth 1 -regextype posix-extended -regex '.*/[0-9a-f]{32}' -exec rm -rf {} +
}

# vd_count LABEL LOG: a number from run-tests' summary ("Tests passed : 12 ..."), empty if none.
vd_count() {
	sed -n "s/^Tests $1 *: *\([0-9]*\).*/\1/p" "$2" | tail -n 1
}

# vd_php_src CACHE: downloads (once) Debian bookworm's php8.2 source package into CACHE/src with
# a private apt configuration (a deb-src line from this machine's archive URL; the system's apt
# state is left alone). Sets vd_php_src_version (the package version) and vd_php_src_tarball.
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
	local cache=$1 mirror apt_dir upstream src_dir
	mirror=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
	[ -n "$mirror" ] || mirror=$(awk '$1 == "deb" { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)
	[ -n "$mirror" ] || { echo "no Debian archive URL found in the apt sources" >&2; return 1; }
	apt_dir="$cache/apt-src"
	mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/etc/sources.list.d" "$apt_dir/etc/preferences.d"
	echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror bookworm main" >"$apt_dir/etc/sources.list"
	local apt_opts=(-o "Dir::Etc::SourceList=$apt_dir/etc/sources.list" -o "Dir::Etc::SourceParts=$apt_dir/etc/sources.list.d"
		-o "Dir::Etc::Preferences=$apt_dir/etc/preferences" -o "Dir::Etc::PreferencesParts=$apt_dir/etc/preferences.d"
		-o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o APT::Sandbox::User=root)
	if [ -z "$(find "$apt_dir/lists" -maxdepth 1 -name '*Sources*' -mtime -7 2>/dev/null | head -n 1)" ]; then
		apt-get "${apt_opts[@]}" update -q >"$apt_dir/update.log" 2>&1 || { tail -n 20 "$apt_dir/update.log" >&2; return 1; }
	fi
	vd_php_src_version=$(apt-cache "${apt_opts[@]}" showsrc php8.2 | sed -n 's/^Version: //p' | sort -V | tail -n 1)
	[ -n "$vd_php_src_version" ] || { echo "php8.2 source package not found" >&2; return 1; }
	upstream=${vd_php_src_version%%-*}
	src_dir="$cache/src"
	mkdir -p "$src_dir"
	vd_php_src_tarball="$src_dir/php8.2_$upstream.orig.tar.xz"
	if [ ! -f "$vd_php_src_tarball" ]; then
		(cd "$src_dir" && apt-get "${apt_opts[@]}" source --download-only -q "php8.2=$vd_php_src_version") >"$src_dir/download.log" 2>&1 \
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

# vd_summary PART LOG: the numbers of the line "PART: N passed, N failed" in LOG, as "N N"; a log
# without that line (the script itself broke) reads as "0 1".
vd_summary() {
	local r
	r=$(sed -n "s/^$1: \([0-9]*\) passed, \([0-9]*\) failed\$/\1 \2/p" "$2" | tail -n 1)
	echo "${r:-0 1}"
}

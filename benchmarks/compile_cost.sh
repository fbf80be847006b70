#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What code without discards pays to compile: the instructions (callgrind, whole process) PHP
# executes to compile every file of a corpus once (opcache on, its optimizer off, nothing run:
# benchmarks/compile_cost.php), with the extension loaded and without. Prints one line per
# corpus: files, bytes, both counts and the ratio.
#   benchmarks/compile_cost.sh                       by hand: Debian's WordPress, PHPUnit, Twig,
#                                                    Symfony, Guzzle and CommonMark packages
#                                                    (fetched once into VD_CACHE), PHP 8.2
#   benchmarks/compile_cost.sh --check PERCENT [--every N] [--prefilter SCAN] PHP EXT OPCACHE_SO LIST
#                                                    the test command's check: fails above PERCENT
#                                                    (every N-th file of LIST only; SCAN: the
#                                                    extension's void_discard.prefilter, as the
#                                                    test command checks each of them)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
max="" every=1 prefilter=auto
while [ $# -gt 0 ]; do
	case "$1" in
		--check) max=$2; shift 2 ;;
		--every) every=$2; shift 2 ;;
		--prefilter) prefilter=$2; shift 2 ;;
		*) break ;;
	esac
done

if [ $# -eq 0 ]; then
	cache=${VD_CACHE:-/var/cache/void-discard}/compile-corpus
	if [ ! -s "$cache/list" ]; then
		rm -rf "$cache" && mkdir -p "$cache/debs"
		(cd "$cache/debs" && vd_apt download wordpress phpunit php-twig php-symfony-console php-symfony-http-kernel \
			php-symfony-http-foundation php-symfony-dependency-injection php-symfony-finder php-symfony-routing \
			php-symfony-event-dispatcher php-symfony-validator php-symfony-yaml php-symfony-string \
			php-guzzlehttp-guzzle php-league-commonmark) >"$cache/fetch.log" 2>&1 || { tail "$cache/fetch.log" >&2; exit 1; }
		for deb in "$cache"/debs/*.deb; do
			dpkg -x "$deb" "$cache/root"
		done
		find "$cache/root" -name '*.php' -type f | sort >"$cache/list"
	fi
	vd_install valgrind >/dev/null
	set -- /usr/bin/php8.2 "$(scripts/build.sh "$top/.build/php82" php-config8.2)" /usr/lib/php/20220829/opcache.so "$cache/list"
fi
php=$1 ext=$2 opcache=$3 list=$4

count() { # [EXTRA-INI...]: instructions (PHP exits 255 after a file's fatal error: the count stands)
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$php" -n -d display_errors=0 -d "zend_extension=$opcache" \
		-d opcache.enable_cli=1 -d opcache.optimization_level=0 -d opcache.jit=disable -d opcache.memory_consumption=512 \
		-d opcache.max_accelerated_files=50000 -d opcache.interned_strings_buffer=64 "$@" \
		"$top/benchmarks/compile_cost.php" "$list" "$every" 2>"$log" >/dev/null || true
	sed -n 's/^==[0-9]*== Collected : //p' "$log"
}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
without=$(count)
with=$(count -d "extension=$ext" -d "void_discard.prefilter=$prefilter")
files=$(awk -v e="$every" '(NR - 1) % e == 0' "$list" | wc -l)
bytes=$(awk -v e="$every" '(NR - 1) % e == 0' "$list" | tr '\n' '\0' | xargs -0 cat | wc -c)
awk -v f="$files" -v b="$bytes" -v p="$prefilter" -v a="$without" -v w="$with" -v max="$max" 'BEGIN {
	pct = (w / a - 1) * 100
	printf "compile cost: %d files, %.1f MB: %.0f instructions without the extension, %.0f with it (prefilter %s): %+.2f %%\n", f, b / 1e6, a, w, p, pct
	if (max != "" && pct > max) { printf "  above %s %%\n", max; exit 1 }
}'

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the extension and prints the benchmark table (benchmarks/run.php) for PHP 8.2 (this
# machine) and PHP 8.4 (the Debian trixie chroot of scripts/php84-chroot.sh): every loop workload
# in vm and compat mode without opcache, and with opcache's tracing and function JIT in the
# default auto mode (compat); then, with PHP 8.2, the script pairs with and without the extension.
#   benchmarks/run.sh [--rounds N] [--configs "vm compat tracing function"] [--only 8.2|8.4]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
rounds=5 configs="vm compat tracing function" versions="8.2 8.4"
while [ $# -gt 0 ]; do
	case "$1" in
		--rounds) rounds=$2; shift 2 ;;
		--configs) configs=$2; shift 2 ;;
		--only) versions=$2; shift 2 ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
scripts/install-deps.sh --all >/dev/null
work="$top/.build"
configs=$(echo $configs | tr ' ' ,)

for version in $versions; do
	case "$version" in
	8.2)
		so=$(scripts/build.sh "$work/php82" php-config8.2)
		# The WordPress files of Debian's package (fetched by the corpus check) that compile on
		# their own, wrapped in `if (0) { … }`: the compile-time workload.
		if [ ! -s "$work/corpus/list" ]; then
			scripts/corpus.sh "$work" /usr/bin/php8.2 "$so" /usr/lib/php/20220829/opcache.so >/dev/null
		fi
		wp="$work/bench-wordpress.list"
		if [ ! -s "$wp" ]; then
			mkdir -p "$work/bench-wordpress"
			grep '^usr/share/wordpress/.*\.php$' "$work/corpus/list" | while read -r f; do
				dest="$work/bench-wordpress/$(echo "$f" | tr / _)"
				php8.2 -n -d extension=tokenizer benchmarks/compile_wordpress.php --wrap "$work/corpus/root/$f" "$dest" >/dev/null 2>&1 && echo "$dest"
			done >"$wp"
		fi
		php8.2 -n -d "extension=$so" -d void_discard.mode=vm benchmarks/run.php --so="$so" \
			--rounds="$rounds" --configs="$configs" --wordpress="$wp"
		;;
	8.4)
		root="$work/trixie"
		scripts/php84-chroot.sh "$root"
		so=$(scripts/build.sh /build/void_discard php-config8.4 "$root")
		chroot "$root" php8.4 -n -d "extension=$so" /build/void_discard/benchmarks/run.php --so="$so" \
			--rounds="$rounds" --configs="$configs"
		;;
	*) echo "unknown PHP version $version" >&2; exit 2 ;;
	esac
	echo
done

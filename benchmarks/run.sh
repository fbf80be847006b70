#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the extension for PHP 8.2 and prints the benchmark table (benchmarks/run.php), in vm
# mode (the default without a JIT) and in compat mode.
#   benchmarks/run.sh [--rounds N] [--modes "vm compat"]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
rounds=5 modes="vm compat"
while [ $# -gt 0 ]; do
	case "$1" in
		--rounds) rounds=$2; shift 2 ;;
		--modes) modes=$2; shift 2 ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
scripts/install-deps.sh --all >/dev/null
work="$top/.build"
so=$(scripts/build.sh "$work/php82" php-config8.2)

# The WordPress files of Debian's package (fetched by the corpus check) that compile on their
# own, wrapped in `if (0) { … }`: the compile-time workload.
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

for mode in $modes; do
	php8.2 -n -d "extension=$so" -d "void_discard.mode=$mode" benchmarks/run.php --so="$so" --rounds="$rounds" --wordpress="$wp"
	echo
done

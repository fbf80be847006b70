#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What a discarded parameter costs a call (issue 39): the instructions (callgrind) of one call of
# each workload of benchmarks/params/ — closures given to array_walk, array_map, uksort and
# array_filter(ARRAY_FILTER_USE_BOTH), a function, a method, an arrow function, and
# get_defined_vars() in a function with a discarded parameter — written with `void`, with an
# unused named parameter instead (the file as VoidDiscard\lower() writes it) and that without the
# extension; opcache off and on (void_discard.mode vm and compat each) and with the tracing JIT
# (compat). Per call by differencing N and 2N calls in two processes (benchmarks/params/run.php).
#   benchmarks/params.sh [--n N] [--jobs J]           by hand: every column, N = 10000, PHP 8.2
#   benchmarks/params.sh --check MAX PHP EXT OPCACHE_SO
#                                                     the test command's check: N = 10000, opcache
#                                                     off (vm) and the tracing JIT (compat, after
#                                                     opcache's optimizer), no runs without the
#                                                     extension: 8 processes, about 12 s of CPU;
#                                                     fails if a call with `void` costs more than
#                                                     MAX times the named parameter's
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
max="" n=10000 jobs=$(nproc)
while [ $# -gt 0 ]; do
	case "$1" in
		--check) max=$2; shift 2 ;;
		--n) n=$2; shift 2 ;;
		--jobs) jobs=$2; shift 2 ;;
		*) break ;;
	esac
done

if [ -n "$max" ]; then
	php=$1 ext=$2 opcache=$3
	exec "$php" -n -d "extension=$ext" "$top/benchmarks/params/run.php" --so="$ext" --opcache="$opcache" \
		--n="$n" --jobs=1 --columns=off/vm,tracing/compat --no-without --check="$max"
fi
vd_install valgrind >/dev/null
ext=$("$top/scripts/build.sh" "$top/.build/php82" php-config8.2)
php8.2 -n -d "extension=$ext" "$top/benchmarks/params/run.php" --so="$ext" \
	--opcache="$(php-config8.2 --extension-dir)/opcache.so" --n="$n" --jobs="$jobs"

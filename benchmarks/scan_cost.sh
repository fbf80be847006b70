#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The prefilter's instructions per byte, for each scan this machine runs (portable, SSE2, AVX2):
# callgrind counts vd_bench_scan() of benchmarks/scan_cost.c (the scans alone, candidates and
# tails included) over every EVERY-th file of LIST. Fails if two scans find different things.
#   benchmarks/scan_cost.sh LIST [EVERY]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
list=${1:?usage: scan_cost.sh LIST [EVERY]} every=${2:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -g -Wall -Wextra -Wno-unused-parameter -Werror -I"$top/src" "$top/benchmarks/scan_cost.c" -o "$work/scan_cost"
first=""
for path in portable sse2 avx2; do
	"$work/scan_cost" "$path" /dev/null >/dev/null 2>&1 || { echo "$path: not on this CPU or build"; continue; }
	valgrind --tool=callgrind --callgrind-out-file="$work/out" --toggle-collect=vd_bench_scan \
		"$work/scan_cost" "$path" "$list" "$every" >"$work/result" 2>"$work/log"
	result=$(cat "$work/result")
	instructions=$(sed -n 's/^==[0-9]*== Collected : //p' "$work/log")
	awk -v p="$path" -v i="$instructions" -v r="$result" 'BEGIN { split(r, f, " ");
		printf "%-8s %s files, %.1f MB: %d instructions, %.3f a byte\n", p, f[1], f[3] / 1e6, i, i / f[3] }'
	[ -n "$first" ] || first=$result
	[ "$result" = "$first" ] || { echo "  $path found something else: $result, not $first"; exit 1; }
done

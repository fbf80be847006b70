#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fuzzes the pre-pass (PHP 8.2):
#  1. libFuzzer + ASan + UBSan on the prefilter (src/scanner.c), differential: each of its scans
#     (portable, SSE2, AVX2 where the CPU has it) against a slow reference of the same rules and
#     against the others (fuzz/prefilter_fuzzer.c);
#  2. libFuzzer + ASan + UBSan on the whole pre-pass (prefilter, PHP's lexer, rewrite) through the
#     embed SAPI: only `void` words change, into `__discard()`, and no line moves
#     (fuzz/rewrite_fuzzer.c);
#  3. libFuzzer + ASan + UBSan on each of its parts, through the embed SAPI: the bracket context,
#     the discard and the cast recognizers and the edit list, each against its own rule restated
#     over the token array (fuzz/recognizers_fuzzer.c);
#  4. the rewrite through the loaded extension, on mutated PHP sources: token_get_all() of the
#     output equals that of the input except at rewritten `void` tokens, every token keeps its
#     line (fuzz/prepass_property.php).
# Reproducible: each fuzzer first runs every seed as it is (the phpt tests, the examples and
# fuzz/corpus/, the inputs of past findings: a fixed regression), then a fixed number of mutated
# inputs (scripts/lib.sh, vd_fuzz_runs: about 20 s each here) from one seed, derived from the commit
# (vd_fuzz_seed) or given as VD_FUZZ_SEED=N. The same commit gives the same verdict; each line names
# its seed, and a finding prints the input that failed and the command that replays it. Inputs
# found go to WORK/fuzz-findings/, which a later run keeps.
# One line per fuzzer; exit 0 only if none found anything. The libFuzzer runs mutate with the
# tokens the rules read (fuzz/prepass.dict).
#   [VD_FUZZ_SEED=N] scripts/fuzz.sh WORK SO [TIMES [FILE...]]
# TIMES multiplies every count (a longer campaign by hand: 30 is some ten minutes a fuzzer); FILEs
# (real PHP code, say) join the seeds of that run, and with them its inputs.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
usage="usage: [VD_FUZZ_SEED=N] fuzz.sh WORK SO [TIMES [FILE...]]"
findings=${1:?$usage}/fuzz-findings
work=$1/fuzz
so=${2:?$usage}
times=${3:-1}
shift $(($# < 3 ? $# : 3))
cd "$top"
. scripts/lib.sh
[[ "$times" =~ ^[1-9][0-9]*$ ]] || { echo "$usage (TIMES: a whole number from 1)" >&2; exit 2; }
seed=$(vd_fuzz_seed) || exit 2
failed=0
rm -rf "$work"
mkdir -p "$work/seeds" "$findings"
scripts/fuzz-seeds.sh "$work/seeds" "$@"

sanitize="-g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined"

# build_embed NAME: fuzz/NAME.c with the extension's code, linked with PHP 8.2's embed SAPI
build_embed() {
	clang $sanitize $(php-config8.2 --includes) -I. -Isrc fuzz/"$1".c void_discard.c src/*.c -lphp8.2 \
		-o "$work/$1" 2>"$work/$1-build.log" || { tail -n 20 "$work/$1-build.log"; exit 1; }
}

# libfuzz NAME LABEL [OPTION...]: $work/NAME, its count of runs, times TIMES; prints one line
libfuzz() {
	local name=$1 label=$2
	shift 2
	vd_libfuzz "$label" "$work/$name" "$work/seeds" $((vd_fuzz_runs[${name%_fuzzer}] * times)) "$seed" "$findings" \
		-dict="$top/fuzz/prepass.dict" "$@" || failed=1
}

# No comparison hints here: what the scans compare are addresses (the pointer against the end,
# the chosen scan), which differ from run to run, and a mutation taken from them made two runs from
# one seed differ. In the other two, the hints are bytes and ASan's heap addresses, the same every
# run.
clang $sanitize -Isrc fuzz/prefilter_fuzzer.c -o "$work/prefilter_fuzzer" || exit 1
libfuzz prefilter_fuzzer "prefilter, each scan against the reference and the others (libFuzzer, ASan+UBSan, differential)" -use_cmp=0

build_embed rewrite_fuzzer
libfuzz rewrite_fuzzer "pre-pass with PHP's lexer (libFuzzer, ASan+UBSan, embed SAPI)" -max_len=8192

build_embed recognizers_fuzzer
libfuzz recognizers_fuzzer "the pre-pass's recognizers and edit list, each against its rule (libFuzzer, ASan+UBSan, embed SAPI)" -max_len=8192

label="rewrite (token_get_all differential, mutated sources)"
property=(php8.2 -n -d "extension=$so" -d extension=tokenizer "$top/fuzz/prepass_property.php")
rm -f "$findings/property-seed-$seed-"*
if VD_FUZZ_FINDINGS="$findings/property-seed-$seed-" "${property[@]}" "$seed" $((vd_fuzz_runs[property] * times)) "$work"/seeds/* \
		>"$work/property.log" 2>&1; then
	echo "$label: $(tail -n 1 "$work/property.log")"
else
	vd_property_report "$label" "$work/property.log" "$seed" "${property[@]}"
	failed=1
fi
exit $failed

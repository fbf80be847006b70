#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fuzzes the pre-pass for a bounded time each (PHP 8.2):
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
# One line per fuzzer; exit 0 only if none found anything. Seeds: the phpt tests, the examples
# and, when present, the corpus check's real PHP files; the libFuzzer runs mutate with the tokens
# the rules read (fuzz/prepass.dict).
#   scripts/fuzz.sh WORK SO [SECONDS]
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:?usage: fuzz.sh WORK SO [SECONDS]}/fuzz
so=${2:?usage: fuzz.sh WORK SO [SECONDS]}
seconds=${3:-60}
cd "$top"
failed=0
rm -rf "$work"
mkdir -p "$work/seeds"
scripts/fuzz-seeds.sh "$work/seeds"
if [ -s "$work/../corpus/list" ]; then
	head -n 300 "$work/../corpus/list" | while read -r f; do cp "$work/../corpus/root/$f" "$work/seeds/$(echo "$f" | tr / _)"; done
fi

sanitize="-g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined"

# build_embed NAME: fuzz/NAME.c with the extension's code, linked with PHP 8.2's embed SAPI
build_embed() {
	clang $sanitize $(php-config8.2 --includes) -I. -Isrc fuzz/"$1".c void_discard.c src/*.c -lphp8.2 \
		-o "$work/$1" 2>"$work/$1-build.log" || { tail -n 20 "$work/$1-build.log"; exit 1; }
}

# libfuzz NAME LABEL [OPTION...]: runs $work/NAME for the time given; prints one line
libfuzz() {
	local name=$1 label=$2
	shift 2
	mkdir -p "$work/$name-corpus"
	if (cd "$work" && ASAN_OPTIONS=detect_leaks=0 "./$name" -max_total_time="$seconds" -dict="$top/fuzz/prepass.dict" \
			-artifact_prefix="$work/" "$@" "$name-corpus" seeds) >"$work/$name.log" 2>&1; then
		echo "$label: $(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 executions in \2 s/p' "$work/$name.log"), no finding"
	else
		echo "$label: FINDING"; tail -n 30 "$work/$name.log"; failed=1
	fi
}

clang $sanitize -Isrc fuzz/prefilter_fuzzer.c -o "$work/prefilter_fuzzer" || exit 1
libfuzz prefilter_fuzzer "prefilter, each scan against the reference and the others (libFuzzer, ASan+UBSan, differential)"

build_embed rewrite_fuzzer
libfuzz rewrite_fuzzer "pre-pass with PHP's lexer (libFuzzer, ASan+UBSan, embed SAPI)" -max_len=8192

build_embed recognizers_fuzzer
libfuzz recognizers_fuzzer "the pre-pass's recognizers and edit list, each against its rule (libFuzzer, ASan+UBSan, embed SAPI)" -max_len=8192

if VD_FUZZ_FINDINGS="$work/findings" php8.2 -n -d "extension=$so" -d extension=tokenizer fuzz/prepass_property.php "$seconds" "$work"/seeds/* >"$work/property.log" 2>&1; then
	echo "rewrite (token_get_all differential, mutated sources): $(tail -n 1 "$work/property.log")"
else
	echo "rewrite (token_get_all differential): FINDING"; tail -n 20 "$work/property.log"; failed=1
fi
exit $failed

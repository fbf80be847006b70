#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fuzzes the pre-pass for a bounded time each (PHP 8.2):
#  1. libFuzzer + ASan + UBSan on the prefilter (src/scanner.c), differential against a slow
#     reference of the same rules (fuzz/prefilter_fuzzer.c);
#  2. libFuzzer + ASan + UBSan on the whole pre-pass (prefilter, PHP's lexer, rewrite) through the
#     embed SAPI: only `void` words change, into `__discard()`, and no line moves
#     (fuzz/rewrite_fuzzer.c);
#  3. the rewrite through the loaded extension, on mutated PHP sources: token_get_all() of the
#     output equals that of the input except at rewritten `void` tokens, every token keeps its
#     line (fuzz/prepass_property.php).
# Seeds: the phpt tests, the examples and, when present, the corpus check's real PHP files.
#   scripts/fuzz.sh WORK SO [SECONDS]
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:?usage: fuzz.sh WORK SO [SECONDS]}/fuzz
so=${2:?usage: fuzz.sh WORK SO [SECONDS]}
seconds=${3:-60}
cd "$top"
failed=0
rm -rf "$work"
mkdir -p "$work/seeds" "$work/corpus"
scripts/fuzz-seeds.sh "$work/seeds"
if [ -s "$work/../corpus/list" ]; then
	head -n 300 "$work/../corpus/list" | while read -r f; do cp "$work/../corpus/root/$f" "$work/seeds/$(echo "$f" | tr / _)"; done
fi

clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -Isrc \
	fuzz/prefilter_fuzzer.c src/scanner.c -o "$work/prefilter_fuzzer" || exit 1
if (cd "$work" && ./prefilter_fuzzer -max_total_time="$seconds" -artifact_prefix="$work/" corpus seeds) >"$work/libfuzzer.log" 2>&1; then
	echo "prefilter (libFuzzer, ASan+UBSan, differential): $(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 executions in \2 s/p' "$work/libfuzzer.log"), no finding"
else
	echo "prefilter (libFuzzer): FINDING"; tail -n 30 "$work/libfuzzer.log"; failed=1
fi

clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined $(php-config8.2 --includes) -I. -Isrc \
	-Wno-builtin-declaration-mismatch fuzz/rewrite_fuzzer.c void_discard.c src/*.c -lphp8.2 \
	-o "$work/rewrite_fuzzer" 2>"$work/rewrite-build.log" || { tail -n 20 "$work/rewrite-build.log"; exit 1; }
mkdir -p "$work/rewrite-corpus"
if (cd "$work" && ASAN_OPTIONS=detect_leaks=0 ./rewrite_fuzzer -max_total_time="$seconds" -max_len=8192 \
		-artifact_prefix="$work/" rewrite-corpus seeds) >"$work/rewrite.log" 2>&1; then
	echo "pre-pass with PHP's lexer (libFuzzer, ASan+UBSan, embed SAPI): $(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 executions in \2 s/p' "$work/rewrite.log"), no finding"
else
	echo "pre-pass with PHP's lexer (libFuzzer): FINDING"; tail -n 30 "$work/rewrite.log"; failed=1
fi

if VD_FUZZ_FINDINGS="$work/findings" php8.2 -n -d "extension=$so" -d extension=tokenizer fuzz/prepass_property.php "$seconds" "$work"/seeds/* >"$work/property.log" 2>&1; then
	echo "rewrite (token_get_all differential, mutated sources): $(tail -n 1 "$work/property.log")"
else
	echo "rewrite (token_get_all differential): FINDING"; tail -n 20 "$work/property.log"; failed=1
fi
exit $failed

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fuzzes the pre-pass for a bounded time (PHP 8.2):
#  1. libFuzzer + ASan + UBSan on the prefilter (src/scanner.c), differential against a slow
#     reference of the same rules (fuzz/prefilter_fuzzer.c);
#  2. the rewrite itself, through the extension, on mutated PHP sources: token_get_all() of the
#     output equals that of the input except at rewritten `void` tokens, lines never move
#     (fuzz/prepass_property.php).
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
cp tests/*/*.phpt examples/*.php examples/app/*.php "$work/seeds/"
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

if VD_FUZZ_FINDINGS="$work/findings" php8.2 -n -d "extension=$so" -d extension=tokenizer fuzz/prepass_property.php "$seconds" "$work"/seeds/* >"$work/property.log" 2>&1; then
	echo "rewrite (token_get_all differential, mutated sources): $(tail -n 1 "$work/property.log")"
else
	echo "rewrite (token_get_all differential): FINDING"; tail -n 20 "$work/property.log"; failed=1
fi
exit $failed

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copies the fuzzers' seeds into DIR, each named after its path (tests in two folders may share a
# base name): the phpt tests, the examples, fuzz/corpus/ (the inputs of past findings) and any
# FILE given.
#   scripts/fuzz-seeds.sh DIR [FILE...]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:?usage: fuzz-seeds.sh DIR [FILE...]}
shift
mkdir -p "$dir"
for f in tests/*/*.phpt examples/*.php examples/app/*.php fuzz/corpus/* "$@"; do
	cp "$f" "$dir/$(echo "$f" | tr / _)"
done

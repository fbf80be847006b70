#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The thread harness (tests/threads/) under ThreadSanitizer: a second debug ZTS PHP 8.2, built with
# -fsanitize=thread (scripts/sanitized-php.sh tsan, cached), the extension and the harness built
# with it too. Not part of the test command (the second PHP build does not fit CI's time budget).
# Prints, per configuration, how many TSan reports PHP gave and how many of them have a frame in
# the extension's code; exits non-zero if any does.
#   scripts/threads-tsan.sh WORK [THREADS [SECONDS]]
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:?usage: threads-tsan.sh WORK [THREADS [SECONDS]]}/threads-tsan
threads=${2:-8}
seconds=${3:-30}
cd "$top"
rm -rf "$work"
mkdir -p "$work"
prefix=$(scripts/sanitized-php.sh tsan) || exit 1
flags="-g -O1 -fno-omit-frame-pointer -fsanitize=thread"
ext=$(CC=clang CFLAGS="$flags" scripts/build.sh "$work/ext" "$prefix/bin/php-config") || exit 1
clang $flags -Wall -Wextra -Wno-unused-parameter -Werror $("$prefix/bin/php-config" --includes) tests/threads/harness.c \
	-L"$prefix/lib" -Wl,-rpath,"$prefix/lib" -lphp -lpthread -o "$work/harness" || exit 1
opcache="$("$prefix/bin/php-config" --extension-dir)/opcache.so"
ours=0
for m in vm/off vm/shm compat/off compat/shm; do
	dir="$work/reports-${m/\//-}"
	mkdir -p "$dir"
	opc=()
	[ "${m#*/}" = shm ] && opc=(-o "$opcache")
	# every report, not only the first per pair of locations; modules stay mapped for symbols
	ZEND_DONT_UNLOAD_MODULES=1 TSAN_OPTIONS="log_path=$dir/tsan:report_signal_unsafe=0:history_size=4" \
		"$work/harness" -e "$ext" -m "${m%/*}" "${opc[@]}" -t "$threads" -s "$seconds" tests/threads/cases \
		>"$work/threads-${m/\//-}.log" 2>&1
	rc=$?
	total=$(cat "$dir"/tsan.* 2>/dev/null | grep -c '^WARNING: ThreadSanitizer')
	# a report is the extension's when one of its stacks passes through the extension's sources
	mine=$(for f in "$dir"/tsan.*; do [ -f "$f" ] && awk '/^WARNING: ThreadSanitizer/ { if (r && hit) n++; r = 1; hit = 0 }
		/\/(src\/[a-z_]+\.[ch]|void_discard\.c):/ { hit = 1 } END { if (r && hit) n++; print n + 0 }' "$f"; done | awk '{ s += $1 } END { print s + 0 }')
	echo "threads-tsan $m: $(tail -n 1 "$work/threads-${m/\//-}.log") (exit $rc); TSan reports: $total, through the extension's code: $mine"
	ours=$((ours + mine))
done
[ "$ours" -eq 0 ]

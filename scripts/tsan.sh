#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The thread harness (tests/threads/) under ThreadSanitizer: PHP 8.2 built from Debian's source
# package as a debug ZTS PHP with -fsanitize=thread (scripts/sanitized-php.sh tsan, cached outside
# the clone), the extension and the harness built with -fsanitize=thread too. THREADS threads for
# SECONDS each run the files of tests/threads/cases/ in vm and compat mode, opcache off and on
# (shared memory). Every TSan report is written to a file of its own (log_path); the races inside
# PHP itself that are understood are suppressed, each with its reason, in tests/threads/tsan.supp.
# Any other report, a wrong output or a thread that ran nothing fails the run. Prints a line per
# configuration (requests, reports: how many have a frame in void_discard's code) and, last,
# "tsan: N passed, N failed"; exits non-zero on any failure. Not part of scripts/test.sh: building
# this PHP takes about ten minutes more.
#   scripts/tsan.sh WORK [THREADS [SECONDS]]
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:?usage: tsan.sh WORK [THREADS [SECONDS]]}/tsan
threads=${2:-8}
seconds=${3:-30}
cd "$top"
. scripts/lib.sh

tsan_cflags="-g -O1 -fno-omit-frame-pointer -fsanitize=thread"
vd_sanitized_start tsan tsan ThreadSanitizer "$tsan_cflags"
vd_harness_build "$tsan_cflags" "$prefix" "$work/harness" \
	|| { echo "tsan: the harness does not build"; tail -n 20 "$work/harness-build.log"; vd_abort tsan; }

# ThreadSanitizer (clang 14's) maps its shadow memory at fixed addresses and stops with
# "unexpected memory mapping" when the kernel randomizes mmap() over more bits than it expects
# (vm.mmap_rnd_bits=32, the default of some recent kernels): then run without address space
# randomization, or ask for `sysctl vm.mmap_rnd_bits=28`.
run=()
if ! "$work/harness" >/dev/null 2>"$work/probe.log" && grep -q 'unexpected memory mapping' "$work/probe.log"; then
	run=(setarch "$(uname -m)" -R)
	"${run[@]}" true 2>/dev/null || vd_abort tsan "tsan: TSan cannot map its shadow memory and setarch -R is not allowed here; try sysctl vm.mmap_rnd_bits=28"
	echo "tsan: address space randomization off for the harness (setarch -R): TSan cannot map its shadow memory with it"
fi

# exitcode=0: a report fails the run through its file, so the harness's own status says only
# whether every output was right. history_size=7 keeps enough of each thread's past accesses
# for the second stack of a report to be restored. With VD_TSAN_ANALYSE=1, TSan suppresses
# nothing: every report is written, and classified here by the rule of tsan.supp that would
# suppress it (to review the suppressions; the run then fails on the reports no rule covers).
supp="$top/tests/threads/tsan.supp"
analyse=${VD_TSAN_ANALYSE:-0}
export TSAN_OPTIONS="log_path=$work/reports/tsan:exitcode=0:history_size=7:second_deadlock_stack=1"
[ "$analyse" = 1 ] || TSAN_OPTIONS="$TSAN_OPTIONS:suppressions=$supp:print_suppressions=1"
# every emalloc() is a malloc() TSan sees (as in scripts/sanitized.sh); extensions stay mapped at
# exit so that a report printed then can still name their functions
export USE_ZEND_ALLOC=0 USE_TRACKED_ALLOC=1 ZEND_DONT_UNLOAD_MODULES=1

# Splits the report files of a configuration into one file per report, DIR/NNN; keeps what TSan
# printed at exit about the suppressions it applied in DIR/suppressed.
split_reports() { # DIR
	local n=0 f
	mkdir -p "$1"
	for f in "$work"/reports/tsan.*; do
		[ -e "$f" ] || continue
		awk -v dir="$1" -v base="$n" '
			/^WARNING: ThreadSanitizer:/ { i++; out = sprintf("%s/%03d", dir, base + i) }
			/^SUMMARY: ThreadSanitizer:/ { if (out) print > out; close(out); out = ""; next }
			/^ThreadSanitizer: Matched/ { sup = 1; next }
			sup && /^[0-9]+ / { print >> (dir "/suppressed"); next }
			{ sup = 0 }
			out { print > out }
			END { print i + 0 > (dir "/.count") }' "$f"
		n=$((n + $(cat "$1/.count")))
		mv "$f" "$1/"
	done
	rm -f "$1/.count"
}

# Where void_discard's code is in the report (stdin): "access" when one of the racing accesses
# is made by it (the first frame of an access's stack that is not a libc interceptor, such as
# memcpy, is the extension's), "caller" when it is only further down a stack (its compile hook
# calls PHP's compiler, for one), "no" otherwise. Its sources are compiled in WORK/ext.
ext_role() {
	awk -v ext="$work/ext/" '
		/^  [A-Z]/ { access = $0 ~ /(Read|Write|read|write) of size/; first = 1; next }
		/^ +#[0-9]+ / {
			mine = index($0, ext) || index($0, "void_discard.so")
			if (mine) role = role == "access" ? role : "caller"
			if (access && first && $3 != "<null>") { first = 0; if (mine) role = "access" }
			next }
		END { print role ? role : "no" }'
}

# "TYPE: FRAME | FRAME": the report's type and, for each of its first two stacks (the two
# accesses of a race), the first frame that is not a libc interceptor (memcpy and such)
signature() {
	awk '/^WARNING: ThreadSanitizer:/ { t = $0; sub(/^WARNING: ThreadSanitizer: /, "", t); sub(/ \(pid=.*/, "", t) }
		/^ +#[0-9]+ / { if (!in_stack) { n++; in_stack = 1; want = n <= 2 }
			if (want && $3 != "<null>") { loc = $3; sub(/.*\//, "", loc); s = s (n == 2 ? " | " : "") $2 " " loc; want = 0 }
			next }
		{ in_stack = 0 }
		END { print t ": " s }'
}

# The rule of tsan.supp that would suppress the report (stdin), as TSan applies them to a race:
# race:X when a frame of either access's stack names X (function, file or module), race_top:X
# when the first frame of one does; "-" for none.
rule_for() {
	awk -v rules="$(grep -vE '^(#|$)' "$supp")" '
		BEGIN { n = split(rules, r, "\n") }
		/^  [A-Z]/ { access = $0 ~ /(Read|Write|read|write) of size/; top = 1; next }
		/^ +#[0-9]+ / {
			if (access && !m) {
				for (i = 1; i <= n && !m; i++) {
					type = r[i]; sub(/:.*/, "", type); pat = r[i]; sub(/^[^:]*:/, "", pat)
					if ((type == "race" || (type == "race_top" && top)) && index($0, pat)) m = r[i]
				}
			}
			top = 0; next }
		END { print m ? m : "-" }'
}

for m in vm/off vm/shm compat/off compat/shm; do
	label=${m/\//-} dir="$work/reports-${m/\//-}"
	vd_opcache_args "${m#*/}" "$opcache" harness
	mkdir -p "$work/reports"
	"${run[@]}" "$work/harness" -e "$ext" -m "${m%/*}" "${vd_args[@]}" -t "$threads" -s "$seconds" tests/threads/cases \
		>"$work/threads-$label.log" 2>&1
	rc=$?
	split_reports "$dir"
	rmdir "$work/reports" 2>/dev/null
	# per report: rule, void_discard frame or not, signature
	n=0 ext_n=0 caller_n=0 unmatched=0
	: >"$dir/index"
	for f in "$dir"/[0-9][0-9][0-9]; do
		[ -e "$f" ] || continue
		n=$((n + 1)); e=$(ext_role <"$f")
		case $e in access) ext_n=$((ext_n + 1)) ;; caller) caller_n=$((caller_n + 1)) ;; esac
		r=$(rule_for <"$f")
		[ "$r" = - ] && unmatched=$((unmatched + 1))
		printf '%s\t%s\t%s\t%s\n' "$r" "$e" "$(signature <"$f")" "$f" >>"$dir/index"
	done
	summary=$(grep -E '^[0-9]+ threads x' "$work/threads-$label.log")
	per_thread=$(vd_harness_requests "$work/threads-$label.log" | sort -n | sed -n '1p;$p' | paste -sd '-')
	summary="$summary ($per_thread per thread)"
	if [ "$analyse" = 1 ]; then
		printf 'tsan threads %-11s %s; TSan reports, none suppressed: %d (void_discard makes the access in %d, is a caller in %d), %d no rule covers\n' \
			"$m" "${summary#*: }" "$n" "$ext_n" "$caller_n" "$unmatched"
		# per rule: how many reports, and where void_discard is in them
		awk -F '\t' '{ n[$1]++; e[$1 "," $2]++ } END { for (r in n) printf "    %-40s %4d reports; void_discard makes the access in %d, is a caller in %d\n", r, n[r], e[r ",access"], e[r ",caller"] }' "$dir/index" | sort
		# the reports in which void_discard makes the access, by kind
		awk -F '\t' '$2 == "access" { print "      " $1 ": " $3 }' "$dir/index" | sort | uniq -c
		bad=$unmatched
	else
		printf 'tsan threads %-11s %s; TSan reports: %d (void_discard makes the access in %d, is a caller in %d); suppressed: %s\n' \
			"$m" "${summary#*: }" "$n" "$ext_n" "$caller_n" "$(awk '{ s += $1; d = d (d ? ", " : "") $2 " " $1 } END { print s + 0 (s ? " (" d ")" : "") }' "$dir/suppressed" 2>/dev/null || echo 0)"
		bad=$n
	fi
	if [ "$rc" -eq 0 ] && [ "$bad" -eq 0 ] && [ -n "$summary" ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		[ "$rc" -ne 0 ] && { echo "tsan threads $m: the harness failed (status $rc)"; head -n 40 "$work/threads-$label.log"; }
		# one report of each kind no rule covers, named by its type and the first frame of its first two stacks
		awk -F '\t' -v all="$([ "$analyse" = 1 ] && echo 0 || echo 1)" 'all || $1 == "-" { n[$3]++; if (!($3 in f)) { f[$3] = $4; o[++k] = $3 } }
			END { for (i = 1; i <= k; i++) print n[o[i]] "\t" o[i] "\t" f[o[i]] }' "$dir/index" |
		while IFS="$(printf '\t')" read -r count sig f; do
			echo "--- $count x $sig, e.g. $f:"
			head -n 50 "$f"
		done | head -n 600
	fi
done
end=$(date +%s)
echo "tsan: times: PHP $((built - start)) s, threads $((end - built)) s (reports in $work/reports-*)"
vd_part tsan

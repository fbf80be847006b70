#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The census of docs/evidence.md: how often real PHP code iterates for keys alone. Every binary
# package of Debian bookworm (main) whose Contents list a .php file is downloaded (apt-get
# download, cached by version outside the clone), unpacked (dpkg -x; only its .php and .inc files
# are kept), and counted with tools/bin/void-discard-migrate --stats --json --ext=php,inc on Debian's
# PHP 8.2 with the extension built from this tree; benchmarks/census/count.php counts the same files
# one by one (for the distinct-file totals and the loops that bind a key), and
# benchmarks/census/report.php checks that they add up to the tool's own figures and writes the
# tables: RESULTS/census.{tsv,json,md}, and the part of docs/evidence.md between its census markers.
#   benchmarks/census/census.sh [--cache DIR] [--jobs N] [--timeout SECONDS] [--only "PACKAGE..."] [--no-doc]
# DIR: default $VD_CACHE/census (VD_CACHE: /var/cache/void-discard); RESULTS: DIR/results/ID, ID a
# hash of the tool's sources, so a second run with the same tool downloads, unpacks and counts
# nothing again. A package that cannot be downloaded or unpacked, or whose run crashes or times
# out, is recorded as such, and the census goes on. Runs as root (apt-get, the cache), niced: it
# shares the machine.
set -euo pipefail
export LC_ALL=C
top=$(cd "$(dirname "$0")/../.." && pwd)
. "$top/scripts/lib.sh"
cache=${VD_CACHE:-/var/cache/void-discard}/census
jobs=2 timeout=3600 only="" doc=$top/docs/evidence.md package=""
while [ $# -gt 0 ]; do
	case "$1" in
		--cache) cache=$2; shift 2 ;;
		--jobs) jobs=$2; shift 2 ;;
		--timeout) timeout=$2; shift 2 ;;
		--only) only=$2; shift 2 ;;
		--no-doc) doc=""; shift ;;
		--package) package=$2; shift 2 ;; # internal: one package's job (see below)
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
php=php8.2
memory=1G # a 1 MB file takes about 47 MB (docs/migration.md); some packages ship larger ones

# --- one package (run by xargs, $jobs at a time): unpack, count file by file, then the tool --------
if [ -n "$package" ]; then
	read -r name version deb <<<"$package"
	vesc=${version//:/%3a}
	root=$cache/roots/${name}_$vesc
	base=$CENSUS_RESULTS/${name}_$vesc
	[ ! -f "$base.status" ] || exit 0
	rm -f "$base".*
	if [ ! -f "$root.done" ]; then
		rm -rf "$root"
		if ! dpkg -x "$cache/debs/$deb" "$root" 2>"$base.unpack.err"; then
			echo "unpack failed: $(head -n 1 "$base.unpack.err")" >"$base.status"
			exit 0
		fi
		# the census reads .php and .inc files; links are not followed (they point into the system)
		find "$root" ! -type d ! -iname '*.php' ! -iname '*.inc' -delete
		find "$root" -mindepth 1 -type d -empty -delete
		touch "$root.done"
	fi
	rm -f "$base.unpack.err"
	mkdir -p "$root"
	phpx=(timeout -k 10 "$timeout" "$php" -n -d "memory_limit=$memory" -d "extension=$CENSUS_SO" -d extension=tokenizer)
	status=()
	# File by file; a file that kills PHP or runs past the timeout is recorded, and the count goes on
	# after it (count.php skips the files it has counted).
	for attempt in $(seq 1 20); do
		rc=0
		"${phpx[@]}" "$top/benchmarks/census/count.php" "$root" "$base.files.jsonl" 2>>"$base.files.err" || rc=$?
		[ "$rc" -ne 0 ] || break
		if [ ! -f "$base.files.jsonl.current" ] || [ "$attempt" -eq 20 ]; then
			status+=("file-by-file count failed (exit $rc)")
			break
		fi
		what="stopped PHP (exit $rc: $(tail -n 1 "$base.files.err"))"
		[ "$rc" -ne 124 ] || what="timed out after $timeout s"
		"$php" -n -r 'echo json_encode(["p" => $argv[1], "h" => null, "s" => (object) [], "crash" => $argv[2]],
			JSON_UNESCAPED_SLASHES), "\n";' "$(cat "$base.files.jsonl.current")" "$what" >>"$base.files.jsonl"
		rm -f "$base.files.jsonl.current"
	done
	# The tool itself over the package: exit 0, or 2 when some files could not be handled (counted)
	rc=0
	"${phpx[@]}" "$top/tools/bin/void-discard-migrate" --stats --json --ext=php,inc "$root" >"$base.tool.json" 2>"$base.tool.err" || rc=$?
	case $rc in
		0 | 2) ;;
		124) status+=("the tool timed out after $timeout s"); rm -f "$base.tool.json" ;;
		*) status+=("the tool stopped (exit $rc: $(grep -v 'symbolic link' "$base.tool.err" | tail -n 1))"); rm -f "$base.tool.json" ;;
	esac
	if [ ${#status[@]} -eq 0 ]; then
		echo ok >"$base.status"
	else
		(IFS=';'; echo "${status[*]}") >"$base.status"
	fi
	exit 0
fi

started=$(date +%s)
say() { echo "census: $*" >&2; }
vd_install php8.2-cli php8.2-dev gcc make dpkg >/dev/null
mkdir -p "$cache/index" "$cache/debs" "$cache/roots" "$cache/results"

# --- the archive's Contents, verified against the Release file apt has checked --------------------
release=$(ls /var/lib/apt/lists/*_dists_bookworm_InRelease 2>/dev/null | head -n 1 || true)
if [ -z "$release" ]; then
	vd_apt update >/dev/null
	release=$(ls /var/lib/apt/lists/*_dists_bookworm_InRelease | head -n 1)
fi
mirror=$(vd_mirror)
contents=()
for f in Contents-all.gz Contents-amd64.gz; do
	sha=$(awk -v f="main/$f" '/^SHA256:/ { s = 1; next } /^[^ ]/ { s = 0 } s && $3 == f { print $1 }' "$release")
	[ -n "$sha" ] || { say "main/$f is not in $release"; exit 1; }
	file=$cache/index/${sha:0:16}-$f
	if [ ! -f "$file" ]; then
		say "fetching main/$f"
		rm -f "$cache"/index/*-"$f"
		/usr/lib/apt/apt-helper download-file "$mirror/dists/bookworm/main/$f" "$file.partial" "SHA256:$sha" \
			>"$cache/index/fetch.log" 2>&1 || { tail -n 5 "$cache/index/fetch.log" >&2; exit 1; }
		mv "$file.partial" "$file"
	fi
	contents+=("$file")
done

# --- the packages: every one whose Contents list a .php file ---------------------------------------
# A Contents line is "PATH  SECTION/PACKAGE,SECTION/PACKAGE..." (a path may hold blanks).
list=$cache/index/php-packages-$(cat "${contents[@]}" | sha256sum | cut -c1-16).tsv
if [ ! -f "$list" ]; then
	zcat "${contents[@]}" | grep -iE '\.(php|inc)[[:space:]]' | awk '
		{
			owners = $NF
			path = substr($0, 1, length($0) - length(owners))
			sub(/[ \t]+$/, "", path)
			ext = tolower(path)
			sub(/.*\./, "", ext)
			n = split(owners, pkg, ",")
			for (i = 1; i <= n; i++) {
				sub(/.*\//, "", pkg[i])
				count[pkg[i], ext]++
				seen[pkg[i]] = 1
			}
		}
		END {
			for (p in seen) if (count[p, "php"]) print p "\t" count[p, "php"] "\t" count[p, "inc"] + 0
		}' | sort >"$list.tmp"
	mv "$list.tmp" "$list"
fi
names=$(cut -f1 "$list")
if [ -n "$only" ]; then
	names=$(printf '%s\n' $only | sort -u | join - <(echo "$names"))
fi
# apt's candidate of each (bookworm, bookworm-updates or bookworm-security): what apt-get download fetches
stanzas=$cache/index/packages.txt
apt-cache show --no-all-versions $names >"$stanzas" 2>"$cache/index/apt-cache.err" || true
jobs_list=$cache/index/jobs.txt
awk '/^Package: / { p = $2 } /^Version: / { v = $2 } /^Architecture: / { a = $2 } /^Size: / { s = $2 }
	/^$/ { if (p != "") { e = v; gsub(/:/, "%3a", e); print s, p, v, p "_" e "_" a ".deb" } p = "" }' "$stanzas" \
	| sort -k1,1nr | cut -d' ' -f2- >"$jobs_list"
missing_meta=$(comm -23 <(echo "$names" | sort) <(cut -d' ' -f1 "$jobs_list" | sort) | tr '\n' ' ')
say "$(wc -l <"$jobs_list") packages ship .php files${missing_meta:+ (not known to apt: $missing_meta)}"

# --- downloads: only what the cache lacks ----------------------------------------------------------
need=()
while read -r name version deb; do
	[ -f "$cache/debs/$deb" ] || need+=("$name=$version")
done <"$jobs_list"
if [ ${#need[@]} -gt 0 ]; then
	say "downloading ${#need[@]} packages"
	if ! (cd "$cache/debs" && printf '%s\n' "${need[@]}" | xargs -n 100 nice -n 10 apt-get download -q -o APT::Sandbox::User=root) \
			>"$cache/index/download.log" 2>&1; then
		# one by one, so that one package that cannot be fetched does not keep the others out
		for p in "${need[@]}"; do
			(cd "$cache/debs" && nice -n 10 apt-get download -q -o APT::Sandbox::User=root "$p") >>"$cache/index/download.log" 2>&1 || true
		done
	fi
fi
# older versions of the same packages go
while read -r name version deb; do
	for old in "$cache/debs/${name}"_*.deb "$cache/roots/${name}"_*; do
		case "$old" in
			"$cache/debs/$deb" | "$cache/roots/${name}_${version//:/%3a}" | "$cache/roots/${name}_${version//:/%3a}.done") ;;
			*) [ ! -e "$old" ] || rm -rf "$old" ;;
		esac
	done
done <"$jobs_list"

# --- the extension, and the results' directory for this tool ---------------------------------------
export CENSUS_SO
CENSUS_SO=$(nice -n 10 "$top/scripts/build.sh" "$cache/build" php-config8.2)
tool_id=$(cd "$top" && { find tools/bin tools/src -type f | sort | xargs cat; cat benchmarks/census/count.php benchmarks/census/census.inc void_discard.c \
	php_void_discard.h src/*.c src/*.h src/*.re; } | sha256sum | cut -c1-12)
export CENSUS_RESULTS=$cache/results/$tool_id
mkdir -p "$CENSUS_RESULTS"
while read -r name version deb; do
	[ -f "$cache/debs/$deb" ] || echo "download failed" >"$CENSUS_RESULTS/${name}_${version//:/%3a}.status"
done <"$jobs_list"

# --- the census: the biggest packages first, $jobs at a time ---------------------------------------
say "counting ($jobs jobs; results in $CENSUS_RESULTS)"
counted=$(date +%s)
nice -n 10 xargs -P "$jobs" -d '\n' -n 1 "$0" --cache "$cache" --timeout "$timeout" --package <"$jobs_list"
finished=$(date +%s)

# --- the tables --------------------------------------------------------------------------------------
# the day the last package was counted (a run that finds every package counted keeps the old date)
counted_on=$(date -u -r "$(ls -t "$CENSUS_RESULTS"/*.status | head -n 1)" +%F)
commit=$(git -C "$top" rev-parse --short HEAD)
dirty=false
[ -z "$(git -C "$top" status --porcelain -- bin src void_discard.c php_void_discard.h config.m4)" ] || dirty=true
"$php" -n -r 'echo json_encode([
	"debian" => $argv[1], "suite" => $argv[2], "date" => $argv[3], "php" => $argv[4], "commit" => $argv[5],
	"dirty" => $argv[6] === "true", "seconds" => (int) $argv[7], "count_seconds" => (int) $argv[8],
	"jobs" => (int) $argv[9]], JSON_PRETTY_PRINT), "\n";' \
	"$(sed -n 's/^Version: //p' "$release")" "$(sed -n 's/^Codename: //p' "$release")" "$counted_on" \
	"$("$php" -n -r 'echo PHP_VERSION;')" "$commit" "$dirty" "$((finished - started))" "$((finished - counted))" "$jobs" \
	>"$CENSUS_RESULTS/meta.json"
summary=$("$php" -n -d memory_limit=2G "$top/benchmarks/census/report.php" "$CENSUS_RESULTS" "$stanzas" "$CENSUS_RESULTS/meta.json")
if [ -n "$doc" ] && grep -q '^<!-- census:begin' "$doc" 2>/dev/null; then
	awk -v body="$CENSUS_RESULTS/census.md" '
		/^<!-- census:begin/ { print; while ((getline line < body) > 0) print line; skip = 1; next }
		/^<!-- census:end/ { skip = 0 }
		!skip' "$doc" >"$doc.tmp"
	mv "$doc.tmp" "$doc"
	say "tables written to $doc"
fi
say "$summary"
say "done in $((finished - started)) s (counting: $((finished - counted)) s); results in $CENSUS_RESULTS"

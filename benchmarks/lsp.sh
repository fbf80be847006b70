#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What void-discard-lsp costs a language server (intelephense), measured in one run:
#   - a keystroke in a 2 000-line file with discards (benchmarks/lsp/keystroke.php): forwarded with
#     the view patched, and the view made again when the typing stops;
#   - indexing a real tree: Debian bookworm's symfony source (src/Symfony, every component with its
#     tests), migrated with `void-discard-migrate --write --risky`, through the proxy, against
#     intelephense alone on the same tree unmigrated; ROUNDS rounds (default 3), interleaved, each
#     from an empty intelephense cache; through the proxy twice a round: cold (its view cache,
#     Lsp\ViewCache, emptied: a first start) and warm (the cache the cold run left: a start after
#     one); from `initialize` to intelephense's `indexingEnded`, in wall-clock time (what a user
#     waits for), with the medians' ratios.
#   benchmarks/lsp.sh [--rounds N] EXT
# EXT: void_discard.so for Debian's PHP 8.2 (the migration runs on it; the proxy runs without it,
# as `php -n -d extension=tokenizer`, the way a CLI without Xdebug runs).
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
rounds=3
if [ "${1:-}" = --rounds ]; then
	rounds=$2
	shift 2
fi
ext=$(cd "$(dirname "${1:?usage: benchmarks/lsp.sh [--rounds N] EXT}")" && pwd)/$(basename "$1")
php=php8.2
work=$(mktemp -d /tmp/vd-lsp-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
cache=${VD_CACHE:-/var/cache/void-discard}/migrate-src

vd_install dpkg-dev php8.2-cli >/dev/null || { echo "cannot install ${vd_missing[*]}"; exit 1; }
vd_npm_install "$work/npm.log" "$vd_intelephense_pin" || exit 1
intelephense=$vd_node_modules/intelephense/lib/intelephense.js

"$php" -n -d extension=tokenizer "$top/benchmarks/lsp/keystroke.php" 2000 200

# the symfony source, as scripts/migrate-check.sh fetches it (the same cache)
if ! ls "$cache"/dl/symfony_*.dsc >/dev/null 2>&1; then
	mkdir -p "$cache/dl"
	{ vd_apt_src "$cache/apt" && apt-get "${vd_apt_opts[@]}" update -q \
		&& (cd "$cache/dl" && apt-get "${vd_apt_opts[@]}" source --download-only symfony/bookworm); } >"$work/fetch.log" 2>&1 \
		|| { tail -n 5 "$work/fetch.log"; echo "apt-get source symfony/bookworm failed"; exit 1; }
fi
(cd "$work" && dpkg-source -x "$cache"/dl/symfony_*.dsc stock) >"$work/extract.log" 2>&1 || { tail -n 5 "$work/extract.log"; exit 1; }
cp -a "$work/stock" "$work/migrated"
summary=$(cd "$work/migrated" && "$php" -n -d extension=tokenizer -d "extension=$ext" -d memory_limit=-1 \
	"$top/tools/bin/void-discard-migrate" --write --risky src/Symfony 2>/dev/null | tail -n 1)
files=$(find "$work/stock/src/Symfony" -name '*.php' | wc -l)
echo "symfony $(sed -n 's/^Version: //p' "$cache"/dl/symfony_*.dsc): $files PHP files; void-discard-migrate --write --risky: $summary"

index() { # NAME ROOT COMMAND...: one round's indexing time in ms
	local name=$1 root=$2 ms
	shift 2
	rm -rf "$work/storage"
	ms=$(node "$top/benchmarks/lsp/index.mjs" "$root/src/Symfony" "$work/storage" -- "$@" 2>>"$work/$name.err") \
		|| { echo "$name: failed"; tail -n 5 "$work/$name.err"; exit 1; }
	echo "$ms" >>"$work/$name.ms"
}
for round in $(seq "$rounds"); do
	index alone "$work/stock" node "$intelephense" --stdio
	rm -rf "$work/cache"
	index proxy "$work/migrated" env XDG_CACHE_HOME="$work/cache" "$php" -n -d extension=tokenizer "$top/tools/bin/void-discard-lsp" -- node "$intelephense" --stdio
	index warm "$work/migrated" env XDG_CACHE_HOME="$work/cache" "$php" -n -d extension=tokenizer "$top/tools/bin/void-discard-lsp" -- node "$intelephense" --stdio
	echo "round $round (load $(cut -d ' ' -f 1 /proc/loadavg)): intelephense alone on the stock tree $(tail -n 1 "$work/alone.ms") ms, through void-discard-lsp on the migrated tree $(tail -n 1 "$work/proxy.ms") ms cold, $(tail -n 1 "$work/warm.ms") ms warm"
done
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
alone=$(median "$work/alone.ms")
proxy=$(median "$work/proxy.ms")
warm=$(median "$work/warm.ms")
awk -v a="$alone" -v p="$proxy" -v w="$warm" -v n="$rounds" 'BEGIN { printf "indexing, median of %d: alone %.0f ms, through the proxy %.0f ms cold (%.3fx), %.0f ms warm (%.3fx)\n", n, a, p, p / a, w, w / a }'

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What PHPStan and Rector pay for reading discards (docs/tools.md): the Twig and Symfony paths
# scripts/migrate-check.sh migrates, as Debian ships them and migrated (`--write --risky`), each
# analysed by PHPStan 1.12 (level 6, the migrated paths' changed files analysed, both trees on the
# scan path) and processed by Rector 1.2 (--dry-run, dead-code and code-quality sets), both through
# tools/ (extension.neon, config/rector.php) with PHP 8.2 and the extension enabled. Each run starts
# with its caches cleared; the two trees alternate, ROUNDS rounds. Prints each tool's median CPU time
# (user + system, the workers included: steadier than the wall clock on a shared machine), wall
# time and peak memory (the largest process), migrated / original.
#   benchmarks/analysers.sh WORK EXT [ROUNDS]
# WORK: the directory scripts/migrate-check.sh WORK EXT ran in (its migrate/orig, migrate/migrated).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
base=$(cd "${1:?usage: analysers.sh WORK EXT [ROUNDS]}" && pwd)
ext=$(cd "$(dirname "${2:?usage: analysers.sh WORK EXT [ROUNDS]}")" && pwd)/$(basename "$2")
rounds=${3:-3}
migrate=$base/migrate
work=$base/analysers-bench
[ -f "$migrate/logs/symfony-changed" ] || { echo "run scripts/migrate-check.sh $base $2 first" >&2; exit 2; }
vd_install time >/dev/null
rector=$(vd_rector)
rm -rf "$work" && mkdir -p "$work"
for e in ctype dom iconv mbstring phar posix simplexml tokenizer xml xmlwriter; do echo "extension = $e"; done >"$work/php.ini"
{ echo "memory_limit = -1"; echo "extension = $ext"; } >>"$work/php.ini"
php=(env PHPRC="$work/php.ini" PHP_INI_SCAN_DIR= php8.2)

for tree in orig migrated; do
	src=$migrate/$tree
	{
		printf 'includes:\n    - %s\nparameters:\n    level: 6\n    tmpDir: %s\n    paths:\n' "$top/tools/extension.neon" "$work/tmp-$tree"
		for project in twig symfony; do sed "s|^|        - $src/$project/|" "$migrate/logs/$project-changed"; done
		printf '    scanDirectories:\n        - %s\n        - %s\n        - /usr/share/php/Psr\n        - /usr/share/php/Doctrine\n' \
			"$src/twig/src" "$src/symfony/src"
	} >"$work/phpstan-$tree.neon"
	{
		echo "<?php"
		echo "return Rector\Config\RectorConfig::configure()"
		echo "    ->withPaths(array_merge("
		for project in twig symfony; do
			echo "        array_map(fn(\$f) => '$src/$project/' . \$f, file('$migrate/logs/$project-files', FILE_IGNORE_NEW_LINES)),"
		done
		echo "    ))"
		echo "    ->withCache('$work/rector-cache-$tree')"
		echo "    ->withAutoloadPaths(['$src/twig/src', '$src/symfony/src', '/usr/share/php/Psr', '/usr/share/php/Doctrine'])"
		echo "    ->withSets([Rector\Set\ValueObject\SetList::DEAD_CODE, Rector\Set\ValueObject\SetList::CODE_QUALITY, '$top/tools/config/rector.php']);"
	} >"$work/rector-$tree.php"
done

# measure TOOL TREE: one run, its caches cleared; appends "cpu wall maxrss" to $work/TOOL-TREE.times
measure() {
	local tool=$1 tree=$2
	rm -rf "$work/tmp-$tree" "$work/rector-cache-$tree"
	if [ "$tool" = phpstan ]; then
		/usr/bin/time -f '%U %S %e %M' -o "$work/time" "${php[@]}" "$top/scripts/vendor/phpstan/phpstan.phar" analyse \
			--no-progress -c "$work/phpstan-$tree.neon" >/dev/null 2>&1 || true
	else
		(cd "$migrate/$tree" && /usr/bin/time -f '%U %S %e %M' -o "$work/time" "${php[@]}" "$rector" process --dry-run \
			--config "$work/rector-$tree.php" --no-progress-bar >/dev/null 2>&1) || true
	fi
	tail -n 1 "$work/time" | awk '{ print $1 + $2, $3, $4 }' >>"$work/$tool-$tree.times"
}
for ((r = 0; r < rounds; r++)); do
	for tool in phpstan rector; do
		if [ $((r % 2)) -eq 0 ]; then order="orig migrated"; else order="migrated orig"; fi
		for tree in $order; do measure "$tool" "$tree"; done
	done
done
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for tool in phpstan rector; do
	for i in 1 2 3; do
		o=$(cut -d' ' -f"$i" "$work/$tool-orig.times" | median)
		m=$(cut -d' ' -f"$i" "$work/$tool-migrated.times" | median)
		awk -v t="$tool" -v i="$i" -v o="$o" -v m="$m" -v r="$rounds" 'BEGIN {
			split("CPU time (s)|wall time (s)|peak memory (MB)", what, "|")
			if (i == 3) { o /= 1024; m /= 1024 }
			printf "%-8s %-17s median of %d: original %8.1f  migrated %8.1f  %.3fx\n", t, what[i], r, o, m, m / o }'
	done
done

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# PHPStan and Rector on code that uses discards, through tools/ (the companion package: PHPStan's
# extension.neon, Rector's config/rector.php), with Debian's PHP 8.2. The tools are the releases in
# scripts/vendor (PHPStan 1.12.18's phar; Rector 1.2.10, unpacked into the cache). Checks:
#   - every test and example program that uses discards: PHPStan (level 6) with tools/extension.neon
#     on a PHP without the extension reports what it reports on the same programs lowered by the
#     extension (what tools/bin/void-discard-lower writes: their stock twins), file by file and line by
#     line, with no parse error, less what a discarded parameter causes on the twin, where it is a
#     named one (`$__void_<position>`: "has parameter … with no type specified", an unused
#     constructor parameter); the same with the extension loaded; and nothing on the lowered
#     programs is about the lowering (`$__void`, a side of `||` or `or` always false, as
#     `false or f()` was);
#   - Rector (its dead-code and code-quality sets, tools/'s set after them) over the same programs and
#     over their lowered forms (the stock twins): the same files processed (Rector 1.2 cannot process
#     some stock code in either spelling), and each processed program, lowered, is its processed
#     twin, lowered: every discard kept where the twin keeps its variable or hole, the same code run
#     (the programs Rector treats apart from their twins by design are listed with the reason in
#     scripts/analysers-check.php);
#   - tests/migrate/app (a namespaced sample application with PHPDoc on the parameters and loop
#     values the migration discards), before and after void-discard-migrate --risky: PHPStan at
#     level max with tools/extension.neon gives the same findings, line by line (the migration
#     removes the `@param` and `@var` tags that named them);
#   - after scripts/migrate-check.sh WORK EXT, the Twig and Symfony files it migrated, with the rest
#     of both trees on PHPStan's scan path: the original files (extension loaded) and the migrated ones
#     (PHP without the extension: the PHP reading alone) give the same findings, file by file and line
#     by line; so do the migrated files lowered by tools/bin/void-discard-lower, without tools/. PHPStan's
#     time and peak memory on the two are printed (a benchmark figure, not a check);
#   - Rector with tools/'s rule alone (ForeachValueToVoidRector, risky: true) over the original paths
#     writes `void` in exactly the foreach loops `void-discard-migrate --risky` wrote;
#   - tests/tools/analysers/: holes in nested destructuring get only the real error (tools/ keys the
#     pattern for PHPStan 1.12, which misreads holes); a syntax error after discards is reported by
#     PHPStan and by Rector as on its stock twin; a discard by reference is a syntax error at its line.
# (Rector's sets over the migrated trees and the suites after it: scripts/migrate-check.sh.)
# Prints one "ok"/"FAIL" line per check, then "analysers: N passed, N failed".
#   scripts/analysers-check.sh WORK EXT        (EXT: void_discard.so built for Debian's PHP 8.2)
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
base=$(mkdir -p "${1:?usage: analysers-check.sh WORK EXT}" && cd "$1" && pwd)
ext=$(cd "$(dirname "${2:?usage: analysers-check.sh WORK EXT}")" && pwd)/$(basename "$2")
work=$base/analysers
php=php8.2
passed=0 failed=0
phpstan=$top/scripts/vendor/phpstan/phpstan.phar
check=("$php" -n -d extension=tokenizer "$top/scripts/analysers-check.php")
check_void=("$php" -n -d extension=tokenizer -d "extension=$ext" "$top/scripts/analysers-check.php")

vd_install php8.2-mbstring php8.2-xml time >/dev/null || { vd_nok "install ${vd_missing[*]}"; vd_part analysers; exit 1; }
rector=$(vd_rector) || vd_abort analysers "Rector: scripts/vendor/rector/rector.tar.xz could not be unpacked"
rm -rf "$work"
mkdir -p "$work"
# The tools' php.ini, without and with the extension (a file, as a team enables it; no scan directory)
for e in ctype dom iconv mbstring phar posix simplexml tokenizer xml xmlwriter; do
	echo "extension = $e"
done >"$work/stock.ini"
echo "memory_limit = -1" >>"$work/stock.ini"
{ cat "$work/stock.ini"; echo "extension = $ext"; } >"$work/void.ini"
stock_php=(env PHPRC="$work/stock.ini" PHP_INI_SCAN_DIR= "$php")
void_php=(env PHPRC="$work/void.ini" PHP_INI_SCAN_DIR= "$php")
for tool in "$phpstan" "$rector"; do
	if version=$("${stock_php[@]}" "$tool" --version 2>&1); then
		echo "      analysers: $version"
	else
		vd_abort analysers "$tool does not run: $version"
	fi
done

# neon NAME LEVEL INCLUDE PATHS-FILE [SCAN-DIR...]: a PHPStan configuration in $work/NAME.neon
neon() {
	local name=$1 level=$2 include=$3 paths=$4 dir
	shift 4
	{
		[ "$include" = yes ] && printf 'includes:\n    - %s\n' "$top/tools/extension.neon"
		printf 'parameters:\n    level: %s\n    tmpDir: %s\n    paths:\n' "$level" "$work/tmp-$name"
		sed 's/^/        - /' "$paths"
		if [ $# -gt 0 ]; then
			echo "    scanDirectories:"
			for dir in "$@"; do echo "        - $dir"; done
		fi
	} >"$work/$name.neon"
}
# phpstan NAME PHP...: analyses with $work/NAME.neon; the JSON report in $work/NAME.json, time and
# peak memory in $work/NAME.time; false when PHPStan could not report (exit 0 or 1: findings)
run_phpstan() {
	local name=$1 status
	shift
	/usr/bin/time -f '%e %M' -o "$work/$name.time" "$@" "$phpstan" analyse --no-progress --error-format=json \
		-c "$work/$name.neon" >"$work/$name.json" 2>"$work/$name.err"
	status=$?
	[ "$status" -le 1 ] && [ -s "$work/$name.json" ] || { tail -n 5 "$work/$name.err"; return 1; }
}

# --- the programs that use discards -------------------------------------------------------------
if "${check_void[@]}" programs "$work/programs/void" "$work/programs/lowered" >"$work/programs.log"; then
	echo "      analysers: $(cat "$work/programs.log") (tests' --FILE-- sections and examples/)"
	find "$work/programs/void" -name '*.php' | sort >"$work/programs-void.list"
	find "$work/programs/lowered" -name '*.php' | sort >"$work/programs-lowered.list"
	# the extension's own functions and constants from the package's IDE stub, as a team's
	# configuration names it: with the extension loaded PHPStan knows them anyway
	neon programs-void 6 yes "$work/programs-void.list" "$top/tools/stubs"
	neon programs-lowered 6 yes "$work/programs-lowered.list" "$top/tools/stubs"	# (tools/'s fix of PHPStan's reading of holes)
	if run_phpstan programs-void "${stock_php[@]}" && run_phpstan programs-lowered "${stock_php[@]}" \
			&& "${check[@]}" phpstan "$work/programs-lowered.json" "$work/programs/lowered" \
				"$work/programs-void.json" "$work/programs/void" "$work/programs/void" >"$work/programs.cmp"; then
		vd_ok "PHPStan with tools/extension.neon, PHP without the extension, reads every program as its lowered form, less what a discarded parameter causes there: $(tail -n 1 "$work/programs.cmp")"
	else
		vd_nok "PHPStan on the programs that use discards:"; cat "$work/programs.cmp" 2>/dev/null
	fi
	# the same, PHPStan running on a PHP with the extension loaded (a team's CI image)
	cp "$work/programs-void.neon" "$work/programs-void-ext.neon" && sed -i "s|tmp-programs-void|tmp-programs-void-ext|" "$work/programs-void-ext.neon"
	if run_phpstan programs-void-ext "${void_php[@]}" \
			&& "${check[@]}" phpstan "$work/programs-void.json" "$work/programs/void" \
				"$work/programs-void-ext.json" "$work/programs/void" >"$work/programs-ext.cmp"; then
		vd_ok "PHPStan with tools/extension.neon reports the same on the programs with the extension loaded: $(tail -n 1 "$work/programs-ext.cmp")"
	else
		vd_nok "PHPStan on the programs, with the extension loaded against without:"; cat "$work/programs-ext.cmp" 2>/dev/null
	fi
	if "${check[@]}" lowering "$work/programs-lowered.json" "$work/programs/lowered" "$work/programs/void" >"$work/lowering-findings.log"; then
		vd_ok "PHPStan reports nothing about the lowering on the lowered programs (no \$__void, no side of || always false): $(tail -n 1 "$work/lowering-findings.log")"
	else
		vd_nok "PHPStan on the lowered programs (nothing at all proves nothing):"; head -n 6 "$work/lowering-findings.log"
	fi
else
	vd_nok "the programs that use discards: $(cat "$work/programs.log")"
fi

# Rector over the same programs, and over their lowered forms (the stock twins): every file processed,
# every discard kept; a program that prints differently once processed is one whose twin does too
# (a change of Rector's own, in both spellings)
rector_dir() { # NAME DIR: a copy of DIR in $work/NAME, processed by Rector; its report in NAME.json
	rm -rf "$work/$1" && cp -a "$2" "$work/$1"
	{
		echo "<?php"
		echo "return Rector\Config\RectorConfig::configure()->withPaths(['$work/$1'])"
		echo "    ->withSets([Rector\Set\ValueObject\SetList::DEAD_CODE, Rector\Set\ValueObject\SetList::CODE_QUALITY, '$top/tools/config/rector.php']);"
	} >"$work/$1.php"
	(cd "$work/$1" && "${void_php[@]}" "$rector" process --config "$work/$1.php" --no-progress-bar --output-format=json \
		>"$work/$1.json" 2>"$work/$1.err")
}
if [ -d "$work/programs/void" ]; then
	rector_dir rector-void "$work/programs/void"
	rector_dir rector-lowered "$work/programs/lowered"
	if "${check_void[@]}" rector-twins "$work/rector-void" "$work/rector-lowered" "$work/rector-void.json" \
			"$work/rector-lowered.json" >"$work/rector-programs.cmp"; then
		vd_ok "Rector with tools/'s set over the programs and over their stock twins: $(tail -n 1 "$work/rector-programs.cmp")"
	else
		vd_nok "Rector over the programs and their stock twins:"; cat "$work/rector-programs.cmp"; tail -n 3 "$work/rector-void.err"
	fi
fi

# --- a sample application, migrated with --risky: PHPStan at level max finds nothing new ----------
# tests/migrate/app: a namespaced application whose parameters and loop values carry PHPDoc
# (`@param array<string, mixed> $payload`, `@phpstan-param`, a `/** @var T $v */` before a loop);
# void-discard-migrate --risky writes void there and removes the tags that named them
rm -rf "$work/app-orig" "$work/app-migrated"
cp -a "$top/tests/migrate/app" "$work/app-orig" && cp -a "$top/tests/migrate/app" "$work/app-migrated"
if (cd "$work/app-migrated" && "$php" -n -d extension=tokenizer -d "extension=$ext" "$top/tools/bin/void-discard-migrate" \
		--write --risky src >"$work/app-migrate.log" 2>&1); then
	for tree in orig migrated; do
		find "$work/app-$tree/src" -name '*.php' | sort >"$work/app-$tree.list"
		neon "app-$tree" max yes "$work/app-$tree.list"
	done
	if run_phpstan app-orig "${stock_php[@]}" && run_phpstan app-migrated "${stock_php[@]}" \
			&& "${check[@]}" phpstan "$work/app-orig.json" "$work/app-orig" "$work/app-migrated.json" "$work/app-migrated" \
				>"$work/app.cmp"; then
		vd_ok "PHPStan at level max, tests/migrate/app before and after void-discard-migrate --risky ($(tail -n 1 "$work/app-migrate.log")): $(tail -n 1 "$work/app.cmp")"
	else
		vd_nok "PHPStan at level max, tests/migrate/app before and after void-discard-migrate --risky:"; cat "$work/app.cmp" 2>/dev/null
	fi
else
	vd_nok "void-discard-migrate --write --risky over tests/migrate/app: $(tail -n 3 "$work/app-migrate.log")"
fi

# --- Twig and Symfony: the files scripts/migrate-check.sh migrated ------------------------------------
migrate=$base/migrate
if [ -f "$migrate/logs/twig-changed" ] && [ -f "$migrate/logs/symfony-changed" ]; then
	for tree in orig migrated lowered; do
		src=$migrate/$tree
		if [ "$tree" = lowered ]; then
			src=$work/lowered
			rm -rf "$src" && cp -a "$migrate/migrated" "$src"
			for project in twig symfony; do
				while read -r file; do
					"$php" -n -d "extension=$ext" "$top/tools/bin/void-discard-lower" "$migrate/migrated/$project/$file" >"$src/$project/$file" \
						|| vd_nok "void-discard-lower $project/$file"
				done <"$migrate/logs/$project-changed"
			done
		fi
		for project in twig symfony; do sed "s|^|$src/$project/|" "$migrate/logs/$project-changed"; done >"$work/trees-$tree.list"
		neon "trees-$tree" 6 "$([ "$tree" = lowered ] && echo no || echo yes)" "$work/trees-$tree.list" \
			"$src/twig/src" "$src/symfony/src" /usr/share/php/Psr /usr/share/php/Doctrine
	done
	files=$(wc -l <"$work/trees-orig.list")
	if run_phpstan trees-orig "${void_php[@]}" && run_phpstan trees-migrated "${stock_php[@]}" \
			&& "${check[@]}" phpstan "$work/trees-orig.json" "$migrate/orig" "$work/trees-migrated.json" "$migrate/migrated" --discarded-parameters \
				>"$work/trees.cmp"; then
		vd_ok "PHPStan, the $files migrated Twig and Symfony files against the originals: $(tail -n 1 "$work/trees.cmp")"
	else
		vd_nok "PHPStan, the migrated Twig and Symfony files against the originals:"; cat "$work/trees.cmp" 2>/dev/null
	fi
	if run_phpstan trees-lowered "${stock_php[@]}" \
			&& "${check[@]}" phpstan "$work/trees-orig.json" "$migrate/orig" "$work/trees-lowered.json" "$work/lowered" --discarded-parameters \
				>"$work/trees-lowered.cmp"; then
		vd_ok "PHPStan, the migrated files lowered by void-discard-lower against the originals: $(tail -n 1 "$work/trees-lowered.cmp")"
	else
		vd_nok "PHPStan, the lowered migrated files against the originals:"; cat "$work/trees-lowered.cmp" 2>/dev/null
	fi
	read -r t0 m0 < <(tail -n 1 "$work/trees-orig.time")	# after "Command exited with non-zero status 1"
	read -r t1 m1 < <(tail -n 1 "$work/trees-migrated.time")
	awk -v t0="$t0" -v t1="$t1" -v m0="$m0" -v m1="$m1" 'BEGIN { printf "      analysers: PHPStan on the migrated files / the originals: time %.1f / %.1f s (%.3fx), peak memory %d / %d MB (%.3fx)\n", t1, t0, t1 / t0, m1 / 1024, m0 / 1024, m1 / m0 }'

	# Rector's rule alone, risky, over the original paths: the loops void-discard-migrate --risky wrote.
	# Rector processes the files that hold the word foreach (any case), 295 of 1 002: the rule visits
	# foreach statements only and decides each from its own file's source (migrate_file()), so the
	# others cannot change; the comparison below still reads every file.
	rm -rf "$work/rule" && cp -a "$migrate/orig" "$work/rule"
	for project in twig symfony; do
		(cd "$work/rule/$project" && xargs -r grep -il foreach <"$migrate/logs/$project-files") >"$work/rule-$project-files"
	done
	{
		echo "<?php"
		echo "require_once '$top/tools/autoload.php';"
		echo "return Rector\Config\RectorConfig::configure()"
		echo "    ->withPaths(array_merge("
		for project in twig symfony; do
			echo "        array_map(fn(\$f) => '$work/rule/$project/' . \$f, file('$work/rule-$project-files', FILE_IGNORE_NEW_LINES)),"
		done
		echo "    ))"
		echo "    ->withAutoloadPaths(['$work/rule/twig/src', '$work/rule/symfony/src', '/usr/share/php/Psr', '/usr/share/php/Doctrine'])"
		echo "    ->withPHPStanConfigs(['$top/tools/rector.neon'])"
		echo "    ->withConfiguredRule(VoidDiscard\Tools\Rector\ForeachValueToVoidRector::class, ['risky' => true]);"
	} >"$work/rule.php"
	for project in twig symfony; do sed "s|^|$project/|" "$migrate/logs/$project-files"; done >"$work/rule.list"
	(cd "$work/rule" && "${void_php[@]}" "$rector" process --config "$work/rule.php" --no-progress-bar --output-format=json \
		>"$work/rule.json" 2>"$work/rule.err")
	if "${check[@]}" rector-totals "$work/rule.json" >"$work/rule.totals" \
			&& "${check[@]}" loops "$work/rule" "$migrate/migrated" "$work/rule.list" >"$work/rule.cmp"; then
		vd_ok "Rector's ForeachValueToVoidRector (risky) writes void where void-discard-migrate --risky does: $(tail -n 1 "$work/rule.cmp")"
	else
		vd_nok "Rector's ForeachValueToVoidRector against void-discard-migrate --risky:"; cat "$work/rule.totals" "$work/rule.cmp" 2>/dev/null; tail -n 3 "$work/rule.err"
	fi
else
	echo "      analysers: Twig and Symfony not checked: scripts/migrate-check.sh did not run in $base (--no-migrate)"
fi

# --- bad input ----------------------------------------------------------------------------------------
fixtures=$top/tests/tools/analysers
for spelling in void stock; do
	echo "$fixtures/$spelling/syntax.php" >"$work/bad-$spelling.list"
	neon "bad-$spelling" 6 "$([ "$spelling" = void ] && echo yes || echo no)" "$work/bad-$spelling.list"
	run_phpstan "bad-$spelling" "${stock_php[@]}" >/dev/null
done
if "${check[@]}" phpstan "$work/bad-stock.json" "$fixtures/stock" "$work/bad-void.json" "$fixtures/void" >"$work/bad.cmp" \
		&& grep -q 'Syntax error' "$work/bad-void.json"; then
	vd_ok "PHPStan: a syntax error after discards is reported as on the stock twin ($(grep -o '"message":"Syntax error[^"]*","line":[0-9]*' "$work/bad-void.json" | head -n 1))"
else
	vd_nok "PHPStan: a syntax error after discards:"; cat "$work/bad.cmp"
fi
echo "$fixtures/void/holes.php" >"$work/holes.list"
neon holes 6 yes "$work/holes.list"
if run_phpstan holes "${stock_php[@]}" >/dev/null \
		&& [ "$(grep -o '"message":"[^"]*","line":[0-9]*' "$work/holes.json")" = '"message":"Offset 2 does not exist on array{int, string}.","line":13' ]; then
	vd_ok "PHPStan: holes in nested destructuring give only the real error (not PHPStan 1.12's misreading of holes)"
else
	vd_nok "PHPStan: holes in nested destructuring:"; head -c 600 "$work/holes.json"
fi
echo "$fixtures/void/byref.php" >"$work/byref.list"
neon byref 6 yes "$work/byref.list"
if run_phpstan byref "${stock_php[@]}" >/dev/null && grep -q '"message":"Syntax error[^"]*","line":5' "$work/byref.json"; then
	vd_ok "PHPStan: a discard by reference is a syntax error at its line"
else
	vd_nok "PHPStan: a discard by reference:"; head -c 600 "$work/byref.json"
fi
for spelling in void stock; do
	mkdir -p "$work/bad-rector-$spelling" && cp "$fixtures/$spelling/syntax.php" "$work/bad-rector-$spelling/"
	{
		echo "<?php"
		echo "return Rector\Config\RectorConfig::configure()->withPaths(['$work/bad-rector-$spelling'])"
		echo "    ->withSets([Rector\Set\ValueObject\SetList::DEAD_CODE, Rector\Set\ValueObject\SetList::CODE_QUALITY$([ "$spelling" = void ] && echo ", '$top/tools/config/rector.php'")]);"
	} >"$work/bad-rector-$spelling.php"
	(cd "$work/bad-rector-$spelling" && "${void_php[@]}" "$rector" process --dry-run --config "$work/bad-rector-$spelling.php" \
		--no-progress-bar --output-format=json 2>&1 | sed "s|$work/bad-rector-$spelling/||g" >"$work/bad-rector-$spelling.json")
done
if cmp -s "$work/bad-rector-void.json" "$work/bad-rector-stock.json" && grep -q 'Syntax error' "$work/bad-rector-void.json"; then
	vd_ok "Rector: a syntax error after discards is reported as on the stock twin"
else
	vd_nok "Rector: a syntax error after discards:"; diff "$work/bad-rector-stock.json" "$work/bad-rector-void.json" | head -n 10
fi
vd_part analysers

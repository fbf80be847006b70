# SPDX-License-Identifier: MIT
# Sourced by scripts/migrate-check.sh, after the suites ran: what a team that drops `void` does, and
# what the two commands do with a folder they cannot read, on the trees that check made.
#   - the way back: the migrated tree (Twig and the Symfony components, --risky), lowered in place
#     by `void-discard-lower --write` on a PHP without the extension (through the package's reading;
#     --diff first, the dry run, must name the same files --write then writes), has no discard left
#     (--check exits 0), every file of the migrated paths lints with `php -n -l`, and Twig's suite,
#     run on stock PHP without the extension, gives what it gives on the stock tree, test by test;
#   - a folder that cannot be read, for real: as a user that cannot read it (nobody, where the check
#     runs as root, who reads everything), lower --check, migrate's dry run and --stats report it as
#     `NAME: DIR: cannot be read (Permission denied): …`, handle every other file, and exit 2.
# Uses migrate-check.sh's work, php, ext, top, phpx, lower_cli, migrate_cli, twig_paths,
# symfony_paths, run_suite, compare, suite_php and the vd_ok/vd_nok counters.

way_back_started=$(date +%s)
stock_php=(env PHPRC="$work/php-stock.ini" PHP_INI_SCAN_DIR= "$php")
grep -v void_discard "$work/php.ini" >"$work/php-stock.ini"
cp -a "$work/migrated" "$work/lowered"
lower_stock=("$php" -n -d extension=tokenizer "$lower_cli")
for project in twig symfony; do
	declare -n paths=${project}_paths
	root=$work/lowered/$project
	(cd "$root" && "${lower_stock[@]}" --diff "${paths[@]}" >"$work/logs/$project-lower.diff" 2>"$work/logs/$project-lower-diff.err")
	diff_status=$?
	(cd "$root" && "${lower_stock[@]}" --write "${paths[@]}" >"$work/logs/$project-lower.out" 2>"$work/logs/$project-lower.err")
	write_status=$?
	# the files --diff names are those the migration changed, and --write writes as many
	sed -n 's|^--- a/||p' "$work/logs/$project-lower.diff" | sort >"$work/logs/$project-lower.files"
	written=$(sed -n 's/^\([0-9]*\) files\{0,1\}, .*/\1/p' "$work/logs/$project-lower.out")
	if [ "$diff_status" -eq 0 ] && [ "$write_status" -eq 0 ] && ! [ -s "$work/logs/$project-lower.err" ] \
			&& sort "$work/logs/$project-changed" | cmp -s - "$work/logs/$project-lower.files" \
			&& [ "$written" = "$(wc -l <"$work/logs/$project-changed")" ] \
			&& (cd "$root" && "${lower_stock[@]}" --check "${paths[@]}" >/dev/null 2>&1); then
		vd_ok "$project: the way back, void-discard-lower --write without the extension: $(cat "$work/logs/$project-lower.out"), the files --diff listed; --check finds no discard left"
	else
		vd_nok "$project: the way back, void-discard-lower --diff (exit $diff_status) / --write (exit $write_status): $(cat "$work/logs/$project-lower.out")"
		head -n 5 "$work/logs/$project-lower-diff.err" "$work/logs/$project-lower.err"
	fi
	(cd "$root" && find "${paths[@]}" -name '*.php' -type f -print0 | xargs -0 -n 1 -P 2 "$php" -n -l) \
		>"$work/logs/$project-lower-lint.log" 2>&1
	not_linted=$(grep -vc '^No syntax errors detected' "$work/logs/$project-lower-lint.log")
	if [ "$not_linted" -eq 0 ]; then
		vd_ok "$project: every file of the lowered tree ($(wc -l <"$work/logs/$project-lower-lint.log")) lints with php -n -l"
	else
		vd_nok "$project: $not_linted lines of php -n -l over the lowered tree:"; grep -v '^No syntax errors detected' "$work/logs/$project-lower-lint.log" | head -n 5
	fi
done
# Twig's suite on the lowered tree, on stock PHP: as on the stock tree
saved_php=("${suite_php[@]}")
suite_php=("${stock_php[@]}")
if "${suite_php[@]}" -r 'exit(extension_loaded("void_discard") ? 1 : 0);'; then
	run_suite "$work/lowered" "$work/lowered/twig" "$work/logs/twig-lowered"
	compare "twig: the way back: Twig's suite on the lowered tree, stock PHP without the extension, against the stock tree" \
		"$work/logs/twig-orig" "$work/logs/twig-lowered"
else
	vd_nok "the way back: $work/php-stock.ini still loads void_discard"
fi
suite_php=("${saved_php[@]}")

# A folder that cannot be read, for real: a copy of Twig's src/ and of the package (so that the
# user running it can read the tool) in a folder of its own, one sub-folder made unreadable.
locked=$(mktemp -d)
cp -a "$work/orig/twig/src" "$locked/src"
cp -a "$top/tools" "$locked/tools"
cp "$ext" "$locked/void_discard.so"
chmod -R a+rX "$locked"
chmod 0 "$locked/src/Node"
as_user=() as_name=$(id -un)
if [ "$(id -u)" -eq 0 ]; then
	as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups) as_name=nobody
fi
if ! "${as_user[@]}" test -r "$locked/tools/bin/void-discard-lower"; then
	vd_nok "a folder that cannot be read: $as_name cannot reach $locked (TMPDIR)"
fi
total=$(find "$locked/src" -name '*.php' | wc -l)
below=$(find "$locked/src/Node" -name '*.php' | wc -l)
message="src/Node: cannot be read (Permission denied): nothing below it is handled"
locked_php=("${as_user[@]}" "$php" -n -d extension=tokenizer -d "extension=$locked/void_discard.so")
(cd "$locked" && "${locked_php[@]}" tools/bin/void-discard-lower --check src >/dev/null 2>"$locked/lower.err")
lower_status=$?
(cd "$locked" && "${locked_php[@]}" tools/bin/void-discard-migrate src >/dev/null 2>"$locked/migrate.err")
migrate_status=$?
(cd "$locked" && "${locked_php[@]}" tools/bin/void-discard-migrate --stats --json src >"$locked/stats.json" 2>"$locked/stats.err")
stats_status=$?
counted=$("$php" -n -r 'echo json_decode(file_get_contents($argv[1]), true)["files"] ?? -1;' "$locked/stats.json")
if [ "$lower_status$migrate_status$stats_status" = 222 ] && [ "$(cat "$locked/lower.err")" = "void-discard-lower: $message" ] \
		&& grep -qx "void-discard-migrate: $message" "$locked/migrate.err" \
		&& [ "$(cat "$locked/stats.err")" = "void-discard-migrate: $message" ] && [ "$counted" -eq $((total - below)) ]; then
	vd_ok "a folder that cannot be read (Twig's src/Node, as $as_name): reported by lower --check, migrate and --stats, exit 2, the other $counted files handled"
else
	vd_nok "a folder that cannot be read: lower --check exit $lower_status, migrate exit $migrate_status, --stats exit $stats_status counted $counted of $((total - below)) files"
	head -n 3 "$locked/lower.err" "$locked/migrate.err" "$locked/stats.err"
fi
chmod 755 "$locked/src/Node"
rm -rf "$locked"
echo "      the way back and the unreadable folder: $(($(date +%s) - way_back_started)) s"

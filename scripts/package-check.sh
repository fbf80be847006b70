#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Composer package void-discard/tools installed as the README says, in vendor/ of a sample
# project, with Debian's Composer (2.5.5), offline: Packagist off, every repository a local one,
# COMPOSER_HOME and its cache in WORK, Composer run in a network namespace with no network (where
# the machine gives one; COMPOSER_DISABLE_NETWORK=1 would refuse the clone of a local git
# repository as well). PHPStan 1.12.18 and Rector 1.2.10 come first
# (`composer require --dev phpstan/phpstan:1.12.18 rector/rector:1.2.10`, both as path repositories
# on the packages inside scripts/vendor/rector/rector.tar.xz, copied into vendor/), then
# `composer require --dev void-discard/tools`, twice:
#   - from a path repository on this clone's tools/ (Composer reads a path repository's version
#     from the package's composer.json, or else guesses dev-BRANCH from git, which a project with
#     the default minimum-stability cannot require without a constraint);
#   - from a git repository made by scripts/split-tools.sh (the package's release repository:
#     branch main, tag vVERSION), the project then moved to another directory and every check run
#     with this clone hidden (a bind mount over it in a mount namespace of its own, where the
#     machine allows one): nothing installed may reach back into the clone.
# Each time, in the sample project (src/: a loop whose value is never read, a file with discards,
# one with a discard and a wrong call):
#   - vendor/bin/void-discard-migrate --check finds the loop; vendor/bin/void-discard-lower prints a
#     file's stock twin, which lints on PHP without the extension;
#   - vendor/bin/phpstan with vendor/void-discard/tools/extension.neon, level 6, on PHP without the
#     extension, reports on src/ what it reports on src/ lowered (the wrong call, at its line, and
#     nothing else);
#   - vendor/bin/rector with the dead-code and code-quality sets and the package's set after them
#     (VoidDiscardSetList::VOID_DISCARD, as docs/tools.md shows it: its config/rector.php): with the
#     extension it writes `=> void` in the loop and keeps every discard; without it (in parallel and
#     with --debug) it exits 0, reports no file as failed, writes no `void`, keeps every discard and
#     prints the package's notice once, and nothing sends the user to Rector's issue tracker.
# The extension is loaded from a php.ini (PHPRC, no scan directory), as a team enables it, so that
# Rector's parallel workers have it too; the package's CLIs get it with -d, as the docs show.
# When PHP_VOID_DISCARD_VERSION is a -dev version (between releases) the sample allows dev
# stability: the split repository then has no tag, and the path repository's version is a dev one.
# Prints one "ok"/"FAIL" line per check, then "package: N passed, N failed".
#   scripts/package-check.sh WORK EXT        (EXT: void_discard.so built for Debian's PHP 8.2)
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd -P)
. "$top/scripts/lib.sh"
base=$(mkdir -p "${1:?usage: package-check.sh WORK EXT}" && cd "$1" && pwd -P)
ext=$(cd "$(dirname "${2:?usage: package-check.sh WORK EXT}")" && pwd -P)/$(basename "$2")
work=$base/package
# The second install runs with this clone hidden: where WORK lies inside the clone (the test
# command's .build), the sample projects, the extension's copy and the php.ini files go to a
# directory outside it, removed at the end unless a check failed.
case $base/ in
	"$top"/*)
		work=$(mktemp -d "${TMPDIR:-/tmp}/vd-package.XXXXXX") || exit 1
		trap '[ "$failed" -ne 0 ] || rm -rf "$work"' EXIT
		;;
esac
php=php8.2
passed=0 failed=0
notice='[void-discard/tools] ForeachValueToVoidRector rewrites nothing'

vd_install composer git php8.2-mbstring php8.2-xml >/dev/null || { vd_nok "install ${vd_missing[*]}"; vd_part package; exit 1; }
rector=$(vd_rector) || vd_abort package "Rector: scripts/vendor/rector/rector.tar.xz could not be unpacked"
# the unpacked tarball's vendor/: rector/rector (with its own prefixed vendor/) and phpstan/phpstan
tarball_vendor=$(cd "$(dirname "$rector")/../vendor" && pwd -P)
version=$(sed -n 's/^#define PHP_VOID_DISCARD_VERSION "\([^"]*\)".*/\1/p' "$top/php_void_discard.h")
rm -rf "$work"
mkdir -p "$work/empty" "$work/src"
# the extension inside WORK: the clone it may have been built in is hidden from the second project
cp "$ext" "$work/void_discard.so"
ext=$work/void_discard.so
for e in ctype dom iconv mbstring phar posix simplexml tokenizer xml xmlwriter; do
	echo "extension = $e"
done >"$work/stock.ini"
echo "memory_limit = -1" >>"$work/stock.ini"
{ cat "$work/stock.ini"; echo "extension = $ext"; } >"$work/void.ini"
export COMPOSER_HOME=$work/composer-home COMPOSER_CACHE_DIR=$work/composer-cache COMPOSER_NO_INTERACTION=1 \
	COMPOSER_ALLOW_SUPERUSER=1
unset COMPOSER COMPOSER_VENDOR_DIR COMPOSER_BIN_DIR COMPOSER_ROOT_VERSION
# Composer in a network namespace of its own (no interface up): offline, not merely told to be
offline=(unshare --net --)
network="no network"
"${offline[@]}" true 2>/dev/null || { offline=(); network="the network reachable (no namespace here), every repository local"; }
echo "      package: void-discard/tools $version; $(composer --version 2>/dev/null | head -n 1), $network"

# --- the sample project's code ----------------------------------------------------------------------

cat >"$work/src/Ids.php" <<'EOF'
<?php

declare(strict_types=1);

namespace App;

final class Ids
{
    /** @return list<int> */
    public static function positions(string $csv): array
    {
        $positions = [];
        foreach (\explode(',', $csv) as $i => $word) {
            $positions[] = $i;
        }
        return $positions;
    }
}
EOF
cat >"$work/src/Pairs.php" <<'EOF'
<?php

declare(strict_types=1);

namespace App;

final class Pairs
{
    /**
     * @param array<string, int> $counts
     * @return list<string>
     */
    public static function names(array $counts): array
    {
        $names = [];
        foreach ($counts as $name => void) {
            $names[] = $name;
        }
        return $names;
    }

    /** @param array{int, string} $pair */
    public static function second(array $pair): string
    {
        [void, $b] = $pair;
        return $b;
    }
}
EOF
cat >"$work/src/Wrong.php" <<'EOF'
<?php

declare(strict_types=1);

namespace App;

final class Wrong
{
    /** @param array{int, string} $pair */
    public static function second(array $pair): int
    {
        [void, $b] = $pair;
        return strlen($b, 2);
    }
}
EOF
# what Rector with the extension writes: `void` for the loop's unread value (line 13), nothing else
sed '13s/ => \$word)/ => void)/' "$work/src/Ids.php" >"$work/Ids.void.php"

# sample DIR REPOSITORY: a project in DIR whose repositories are Packagist off, REPOSITORY (JSON:
# where void-discard/tools comes from) and PHPStan's and Rector's packages from the tarball
sample() {
	local dir=$1 stability=
	mkdir -p "$dir"
	cp -r "$work/src" "$dir/src"
	[[ $version != *-dev ]] || stability='
    "minimum-stability": "dev",
    "prefer-stable": true,'
	cat >"$dir/composer.json" <<EOF
{
    "name": "sample/app",
    "description": "A project that uses void discards",
    "type": "project",
    "license": "MIT",$stability
    "autoload": {
        "psr-4": {
            "App\\\\": "src/"
        }
    },
    "repositories": [
        {"packagist.org": false},
        $2,
        {"type": "path", "url": "$tarball_vendor/phpstan/phpstan", "options": {"symlink": false, "versions": {"phpstan/phpstan": "1.12.18"}}},
        {"type": "path", "url": "$tarball_vendor/rector/rector", "options": {"symlink": false, "versions": {"rector/rector": "1.2.10"}}}
    ]
}
EOF
	for name in src twin; do
		cat >"$dir/$name.neon" <<EOF
includes:
    - vendor/void-discard/tools/extension.neon
parameters:
    level: 6
    paths:
        - $name
    tmpDir: var/phpstan-$name
EOF
	done
	cat >"$dir/rector.php" <<'EOF'
<?php

declare(strict_types=1);

use Rector\Config\RectorConfig;
use Rector\Set\ValueObject\SetList;
use VoidDiscard\Tools\Rector\Set\VoidDiscardSetList;

return RectorConfig::configure()
    ->withPaths([__DIR__ . '/src'])
    ->withCache(__DIR__ . '/var/rector', null, __DIR__ . '/var/rector-container')
    ->withSets([SetList::DEAD_CODE, SetList::CODE_QUALITY, VoidDiscardSetList::VOID_DISCARD]);
EOF
}

# composer_failed LOG CHECK: a Composer run failed: the end of its output, and the check's FAIL line
composer_failed() {
	grep -v '^require \[' "$1" | grep -v '^ *$' | tail -n 8 | sed 's/^/      /'
	if grep -q 'Could not find a version of package .* matching your minimum-stability' "$1"; then
		vd_nok "$2 (no stable version offered: Composer takes a path repository's version from the package's composer.json, else guesses dev-BRANCH from git)"
	else
		vd_nok "$2"
	fi
}

# install LABEL DIR: the two requires in DIR (without a network where a namespace can be had);
# false when one failed (the failure counted)
install() {
	local label=$1 dir=$2 log=$2-composer got
	if ! (cd "$dir" && COLUMNS=400 "${offline[@]}" composer require --dev phpstan/phpstan:1.12.18 rector/rector:1.2.10) >"$log-tools.log" 2>&1; then
		composer_failed "$log-tools.log" "$label: composer require --dev phpstan/phpstan:1.12.18 rector/rector:1.2.10"
		return 1
	fi
	if ! (cd "$dir" && COLUMNS=400 "${offline[@]}" composer require --dev void-discard/tools) >"$log-package.log" 2>&1; then
		composer_failed "$log-package.log" "$label: composer require --dev void-discard/tools"
		return 1
	fi
	# "VERSION_NORMALIZED CONSTRAINT" of void-discard/tools as installed and required
	got=$(cd "$dir" && "$php" -n -r '
		$installed = json_decode((string) file_get_contents("vendor/composer/installed.json"), true);
		$json = json_decode((string) file_get_contents("composer.json"), true);
		foreach ($installed["packages"] ?? [] as $p) {
			if ($p["name"] === "void-discard/tools") {
				echo $p["version_normalized"], " ", $json["require-dev"]["void-discard/tools"] ?? "-";
			}
		}')
	if [ -z "$got" ]; then
		vd_nok "$label: composer require --dev void-discard/tools: void-discard/tools is not in vendor/composer/installed.json"
		return 1
	fi
	if [[ $version == *-dev ]] || [ "${got%% *}" = "$version.0" ]; then
		vd_ok "$label: composer require --dev void-discard/tools installs ${got%% *} (require-dev: ${got#* })"
	else
		vd_nok "$label: composer require --dev void-discard/tools installs ${got%% *} (require-dev: ${got#* }), not $version"
		return 1
	fi
	for bin in phpstan rector void-discard-migrate void-discard-lower; do
		[ -f "$dir/vendor/bin/$bin" ] || { vd_nok "$label: vendor/bin/$bin is missing"; return 1; }
	done
}

# verdict CHECK: ok when $why is empty, else FAIL with $why's lines before
verdict() {
	if [ -z "$why" ]; then
		vd_ok "$1"
	else
		printf '%s' "$why" | sed 's/^/      /'
		vd_nok "$1"
	fi
}

# findings JSON ROOT: PHPStan's JSON report as "FILE:LINE: message" lines, FILE relative to ROOT
findings() {
	"$php" -n -r '
		$report = json_decode((string) file_get_contents($argv[1]), true);
		if (!is_array($report)) {
			echo "no report\n";
			exit;
		}
		$lines = [];
		foreach ($report["files"] ?? [] as $file => $r) {
			foreach ($r["messages"] as $m) {
				$lines[] = substr($file, strlen($argv[2]) + 1) . ":" . ($m["line"] ?? 0) . ": " . $m["message"];
			}
		}
		foreach ($report["errors"] ?? [] as $e) {
			$lines[] = "error: $e";
		}
		sort($lines);
		echo implode("\n", $lines), $lines ? "\n" : "";' "$1" "$2"
}

# discard_lines FILE: the lines of FILE that hold the word void, with their numbers
discard_lines() { grep -nw void "$1" || true; }

# rector_run NAME OPTION PHP...: Rector (process, with OPTION) over a fresh src/ (the pristine
# sample), with the PHP command PHP...; sets status, and leaves its stdout in var/NAME.out, its
# stderr in var/NAME.err
rector_run() {
	local name=$1 option=$2
	shift 2
	rm -rf src var/rector var/rector-container
	mkdir -p var/rector var/rector-container
	cp -r "$work/src" src
	"$@" vendor/bin/rector process --no-progress-bar --clear-cache "$option" >"var/$name.out" 2>"var/$name.err"
	status=$?
}

# rector_expect NAME IDS: after rector_run NAME, appends to $why what is not as expected: exit 0,
# src/Ids.php the same bytes as IDS, src/Pairs.php unchanged, every discard line of every file kept,
# nothing pointing at Rector's issue tracker, no file reported as failed (JSON output)
rector_expect() {
	local name=$1 f
	[ "$status" -eq 0 ] || why+="exit status $status: $(tail -n 5 "var/$name.out" "var/$name.err")"$'\n'
	cmp -s src/Ids.php "$2" || why+="src/Ids.php: $(diff "$2" src/Ids.php | head -n 6)"$'\n'
	cmp -s src/Pairs.php "$work/src/Pairs.php" || why+="src/Pairs.php changed: $(diff "$work/src/Pairs.php" src/Pairs.php | head -n 6)"$'\n'
	for f in Pairs Wrong; do
		[ "$(discard_lines "src/$f.php")" = "$(discard_lines "$work/src/$f.php")" ] || why+="src/$f.php: a discard line changed"$'\n'
	done
	! grep -qiE 'github\.com/rectorphp|/issues' "var/$name.out" "var/$name.err" \
		|| why+="the output points at Rector's issue tracker"$'\n'
	if grep -q '"totals"' "var/$name.out"; then
		"$php" -n -r '$r = json_decode((string) file_get_contents($argv[1]), true); exit(($r["totals"]["errors"] ?? 1) === 0 ? 0 : 1);' \
			"var/$name.out" || why+="a file reported as failed: $(head -c 600 "var/$name.out")"$'\n'
	elif grep -q '\[ERROR\]' "var/$name.out"; then
		why+="a file reported as failed: $(grep -A3 '\[ERROR\]' "var/$name.out" | head -n 8)"$'\n'
	fi
}

# checks LABEL DIR: everything a user runs, in the project DIR, with the PHP commands of hide
checks() {
	local label=$1 dir=$2 out status
	local ext_php=("${hide[@]}" "$php" -n -d extension=tokenizer -d "extension=$ext")
	local stock_php=(env PHPRC="$work/stock.ini" PHP_INI_SCAN_DIR= "${hide[@]}" "$php")
	local void_php=(env PHPRC="$work/void.ini" PHP_INI_SCAN_DIR= "${hide[@]}" "$php")
	cd "$dir" || return
	mkdir -p var

	# the package's CLIs
	out=$("${ext_php[@]}" vendor/bin/void-discard-migrate --check src 2>&1)
	status=$?
	if [ "$status" -eq 1 ] && [ "$out" = "src/Ids.php:13" ]; then
		vd_ok "$label: vendor/bin/void-discard-migrate --check src finds the unread value (src/Ids.php:13)"
	else
		printf '%s\n' "$out" | head -n 10 | sed 's/^/      /'
		vd_nok "$label: vendor/bin/void-discard-migrate --check src: exit $status, not src/Ids.php:13 alone"
	fi
	why=
	"${ext_php[@]}" vendor/bin/void-discard-lower src/Pairs.php >var/Pairs.lowered.php 2>var/lower.err \
		|| why+="exit status $?: $(head -n 5 var/lower.err)"$'\n'
	out=$("$php" -n -l var/Pairs.lowered.php 2>&1) || why+="$out"$'\n'
	[ "$(wc -l <var/Pairs.lowered.php)" = "$(wc -l <src/Pairs.php)" ] || why+="the lines moved"$'\n'
	! grep -qw void var/Pairs.lowered.php || why+="a void is left: $(grep -nw void var/Pairs.lowered.php)"$'\n'
	[ "$(diff src/Pairs.php var/Pairs.lowered.php | grep '^[0-9]')" = $'16c16\n25c25' ] \
		|| why+="lines other than the two discards changed: $(diff src/Pairs.php var/Pairs.lowered.php | head -n 8)"$'\n'
	verdict "$label: vendor/bin/void-discard-lower src/Pairs.php prints its stock twin (2 lines changed), which lints without the extension"

	# PHPStan on PHP without the extension: src/ against its lowering
	why=
	rm -rf twin
	# (-o writes each file under the name the working directory gives it: from src/, twin/X.php)
	(cd src && "${ext_php[@]}" ../vendor/bin/void-discard-lower -o ../twin .) >var/lower-o.out 2>&1 || why+="void-discard-lower -o ../twin . (in src/): $(head -n 5 var/lower-o.out)"$'\n'
	for name in src twin; do
		"${stock_php[@]}" vendor/bin/phpstan analyse -c "$name.neon" --no-progress --error-format=json \
			>"var/phpstan-$name.json" 2>"var/phpstan-$name.err"
		status=$?
		[ "$status" -le 1 ] || why+="PHPStan on $name/: exit $status: $(tail -n 5 "var/phpstan-$name.err")"$'\n'
		findings "var/phpstan-$name.json" "$PWD/$name" >"var/phpstan-$name.txt"
	done
	cmp -s var/phpstan-src.txt var/phpstan-twin.txt \
		|| why+="src/ and its twin differ: $(diff var/phpstan-src.txt var/phpstan-twin.txt | head -n 10)"$'\n'
	[ "$(cat var/phpstan-src.txt)" = "Wrong.php:13: Function strlen invoked with 2 parameters, 1 required." ] \
		|| why+="src/: $(head -n 10 var/phpstan-src.txt)"$'\n'
	verdict "$label: vendor/bin/phpstan with vendor/void-discard/tools/extension.neon, no extension: on src/ what it reports on its stock twin (Wrong.php:13's wrong call, nothing else)"

	# Rector: with the extension; then without, in parallel (its default) and with --debug (one process)
	why=
	rector_run void --output-format=json "${void_php[@]}"
	rector_expect void "$work/Ids.void.php"
	! cat var/void.out var/void.err | grep -qF -- "$notice" || why+="the notice is printed with the extension loaded"$'\n'
	verdict "$label: vendor/bin/rector, dead-code, code-quality and the package's set, with the extension: \`=> void\` in src/Ids.php's loop, every discard kept"
	for mode in parallel debug; do
		why=
		if [ "$mode" = parallel ]; then
			rector_run "stock-$mode" --output-format=json "${stock_php[@]}"
		else
			rector_run "stock-$mode" --debug "${stock_php[@]}"
		fi
		rector_expect "stock-$mode" "$work/src/Ids.php"
		out=$(cat "var/stock-$mode.out" "var/stock-$mode.err" | grep -cF -- "$notice")
		[ "$out" -eq 1 ] || why+="the notice printed $out times"$'\n'
		verdict "$label: vendor/bin/rector without the extension ($mode): exit 0, no file failed, no \`void\` written, every discard kept, the notice once"
	done
	rm -rf src
	cp -r "$work/src" src
	cd "$work" || exit 1
}

# --- (a) a path repository on this clone's tools/ ------------------------------------------------------

hide=()
label="path repository"
sample "$work/path" "{\"type\": \"path\", \"url\": \"$top/tools\"}"
if install "$label" "$work/path"; then
	checks "$label" "$work/path"
fi

# --- (b) the release repository, made as a release makes it ------------------------------------------

label="git repository"
if out=$("$top/scripts/split-tools.sh" "$work/split" 2>"$work/split.err") && git -C "$work/split" rev-parse -q --verify main >/dev/null; then
	[[ $version != *-dev ]] || out+=" ($version: no tag)"
	vd_ok "$label: scripts/split-tools.sh: ${out#"$work/split: "}"
	sample "$work/git-install" "{\"type\": \"vcs\", \"url\": \"$work/split\"}"
	if install "$label" "$work/git-install"; then
		# run from elsewhere: the project moved, and this clone hidden where a mount namespace can be had
		mv "$work/git-install" "$work/git-moved"
		why=
		out=$(grep -rIF -- "$top" "$work/git-moved/vendor" "$work/git-moved/composer.lock" | grep -vF -- "$work" | cut -c1-200 | head -n 5)
		[ -z "$out" ] || why+="files naming $top: $out"$'\n'
		hidden="hidden from every command"
		case $work/ in
			"$top"/*) hidden="not hidden (WORK is inside it)" ;;
			*)
				hide=(unshare --mount -- sh -c 'mount --bind "$1" "$2" && shift 2 && exec "$@"' hide "$work/empty" "$top")
				"${hide[@]}" test ! -e "$top/tools" 2>/dev/null || { hide=(); hidden="not hidden (no mount namespace here)"; }
				;;
		esac
		verdict "$label: nothing in vendor/ or composer.lock names this clone; the project moved, the clone $hidden"
		checks "$label" "$work/git-moved"
	fi
else
	tail -n 10 "$work/split.err" | sed 's/^/      /'
	vd_nok "$label: scripts/split-tools.sh $work/split"
fi

# the CPU time of this script's children (user + system), from the shell's `times`
times >"$work/times"
cpu=$(tail -n 1 "$work/times" | awk '{ for (i = 1; i <= 2; i++) { split($i, t, "m"); s += t[1] * 60 + t[2] } printf "%.0f", s }')
echo "      package: $SECONDS s wall, $cpu s CPU"
vd_part package

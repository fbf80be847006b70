#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The PHP package tools/ (void-discard/tools) tested where PHP packages are tested: its PHPUnit suite
# (tools/phpunit.xml.dist: Rector's fixture test case for ForeachValueToVoidRector, PHPStan's type
# inference and rule test cases through tools/extension.neon, the PHP reading's edge inputs), run by
# Debian's PHPUnit with PHP 8.2 and the extension, then again without it (the rule's fixture tests
# need the extension and are skipped there; everything else must pass on a PHP without it); then
# PHPStan at level max over the package's own code (tools/phpstan.neon.dist). PHPStan and Rector are
# the releases in scripts/vendor (Rector 1.2.10 unpacked into the cache; the PHPStan 1.12.18 it ships
# is scripts/vendor/phpstan's phar, which tools/tests/bootstrap.php checks).
# Prints one "ok"/"FAIL" line per check, then "package-tests: N passed, N failed".
#   scripts/package-tests.sh WORK EXT        (EXT: void_discard.so built for Debian's PHP 8.2)
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
base=$(mkdir -p "${1:?usage: package-tests.sh WORK EXT}" && cd "$1" && pwd)
ext=$(cd "$(dirname "${2:?usage: package-tests.sh WORK EXT}")" && pwd)/$(basename "$2")
work=$base/package-tests
php=php8.2
phpstan=$top/scripts/vendor/phpstan/phpstan.phar
passed=0 failed=0

vd_install phpunit php8.2-mbstring php8.2-xml >/dev/null \
	|| vd_abort package-tests "FAIL  install ${vd_missing[*]}"
rector=$(vd_rector) || vd_abort package-tests "Rector: scripts/vendor/rector/rector.tar.xz could not be unpacked"
rm -rf "$work"
mkdir -p "$work/tmp"
# PHP's ini for the run: a file and no scan directory (no Xdebug or pcov from conf.d), the
# extensions PHPUnit, PHPStan and Rector need
for e in ctype dom iconv mbstring phar posix simplexml tokenizer xml xmlwriter; do
	echo "extension = $e"
done >"$work/php.ini"
echo "memory_limit = -1" >>"$work/php.ini"
run=(env PHPRC="$work/php.ini" PHP_INI_SCAN_DIR= TMPDIR="$work/tmp" VD_RECTOR_DIR="$(dirname "$(dirname "$rector")")"
	VD_PHPSTAN_PHAR="$phpstan" "$php")

# phpunit NAME EXPECT [PHP-ARG...]: PHPUnit's suite; ok when it exits 0 and its closing line starts
# with EXPECT ("OK (": no test skipped); the check's line ends with PHPUnit's own closing line
phpunit() {
	local name=$1 expect=$2 log status last
	shift 2
	log=$work/phpunit-${name// /-}.log
	"${run[@]}" "$@" /usr/bin/phpunit -c "$top/tools/phpunit.xml.dist" >"$log" 2>&1
	status=$?
	last=$(grep -v '^\s*$' "$log" | tail -n 1)
	if [ "$status" -eq 0 ] && [[ $last == "$expect"* ]]; then
		vd_ok "PHPUnit $name: $last"
	else
		vd_nok "PHPUnit $name (exit $status): $last"
		grep -E '^[0-9]+\) ' "$log" | head -n 20 | sed 's/^/      /'
	fi
}
phpunit "with the extension" "OK (" -d "extension=$ext"
phpunit "without the extension" ""

# PHPStan at level max over src, config and bin, on a PHP without the extension (its IDE stub
# describes it); the raw report's lines are the errors
out=$work/phpstan.txt
"${run[@]}" "$phpstan" analyse -c "$top/tools/phpstan.neon.dist" --no-progress --error-format=raw >"$out" 2>&1
status=$?
errors=$(grep -c "^$top/tools/" "$out")
if [ "$status" -eq 0 ] && [ "$errors" -eq 0 ]; then
	vd_ok "PHPStan level max over tools/ (src, config, bin): no errors"
else
	vd_nok "PHPStan level max over tools/ (src, config, bin) (exit $status): $errors errors"
	sed -n "s|^$top/tools/\([^:]*\):.*|\1|p" "$out" | sort | uniq -c | sed 's/^ */      /'
	grep -v "^$top/tools/" "$out" | head -n 5 | sed 's/^/      /'
fi

vd_part package-tests

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A PHP team's formatters and style checkers on code that uses discards: PHP-CS-Fixer (the phar in
# scripts/vendor/php-cs-fixer/, MIT; not in Debian) and Debian's PHP_CodeSniffer (phpcs, phpcbf),
# with PHP 8.2 and the extension enabled in php.ini, over every test and example program that uses
# discards and, after scripts/migrate-check.sh WORK EXT, over the Twig and Symfony files it
# migrated. scripts/tools-check.php says what each check compares.
# Prints one "ok"/"FAIL" line per check, then "tools: N passed, N failed".
#   scripts/tools-check.sh WORK EXT        (EXT: void_discard.so built for Debian's PHP 8.2)
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
base=$(mkdir -p "${1:?usage: tools-check.sh WORK EXT}" && cd "$1" && pwd)
ext=$(cd "$(dirname "${2:?usage: tools-check.sh WORK EXT}")" && pwd)/$(basename "$2")
work=$base/tools
passed=0 failed=0

vd_install php-codesniffer php8.2-mbstring php8.2-xml >/dev/null \
	|| { vd_nok "install ${vd_missing[*]}"; vd_part tools; exit 1; }
rm -rf "$work"
mkdir -p "$work"
# The tools' php.ini, with and without the extension: a file, as a team enables it, and no scan
# directory (with Xdebug loaded PHP-CS-Fixer restarts PHP without it, and without any -d option).
for e in ctype dom iconv mbstring phar posix simplexml tokenizer xml xmlwriter; do
	echo "extension = $e"
done >"$work/stock.ini"
{ cat "$work/stock.ini"; echo "extension = $ext"; } >"$work/void.ini"
migrated=$base/migrate
[ -f "$migrated/logs/twig-changed" ] || migrated=
VD_EXT=$ext php8.2 -n -d extension=tokenizer -d "extension=$ext" "$top/scripts/tools-check.php" \
	"$work" "$work/void.ini" "$work/stock.ini" $migrated

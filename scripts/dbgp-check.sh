#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Xdebug's step debugger on discarded parameters, with Debian's PHP 8.2 and php8.2-xdebug: the DBGp
# client scripts/dbgp-check.php (what it checks is said there), opcache off and in shared memory,
# on 127.0.0.1 only, at most 5 minutes in all.
# Prints one "ok"/"FAIL" line per check, then "dbgp: N passed, N failed".
#   scripts/dbgp-check.sh EXT        (EXT: void_discard.so built for Debian's PHP 8.2)
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
ext=${1:?usage: dbgp-check.sh EXT}
passed=0 failed=0
vd_install php8.2-xdebug php8.2-xml >/dev/null || vd_abort dbgp "dbgp: install ${vd_missing[*]}"
timeout -k 10 300 php8.2 -n -d extension=dom "$top/scripts/dbgp-check.php" /usr/bin/php8.2 "$ext" \
	"$(php-config8.2 --extension-dir)/opcache.so"

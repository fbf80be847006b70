#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Creates (once) a Debian chroot with the PHP versions the suite runs on besides this machine's 8.2:
#   trixie: PHP 8.4 (php8.4-cli, -dev, -opcache, -mbstring, -ast: tests/tools);
#   sid:    PHP 8.5 and 8.6 from experimental (cli, dev, mbstring; opcache is built in since 8.5).
# Both with re2c and a compiler, patch and git (tests apply the migration tool's diffs with them)
# and Debian's nikic/PHP-Parser (5.x there; tests/tools/lowered_php_parser.phpt). The archive URL is
# read from this machine's apt sources. The archive may be a dated snapshot whose release files are
# past their Valid-Until date: apt in the chroot is told not to check it.
#   scripts/php-chroot.sh trixie|sid DIR
set -euo pipefail
. "$(dirname "$0")/lib.sh"
suite=${1:?usage: php-chroot.sh trixie|sid DIR}
root=${2:?usage: php-chroot.sh trixie|sid DIR}
base="re2c make gcc libc6-dev"
case "$suite" in
	trixie) packages="php8.4-cli php8.4-dev php8.4-opcache php8.4-mbstring php8.4-ast php-parser patch git"; check=php8.4 ;;
	sid)
		# experimental holds only the PHP packages: what they need comes from sid, installed first
		deps="php-common autoconf automake libtool pkg-config shtool libpcre2-dev libssl-dev ucf"
		packages="patch git php-parser"
		for v in 8.5 8.6; do
			for p in cli dev common readline mbstring; do
				packages="$packages php$v-$p/experimental"
			done
		done
		check=php8.6 ;;
	*) echo "unknown suite $suite" >&2; exit 2 ;;
esac
# what is not installed yet (vd_install: in the chroot, from the chroot's archive)
install() {
	cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
	{
		{ [ -z "${deps:-}" ] || vd_install -r "$root" $deps; } && vd_install -r "$root" $base $packages
	} >"$root.apt.log" 2>&1 || { tail -n 20 "$root.apt.log" >&2; exit 1; }
}

if [ -x "$root/usr/bin/$check" ] && [ -x "$root/usr/bin/re2c" ]; then
	# a chroot from an earlier run: add what this version of the list has since gained
	install
	exit 0
fi
mirror=$(vd_mirror)
command -v debootstrap >/dev/null || vd_install debootstrap
mkdir -p "$root"
debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$root.debootstrap.log" 2>&1 || {
	tail -n 30 "$root.debootstrap.log" >&2
	exit 1
}
[ "$suite" != sid ] || echo "deb $mirror experimental main" >"$root/etc/apt/sources.list.d/experimental.list"
install

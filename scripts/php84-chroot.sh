#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Create (once) a Debian trixie chroot with PHP 8.4, php8.4-dev, opcache and re2c, for building and
# testing the extension against PHP 8.4. The archive URL is read from this machine's apt sources.
# Usage: scripts/php84-chroot.sh DIR
set -euo pipefail
root=${1:?usage: php84-chroot.sh DIR}
packages=php8.4-cli,php8.4-dev,php8.4-opcache,php8.4-mbstring,re2c,make,gcc,libc6-dev
if [ -x "$root/usr/bin/php8.4" ] && [ -x "$root/usr/bin/phpize8.4" ] && [ -x "$root/usr/bin/re2c" ]; then
	# a chroot from an earlier run: add what this version of the list has since gained
	if ! chroot "$root" dpkg-query -W -f='${Status}' php8.4-mbstring 2>/dev/null | grep -q "install ok installed"; then
		cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
		chroot "$root" sh -c "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $(echo "$packages" | tr , ' ')" \
			>"$root.apt.log" 2>&1 || { tail -n 20 "$root.apt.log" >&2; exit 1; }
	fi
	exit 0
fi
mirror=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
if [ -z "$mirror" ]; then
	mirror=$(awk '$1 == "deb" { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)
fi
[ -n "$mirror" ] || { echo "no Debian archive URL found in the apt sources" >&2; exit 1; }
command -v debootstrap >/dev/null || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap; }
mkdir -p "$root"
debootstrap --variant=minbase \
	--include="$packages" \
	trixie "$root" "$mirror" >"$root.debootstrap.log" 2>&1 || {
	tail -n 30 "$root.debootstrap.log" >&2
	exit 1
}

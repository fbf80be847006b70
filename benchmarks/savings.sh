#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What void_discard saves in real code (docs/evidence.md, "What it saves in real code"): whole operations of Debian
# bookworm's Symfony 5.4, Twig 3.5 and Composer 2.5 (benchmarks/savings/*.php), each run on the
# library as Debian ships it and on the same library migrated by tools/bin/void-discard-migrate, with
# opcache on, JIT off and JIT on (tracing), PHP 8.2 and (in the trixie chroot) 8.4.
#   benchmarks/savings.sh [--rounds N] [--k N] [--only 8.2|8.4] [--ops a,b] [--no-callgrind]
# The binary packages (.deb) are fetched once with apt-get download into
# /var/cache/void-discard/savings/debs and unpacked, never installed, into .build/savings/orig;
# default/ is that tree after `void-discard-migrate --write`, risky/ after `--write --risky`, count/
# the unmigrated tree with a counter in the body of each loop --risky rewrites (instrument.php).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
. scripts/lib.sh
rounds=5 k=3 versions="8.2 8.4" ops=di_container,yaml_dump,composer_solve,twig_compile callgrind=--callgrind
while [ $# -gt 0 ]; do
	case "$1" in
		--rounds) rounds=$2; shift 2 ;;
		--k) k=$2; shift 2 ;;
		--only) versions=$2; shift 2 ;;
		--ops) ops=$2; shift 2 ;;
		--no-callgrind) callgrind=""; shift ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
# Debian's packages of the three projects and what they load (apt-cache depends --recurse, the
# PHP libraries only)
packages="composer jsonlint php-composer-ca-bundle php-composer-class-map-generator php-composer-metadata-minifier
	php-composer-pcre php-composer-semver php-composer-spdx-licenses php-composer-xdebug-handler php-json-schema
	php-psr-cache php-psr-container php-psr-log php-react-promise php-seld-signal-handler php-symfony-cache
	php-symfony-cache-contracts php-symfony-config php-symfony-console php-symfony-dependency-injection
	php-symfony-deprecation-contracts php-symfony-expression-language php-symfony-filesystem php-symfony-finder
	php-symfony-process php-symfony-service-contracts php-symfony-string php-symfony-translation-contracts
	php-symfony-validator php-symfony-var-exporter php-symfony-yaml php-twig"
debs=${VD_CACHE:-/var/cache/void-discard}/savings/debs
work=$top/.build/savings
vd_install valgrind >/dev/null

if [ ! -f "$debs/.complete" ]; then
	rm -rf "$debs" && mkdir -p "$debs"
	(cd "$debs" && apt-get download -q $packages) >"$debs.log" 2>&1 || { tail -n 5 "$debs.log" >&2; exit 1; }
	touch "$debs/.complete"
fi
so=$(scripts/build.sh "$work/php82" php-config8.2)
migrate=(php8.2 -n -d extension=tokenizer -d "extension=$so" "$top/tools/bin/void-discard-migrate")
rm -rf "$work/orig" "$work/default" "$work/risky" "$work/count"
mkdir -p "$work/orig"
for deb in "$debs"/*.deb; do dpkg -x "$deb" "$work/orig"; done
for tree in default risky count; do cp -a "$work/orig" "$work/$tree"; done
lib=usr/share/php
echo "census of $lib (void-discard-migrate --stats):"
(cd "$work/orig/$lib" && "${migrate[@]}" --stats .)
echo "default mode: $(cd "$work/default/$lib" && "${migrate[@]}" --write . 2>/dev/null)"
echo "--risky:      $(cd "$work/risky/$lib" && "${migrate[@]}" --write --risky . 2>/dev/null)"
trees="orig=$work/orig,risky=$work/risky"
if diff -rq "$work/orig" "$work/default" >/dev/null; then
	echo "the default mode changed nothing: default/ is orig/ byte for byte, its ratios are 1 by construction"
else
	trees="$trees,default=$work/default"
fi
php8.2 -n "$top/benchmarks/savings/instrument.php" "$work/orig" "$work/risky" "$work/count"
echo

for version in $versions; do
	case "$version" in
	8.2)
		php8.2 -n -d "extension=$so" benchmarks/savings/run.php --so="$so" --opcache=/usr/lib/php/20220829/opcache.so \
			--trees="$trees" --fixtures="$work/fixtures" --counts="$work/count" --ops="$ops" --rounds="$rounds" --k="$k" $callgrind
		;;
	8.4)
		# the same trees (migrated by PHP 8.2's tool: the source is the same), copied into the chroot
		root="$work/trixie"
		scripts/php-chroot.sh trixie "$root"
		vd_install -r "$root" valgrind >/dev/null
		so84=$(scripts/build.sh /build/void_discard php-config8.4 "$root")
		rm -rf "$root/build/savings" && mkdir -p "$root/build/savings"
		cp -a "$work/orig" "$work/risky" "$top/benchmarks/savings" "$root/build/savings/"
		[ -d "$work/default" ] && [ "${trees#*default=}" != "$trees" ] && cp -a "$work/default" "$root/build/savings/"
		# valgrind needs /proc; mounted for this run only
		mountpoint -q "$root/proc" || { mount -t proc proc "$root/proc" && trap 'umount "$root/proc"' EXIT; }
		chroot "$root" php8.4 -n -d "extension=$so84" /build/savings/savings/run.php --so="$so84" \
			--opcache="$(chroot "$root" php-config8.4 --extension-dir)/opcache.so" \
			--trees="$(echo "$trees" | sed "s|$work|/build/savings|g")" --fixtures=/build/savings/fixtures \
			--ops="$ops" --rounds="$rounds" --k="$k" $callgrind
		;;
	*) echo "unknown PHP version $version" >&2; exit 2 ;;
	esac
	echo
done

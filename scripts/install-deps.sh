#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what building and testing need on Debian 12 (as root). Idempotent.
#   scripts/install-deps.sh          PHP 8.2 toolchain only
#   scripts/install-deps.sh --all    also debootstrap (PHP 8.4 chroot) and the test tools
set -euo pipefail
. "$(dirname "$0")/lib.sh"
packages=(php8.2-dev php8.2-cli php8.2-opcache re2c make gcc git)
if [ "${1:-}" = "--all" ]; then
	# (php8.2-mbstring up front: tests/hostile/multibyte.phpt needs it, and the side lane's checks
	# installed it part-way through PHP 8.2's suites, so on a fresh machine the test skipped in the
	# first configurations and ran in the later ones)
	packages+=(debootstrap valgrind php8.2-xdebug php8.2-pcov clang libclang-rt-14-dev libphp8.2-embed php-parser
		pkg-config xz-utils patch php8.2-ast php8.2-mbstring php8.2-xml composer phpunit
		# PHP's own void (scripts/native.sh): the patches change PHP's parser (bison), and the
		# patched PHP's build reuses the unpatched one's objects (ccache)
		bison ccache)
fi
vd_install "${packages[@]}"
# tests/tools/ast_parse.phpt loads php-ast itself, in both orders around void_discard: the CLI's
# own configuration stays as it was
if [ "${1:-}" = "--all" ] && command -v phpdismod >/dev/null; then
	phpdismod -v 8.2 ast
fi

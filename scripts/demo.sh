#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the PHP 8.2 toolchain, builds the extension and runs examples/demo.php with it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
ext=$(scripts/build.sh "$PWD/.build/php82" php-config8.2)
exec php8.2 -n -d "extension=$ext" examples/demo.php

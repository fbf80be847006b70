<?php
// SPDX-License-Identifier: MIT
// PHPStan's bootstrap file for phpstan.neon.dist: Rector's classes, which src/Rector extends. From a
// Composer install of the dev dependencies PHPStan already has them; otherwise from an unpacked
// Rector release named by VD_RECTOR_DIR (tests/bootstrap.php says more).
declare(strict_types=1);

if (!is_file(dirname(__DIR__) . '/vendor/autoload.php')) {
    $rector = getenv('VD_RECTOR_DIR');
    if (!is_string($rector) || !is_file("$rector/vendor/rector/rector/bootstrap.php")) {
        fwrite(STDERR, "tools/tests/bootstrap-analysis.php: no vendor/autoload.php; set VD_RECTOR_DIR to an unpacked Rector release\n");
        exit(1);
    }
    require_once "$rector/vendor/rector/rector/bootstrap.php";
}

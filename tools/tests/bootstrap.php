<?php
// SPDX-License-Identifier: MIT
// PHPUnit's bootstrap (phpunit.xml.dist). Two ways to run the tests:
//   - from a Composer install of the dev dependencies (composer install; vendor/bin/phpunit): the
//     project's autoloader has this package, its tests (autoload-dev), PHPUnit, PHPStan and Rector;
//   - without Composer (scripts/package-tests.sh): a PHPUnit of its own (Debian's /usr/bin/phpunit
//     loads its classes itself), VD_RECTOR_DIR an unpacked Rector release (the folder holding
//     vendor/rector/rector and vendor/phpstan/phpstan, as scripts/vendor/rector/rector.tar.xz
//     unpacks), and optionally VD_PHPSTAN_PHAR a PHPStan phar that must be the one Rector ships
//     (Rector parses through PHPStan: one process holds one PHPStan).
// Either way this package's own classes load as Composer would load them (the package's
// autoload.php without Composer), and Rector's and PHPStan's through their packages' own bootstrap
// files (what Composer's "files" autoload runs).
declare(strict_types=1);

$tools = dirname(__DIR__);
if (is_file("$tools/vendor/autoload.php")) {
    require_once "$tools/vendor/autoload.php";
    // Rector's test case loads its PHP-Parser (preload.php) in its first setUp(): by then PHPStan's
    // test cases may have loaded PHPStan's, and the same classes would be declared twice. Loaded
    // first, Rector's serves both, as in any Rector run (Rector runs PHPStan on its PHP-Parser).
    require_once "$tools/vendor/rector/rector/preload.php";
    return;
}

$rector = getenv('VD_RECTOR_DIR');
if (!is_string($rector) || !is_file("$rector/vendor/rector/rector/bootstrap.php")) {
    fwrite(STDERR, "tools/tests/bootstrap.php: no vendor/autoload.php (composer install), and VD_RECTOR_DIR does not name"
        . " an unpacked Rector release (holding vendor/rector/rector)\n");
    exit(1);
}
$phar = "$rector/vendor/phpstan/phpstan/phpstan.phar";
$phpstan = getenv('VD_PHPSTAN_PHAR');
if (is_string($phpstan) && $phpstan !== '' && hash_file('sha256', $phpstan) !== hash_file('sha256', $phar)) {
    fwrite(STDERR, "tools/tests/bootstrap.php: VD_PHPSTAN_PHAR ($phpstan) is not the PHPStan Rector ships ($phar):"
        . " Rector and PHPStan's test cases share one PHPStan in one process\n");
    exit(1);
}
require_once "$rector/vendor/rector/rector/preload.php";	// first: as above
require_once "$rector/vendor/phpstan/phpstan/bootstrap.php";
require_once "$rector/vendor/rector/rector/bootstrap.php";
require_once "$tools/autoload.php";
spl_autoload_register(static function (string $class): void {
    $prefix = 'VoidDiscard\\Tools\\Tests\\';
    if (str_starts_with($class, $prefix)) {
        $file = __DIR__ . '/' . strtr(substr($class, strlen($prefix)), '\\', '/') . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});

<?php
// SPDX-License-Identifier: MIT
// Loads this package's classes where Composer's autoloader does not (the PHPStan neon and the
// Rector set included by path, a PHPStan or Rector phar).
declare(strict_types=1);

spl_autoload_register(static function (string $class): void {
    if (str_starts_with($class, 'VoidDiscard\\Tools\\')) {
        $file = __DIR__ . '/src/' . strtr(substr($class, 18), '\\', '/') . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});

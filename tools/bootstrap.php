<?php
// SPDX-License-Identifier: MIT
// Included by extension.neon as a PHP configuration file: PHPStan runs it while it reads the
// configuration, before it builds its container, so this package's classes load without Composer
// (the neon included by path, PHPStan's phar).
declare(strict_types=1);

require_once __DIR__ . '/autoload.php';

return [];

<?php
// SPDX-License-Identifier: MIT
// The set as configured_rule.php has it, for a `rector process` run in a PHP without the extension
// (WithoutExtensionTest): in one process (the notice is the main process's), no cache between runs.
declare(strict_types=1);

use Rector\Config\RectorConfig;

return static function (RectorConfig $rectorConfig): void {
    // by path, as a project without Composer's autoloader includes it (the set loads the package)
    $rectorConfig->import(dirname(__DIR__, 4) . '/config/rector.php');
    $rectorConfig->disableParallel();
    $cache = getenv('VD_TEST_RECTOR_CACHE');
    if (is_string($cache) && $cache !== '') {
        $rectorConfig->cacheDirectory($cache);
    }
};

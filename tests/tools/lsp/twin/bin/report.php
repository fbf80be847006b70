<?php
// SPDX-License-Identifier: MIT

declare(strict_types=1);

namespace Shop;

use Shop\Cache\Warmer;
use Shop\Events\Dispatcher;
use Shop\Events\NameHandler;
use Shop\Inventory\Catalog;

// No vendor/: the classes load as composer.json's PSR-4 map says.
spl_autoload_register(static function (string $class): void {
    $file = __DIR__ . '/../src/' . strtr(substr($class, strlen('Shop\\')), '\\', '/') . '.php';
    if (is_file($file)) {
        require $file;
    }
});
require_once __DIR__ . '/../src/functions.php';

$catalog = new Catalog(['a-1' => ['apple', 3, 0.5], 'b-2' => ['bread', 1, 2.25]]);
$handler = new NameHandler();
$dispatcher = new Dispatcher($handler);
echo $dispatcher->dispatch(7, 'Ada'), ', ', $dispatcher->replay('Bob'), "\n";
echo $catalog->count(), ' lines, total ', $catalog->total(), ': ', implode(', ', $catalog->names()), "\n";
echo $catalog->label(['id' => 1, 'name' => 'pear']), ', first stock ', $catalog->firstStock(), "\n";
echo implode(',', keys_of(['x' => 1, 'y' => 2])), ' ', second('a', 'b'), "\n";
echo $handler->summary(['one' => 1, 'three' => 3]), "\n";
echo 'warmed ', (new Warmer())->warmAll($catalog, $catalog), "\n";

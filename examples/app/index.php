<?php
// A small app for the php-fpm + nginx load test: uses every form of the void discard and returns a
// checksum of what it computed. Run behind opcache; preload.php preloads app.php.
require_once __DIR__ . '/app.php';

header('Content-Type: text/plain');
header('X-Void-Discard: mode ' . VoidDiscard\MODE . ', preload ' . (isset(opcache_get_status(false)['preload_statistics']) ? 'on' : 'off'));
echo VoidDiscardApp\checksum(), "\n";

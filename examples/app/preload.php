<?php
// opcache.preload: compiles the app (with its discards) once, at server start.
opcache_compile_file(__DIR__ . '/app.php');

<?php
// Compiles WordPress's files (without opcache), each wrapped as `if (0) { … }` so that nothing
// runs and nothing is declared: the compile path alone, with and without the extension loaded.
// Usage: php compile_wordpress.php LIST            (LIST: wrapped sources, one path a line)
//        php compile_wordpress.php --wrap SRC DEST  (writes DEST; exit 1 if it does not compile)
if ($argv[1] === '--wrap') {
    $src = file_get_contents($argv[2]);
    $tokens = token_get_all($src);
    $last = end($tokens);
    $html = is_array($last) && in_array($last[0], [T_INLINE_HTML, T_CLOSE_TAG], true);
    $code = 'if (0) { ?>' . $src . ($html ? '<?php }' : "\n}");
    ob_start();
    eval($code);
    if (ob_get_clean() !== '' || error_get_last()) {
        exit(1);
    }
    file_put_contents($argv[3], $code);
    exit(0);
}
$n = 0;
foreach (file($argv[1], FILE_IGNORE_NEW_LINES) as $file) {
    eval(file_get_contents($file));
    $n++;
}
echo $n, "\n";

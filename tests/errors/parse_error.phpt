--TEST--
Malformed source next to a discard: PHP's own parse error, once, with PHP's own line
--EXTENSIONS--
void_discard
--FILE--
<?php
// The malformed line is left as it is, so its error is the one stock PHP gives for it; the
// stock twin replaces only the well-formed discard on line 2.
$void = "<?php\nforeach ([1] as \$k => void) {}\nforeach ([1] as \$k => void {\n}\n";
$stock = "<?php\nforeach ([1] as \$k => \$_) {}\nforeach ([1] as \$k => void {\n}\n";
$errors = [];
foreach (['void' => $void, 'stock' => $stock] as $name => $code) {
    $file = sys_get_temp_dir() . "/vd_parse_error_{$name}_" . getmypid() . '.php';
    file_put_contents($file, $code);
    try {
        include $file;
        $errors[$name] = 'no error';
    } catch (ParseError $e) {
        $errors[$name] = [$e->getMessage(), $e->getLine(), basename($e->getFile()) === basename($file)];
    }
    unlink($file);
}
var_dump($errors['void'] === $errors['stock'], $errors['void'][1], $errors['void'][2]);
--EXPECTF--
bool(true)
int(%d)
bool(true)

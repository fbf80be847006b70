--TEST--
void-discard-migrate: only the variable's bytes change (comments, layout, CRLF, heredoc, HTML, __halt_compiler data, no final newline)
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
$code = "<html><?php /* \$v */ function f(\$rows) {\r\n"
    . "\tforeach (\$rows   as\t\$k   =>   /* keep me */ \$v   )   { # \$v in a comment\r\n"
    . "\t\techo <<<EOT\r\n  {\$k} \\\$v\r\nEOT;\r\n"
    . "\t}\r\n"
    . "\t[ \$a ,\r\n\t  // a comment between slots\r\n\t  \$b , ] = \$rows; return \$a;\r\n"
    . "} ?>\n<p>\$v</p>\n<?php\n__halt_compiler(); foreach (\$x as \$k => \$v) {}";
$new = vd_migrated($code, '--risky');
$expected = str_replace(
    ["   /* keep me */ \$v   )", "\t  \$b , ]"],
    ["   /* keep me */ void   )", "\t  void , ]"],
    $code
);
var_dump($new === $expected);
var_dump(strlen($code) - strlen($new));     // two 2-byte names became 4-byte `void`s
var_dump(substr_count($new, "\n") === substr_count($code, "\n"));
echo json_encode($new), "\n";
echo "== the diff keeps the CR and names the missing final newline\n";
$dir = vd_tmpdir();
file_put_contents("$dir/f.php", "<?php\nfunction f(\$a) { foreach (\$a as \$v) {} }");
echo json_encode(str_replace($dir, 'DIR', vd_migrate('--risky ' . escapeshellarg("$dir/f.php")))), "\n";
file_put_contents("$dir/f.php", "<?php\r\nfunction f(\$a) { foreach (\$a as \$v) {} }\r\n");
echo json_encode(str_replace($dir, 'DIR', vd_migrate('--risky ' . escapeshellarg("$dir/f.php")))), "\n";
?>
--EXPECT--
bool(true)
int(-4)
bool(true)
"<html><?php \/* $v *\/ function f($rows) {\r\n\tforeach ($rows   as\t$k   =>   \/* keep me *\/ void   )   { # $v in a comment\r\n\t\techo <<<EOT\r\n  {$k} \\$v\r\nEOT;\r\n\t}\r\n\t[ $a ,\r\n\t  \/\/ a comment between slots\r\n\t  void , ] = $rows; return $a;\r\n} ?>\n<p>$v<\/p>\n<?php\n__halt_compiler(); foreach ($x as $k => $v) {}"
== the diff keeps the CR and names the missing final newline
"--- aDIR\/f.php\n+++ bDIR\/f.php\n@@ -1,2 +1,2 @@\n <?php\n-function f($a) { foreach ($a as $v) {} }\n\\ No newline at end of file\n+function f($a) { foreach ($a as void) {} }\n\\ No newline at end of file\n"
"--- aDIR\/f.php\n+++ bDIR\/f.php\n@@ -1,2 +1,2 @@\n <?php\r\n-function f($a) { foreach ($a as $v) {} }\r\n+function f($a) { foreach ($a as void) {} }\r\n"

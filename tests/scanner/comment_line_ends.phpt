--TEST--
A discard after a line comment is found whatever ends the comment's line (`\n`, `\r\n`, a lone `\r`) and with a NUL byte inside the comment, as PHP's lexer reads them
--EXTENSIONS--
void_discard
--FILE--
<?php
$programs = [
    // a lone CR (old Mac line ends) ends `//` and `#`
    "<?php \$r = [1, 2]; [ // c\rvoid, \$a] = \$r; echo \$a, \"\\n\";",
    "<?php foreach ([1, 2] as // c\r void) { echo \"it\\n\"; }",
    "<?php foreach (['k' => 1] as \$k => # c\r\tvoid) { echo \$k, \"\\n\"; }",
    "<?php [\$x, # c\r\r void] = [3, 4]; echo \$x, \"\\n\";",
    // a NUL byte does not end a comment
    "<?php \$r = [1, 2]; [ // c\0d\nvoid, \$a] = \$r; echo \$a, \"\\n\";",
    "<?php foreach (['k' => 1] as \$k => # c\0 d\n void) { echo \$k, \"\\n\"; }",
    "<?php foreach ([5] as \$k => # \0 c\r void) { echo \$k, \"\\n\"; }",
    // CRLF, as before
    "<?php \$r = [1, 2]; [ // c\r\nvoid, \$a] = \$r; echo \$a, \"\\n\";",
];
foreach ($programs as $i => $code) {
    // a file of its own each: opcache keeps a compiled file by its name
    $file = sys_get_temp_dir() . "/vd_comment_line_ends_{$i}_" . getmypid() . '.php';
    file_put_contents($file, $code);
    include $file;
    unlink($file);
    echo json_encode(VoidDiscard\prepass($code)), "\n";
    echo json_encode(VoidDiscard\lower($code)), "\n";
}
// eval() code, which the prefilter reads from its first byte
echo eval("[ // c\rvoid, \$b] = [1, 'eval']; return \$b;"), "\n";
echo eval("foreach ([6 => 0] as \$k => // \0\nvoid) { return \$k; }"), "\n";
?>
--EXPECT--
2
"<?php $r = [1, 2]; [ \/\/ c\rvoid, $a] = $r; echo $a, \"\\n\";"
"<?php $r = [1, 2]; [ \/\/ c\r, $a] = $r; echo $a, \"\\n\";"
it
it
"<?php foreach ([1, 2] as \/\/ c\r __discard()) { echo \"it\\n\"; }"
"<?php foreach ([1, 2] as \/\/ c\r $__void) { echo \"it\\n\"; }"
k
"<?php foreach (['k' => 1] as $k => # c\r\t__discard()) { echo $k, \"\\n\"; }"
"<?php foreach (['k' => 1] as $k => # c\r\t$__void) { echo $k, \"\\n\"; }"
3
"<?php [$x, # c\r\r void] = [3, 4]; echo $x, \"\\n\";"
"<?php [$x, # c\r\r ] = [3, 4]; echo $x, \"\\n\";"
2
"<?php $r = [1, 2]; [ \/\/ c\u0000d\nvoid, $a] = $r; echo $a, \"\\n\";"
"<?php $r = [1, 2]; [ \/\/ c\u0000d\n, $a] = $r; echo $a, \"\\n\";"
k
"<?php foreach (['k' => 1] as $k => # c\u0000 d\n __discard()) { echo $k, \"\\n\"; }"
"<?php foreach (['k' => 1] as $k => # c\u0000 d\n $__void) { echo $k, \"\\n\"; }"
0
"<?php foreach ([5] as $k => # \u0000 c\r __discard()) { echo $k, \"\\n\"; }"
"<?php foreach ([5] as $k => # \u0000 c\r $__void) { echo $k, \"\\n\"; }"
2
"<?php $r = [1, 2]; [ \/\/ c\r\nvoid, $a] = $r; echo $a, \"\\n\";"
"<?php $r = [1, 2]; [ \/\/ c\r\n, $a] = $r; echo $a, \"\\n\";"
eval
6

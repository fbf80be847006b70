--TEST--
NUL bytes and invalid UTF-8 next to discards: the same result as stock PHP
--EXTENSIONS--
void_discard
--FILE--
<?php
$cases = [
    'NUL in a string' => ["foreach (['a' => 1] as \$k => void) { echo strlen(\"x\0y\"), \$k; }", "foreach (['a' => 1] as \$k => \$_) { echo strlen(\"x\0y\"), \$k; }"],
    'NUL in code' => ["foreach ([1] as \$k => void) {}\n\0", "foreach ([1] as \$k => \$_) {}\n\0"],
    'NUL before void' => ["foreach ([1] as \$k => \0void) {}", "foreach ([1] as \$k => \0\$_) {}"],
    'invalid UTF-8 in a string' => ["foreach (['\xff\xfe' => 1] as \$k => void) { echo bin2hex(\$k); }", "foreach (['\xff\xfe' => 1] as \$k => \$_) { echo bin2hex(\$k); }"],
    'invalid UTF-8 in a name' => ["\$\xff = [1]; foreach (\$\xff as \$k => void) { echo \$k; }", "\$\xff = [1]; foreach (\$\xff as \$k => \$_) { echo \$k; }"],
    'bytes \x80 after void' => ["foreach ([1] as \$k => void\x80) {}", "foreach ([1] as \$k => void\x80) {}"],
];
foreach ($cases as $name => [$void, $stock]) {
    $results = [];
    foreach ([$void, $stock] as $code) {
        ob_start();
        try {
            eval($code);
            $results[] = 'ran: ' . ob_get_clean();
        } catch (ParseError $e) {
            $results[] = 'ParseError: ' . ob_get_clean() . $e->getMessage() . ' on line ' . $e->getLine();
        }
    }
    echo str_pad($name, 27), $results[0] === $results[1] ? "same as stock\n" : "DIFFERENT\n  $results[0]\n  $results[1]\n";
}
--EXPECT--
NUL in a string            same as stock
NUL in code                same as stock
NUL before void            same as stock
invalid UTF-8 in a string  same as stock
invalid UTF-8 in a name    same as stock
bytes \x80 after void      same as stock

--TEST--
Unterminated string, heredoc and comment around a discard: PHP's own error, once, at the stock line
--EXTENSIONS--
void_discard
--FILE--
<?php
// Each case next to its stock twin (the well-formed discard replaced by stock syntax): the same
// error, message and line, or the same output.
$cases = [
    'string' => ["foreach ([1] as \$k => void) {}\necho \"open\n\$x;", "foreach ([1] as \$k => \$_) {}\necho \"open\n\$x;"],
    'string before' => ["echo 'open\nforeach ([1] as \$k => void) {}", "echo 'open\nforeach ([1] as \$k => \$_) {}"],
    'heredoc' => ["foreach ([1] as \$k => void) {}\necho <<<EOT\nforeach (\$a as \$k => void)\n", "foreach ([1] as \$k => \$_) {}\necho <<<EOT\nforeach (\$a as \$k => void)\n"],
    'nowdoc' => ["echo <<<'EOT'\nas void)\nEOT;\nforeach ([1] as \$k => void) { echo \"loop\\n\"; }\necho <<<'X'\n", "echo <<<'EOT'\nas void)\nEOT;\nforeach ([1] as \$k => \$_) { echo \"loop\\n\"; }\necho <<<'X'\n"],
    'comment' => ["foreach ([1] as \$k => void) {}\n/* open as void)", "foreach ([1] as \$k => \$_) {}\n/* open as void)"],
    'void at end of file' => ["foreach ([1] as \$k => void", "foreach ([1] as \$k => \$_"],
    'as at end of file' => ["foreach ([1] as", "foreach ([1] as"],
    'ampersand at end' => ["[&void", "[&\$x"],
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
    echo str_pad($name, 20), $results[0] === $results[1] ? "same as stock\n" : "DIFFERENT\n  $results[0]\n  $results[1]\n";
}
--EXPECT--
string              same as stock
string before       same as stock
heredoc             same as stock
nowdoc              same as stock
comment             same as stock
void at end of file same as stock
as at end of file   same as stock
ampersand at end    same as stock

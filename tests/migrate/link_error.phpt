--TEST--
VoidDiscard\analyze() and void-discard-migrate report a class that cannot be linked to its internal parent with PHP's message and line (linking at compile time drops the errors recorded so far)
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';

$code = <<<'PHP'
<?php
namespace App;

abstract class HasFileInfoException extends \Exception {
    protected $file;

    public function names(array $rows) {
        foreach ($rows as $name => $row) { echo $name; }
    }
}
PHP;
// stock PHP's message and line for the same file, the oracle
$file = vd_tmpdir() . '/HasFileInfoException.php';
file_put_contents($file, $code);
exec(escapeshellarg(PHP_BINARY) . ' -n -l ' . escapeshellarg($file) . ' 2>&1', $lint);
preg_match('/Fatal error: (.*) in \S+ on line (\d+)/', implode("\n", $lint), $stock);
echo "stock: a fatal error on line $stock[2]\n";
try {
    VoidDiscard\analyze($code, $file, 'p');
} catch (CompileError $e) {
    echo get_class($e), ': ', $e->getMessage() === "$stock[1], on line $stock[2]" ? 'the same' : $e->getMessage(), "\n";
}
$out = vd_migrate(escapeshellarg($file), $status, $err);
echo "exit $status\n", str_replace([dirname($file), $stock[1]], ['DIR', 'MESSAGE'], $err);
?>
--EXPECT--
stock: a fatal error on line 4
CompileError: the same
exit 2
void-discard-migrate: DIR/HasFileInfoException.php:4: MESSAGE
would change: 0 files, 0 loops, 0 destructurings

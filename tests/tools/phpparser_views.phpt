--TEST--
tools/'s PHP-Parser lexer (the PHPStan and Rector route) on every program here that uses discards, with Debian's PHP-Parser of this PHP (4.x on bookworm, 5.x on trixie and sid): PHPStan's view parses as the lowered file does; Rector's view (PHP-Parser 4) gives back tokens that spell the file, prints it back byte for byte, and keeps every discard when a rule reprints each loop
--EXTENSIONS--
void_discard
tokenizer
ctype
--INI--
pcre.jit=0
--SKIPIF--
<?php
if (!is_file('/usr/share/php/PhpParser/autoload.php')) die('skip needs Debian\'s php-parser');
// parsing compiles nothing: one opcache mode of scripts/test.sh's is enough
if ((getenv('VD_TEST_MODE') ?: 'off') !== 'off') die('skip runs in opcache-off runs');
?>
--FILE--
<?php
// pcre.jit=0: PCRE's JIT reads past a subject's end by design, which valgrind reports
require '/usr/share/php/PhpParser/autoload.php';
require dirname(__DIR__, 2) . '/tools/autoload.php';
use VoidDiscard\Tools\PhpParser\{DiscardNodeVisitor, Lexer, LoweredView, RectorView};

$parser5 = class_exists(PhpParser\PhpVersion::class);
$attributes = ['usedAttributes' => ['comments', 'startLine', 'endLine', 'startTokenPos', 'endTokenPos', 'startFilePos', 'endFilePos']];
$parserFor = fn (PhpParser\Lexer $lexer) => $parser5 ? new PhpParser\Parser\Php8($lexer) : new PhpParser\Parser\Php7($lexer);
$plain = $parserFor($parser5 ? new PhpParser\Lexer() : new PhpParser\Lexer($attributes));
$lowered = $parserFor($parser5 ? new Lexer(new LoweredView()) : new Lexer(new LoweredView(), $attributes));
$dumper = new PhpParser\NodeDumper();
$dump = function (array $stmts) use ($dumper): string {
    $lines = [];
    foreach ((new PhpParser\NodeFinder())->find($stmts, fn () => true) as $node) {
        $lines[] = $node->getType() . '@' . $node->getStartLine();
    }
    return $dumper->dump($stmts) . implode(' ', $lines);
};
// the discards of a file, counted on its tokens (scripts/analysers-check.php's rule)
$discards = function (string $code): int {
    $n = 0;
    $prev = [];
    foreach (PhpToken::tokenize($code) as $t) {
        if ($t->isIgnorable()) {
            continue;
        }
        if ((($t->id === T_STRING && strtolower($t->text) === 'void') || (defined('T_VOID_CAST') && $t->id === T_VOID_CAST))
            && $prev !== [] && in_array(end($prev), ['=>', '[', ',', 'as', '(', ';'], true)) {
            $n++;
        }
        $prev[] = $t->text;
    }
    return $n;
};

$programs = [];
$root = dirname(__DIR__, 2);
foreach (glob("$root/tests/*/*.phpt") as $file) {
    if (preg_match('/^--FILE--\R(.*?)^--[A-Z_]+--\R/ms', file_get_contents($file), $m)) {
        $programs[substr($file, strlen($root) + 1)] = $m[1];
    }
}
foreach (glob("$root/examples/{,*/}*.php", GLOB_BRACE) as $file) {
    $programs[substr($file, strlen($root) + 1)] = file_get_contents($file);
}
ksort($programs);
$count = $bad = $rector = $reprinted = 0;
foreach ($programs as $name => $code) {
    try {
        $low = VoidDiscard\lower($code);
    } catch (ParseError|CompileError) {
        continue;   // what the extension rejects: tests of errors
    }
    if ($low === $code) {
        continue;
    }
    $count++;
    try {
        if ($dump($lowered->parse($code)) !== $dump($plain->parse($low))) {
            $bad++;
            echo "$name: PHPStan's view differs from the lowered file\n";
        }
    } catch (PhpParser\Error $e) {
        $bad++;
        echo "$name: ", $e->getMessage(), "\n";
    }
    if ($parser5) {
        continue;   // Rector 1's route is PHP-Parser 4's Lexer::getTokens()
    }
    // Rector's view: parse, as Rector does, with the visitor that turns markers into discards
    $view = new RectorView();
    $lexer = new Lexer($view, $attributes);
    try {
        $stmts = $parserFor($lexer)->parse($code);
    } catch (PhpParser\Error $e) {
        $bad++;
        echo "$name: Rector's view: ", $e->getMessage(), "\n";
        continue;
    }
    $traverser = new PhpParser\NodeTraverser();
    $traverser->addVisitor(new DiscardNodeVisitor($view));
    $stmts = $traverser->traverse($stmts);
    $tokens = $lexer->getTokens();
    $printer = new PhpParser\PrettyPrinter\Standard();
    $rector++;
    $old = $stmts;
    $new = (new PhpParser\NodeTraverser())->traverse((function () use ($stmts) {
        $t = new PhpParser\NodeTraverser();
        $t->addVisitor(new PhpParser\NodeVisitor\CloningVisitor());
        return $t->traverse($stmts);
    })());
    if ($printer->printFormatPreserving($new, $old, $tokens) !== $code) {
        $bad++;
        echo "$name: Rector's view does not print back as written\n";
    }
    // a rule that builds every foreach anew: the printer prints those loops from the nodes
    $rebuild = new class extends PhpParser\NodeVisitorAbstract {
        public int $n = 0;
        public function leaveNode(PhpParser\Node $node)
        {
            if ($node instanceof PhpParser\Node\Stmt\Foreach_) {
                $this->n++;
                return new PhpParser\Node\Stmt\Foreach_($node->expr, $node->valueVar,
                    ['keyVar' => $node->keyVar, 'byRef' => $node->byRef, 'stmts' => $node->stmts], $node->getAttributes());
            }
            return null;
        }
    };
    $t = new PhpParser\NodeTraverser();
    $t->addVisitor(new PhpParser\NodeVisitor\CloningVisitor());
    $t->addVisitor($rebuild);
    $printed = $printer->printFormatPreserving($t->traverse($old), $old, $tokens);
    if ($rebuild->n) {
        $reprinted++;
        if ($discards($printed) !== $discards($code)) {
            $bad++;
            echo "$name: a reprinted loop lost a discard\n$printed\n";
        }
        try {
            VoidDiscard\lower($printed);
        } catch (Throwable $e) {
            $bad++;
            echo "$name: reprinted, it does not compile: ", $e->getMessage(), "\n";
        }
    }
}
echo $count >= 40 ? "ok: " : "FAIL: only $count ", "programs use discards\n";
echo $parser5 || $rector === $count ? "ok: Rector's view on each\n" : "FAIL: Rector's view on $rector\n";
echo $parser5 || $reprinted >= 20 ? "ok: loops reprinted\n" : "FAIL: loops reprinted in only $reprinted\n";
echo $bad, " differ\n";
?>
--EXPECT--
ok: programs use discards
ok: Rector's view on each
ok: loops reprinted
0 differ

--TEST--
void-discard-lsp's view (tools/src/Lsp/StockView.php): over every program of this repository, the hand-written edge inputs and seeded mutants of them all, each file that the extension compiles has a view of the same bytes but for its discards, which is stock PHP (VoidDiscard\lower() accepts it and finds no discard left in it), and whose placeholders give back the file
--EXTENSIONS--
void_discard
tokenizer
--INI--
pcre.jit=0
--FILE--
<?php
// pcre.jit=0: PCRE's JIT reads past a subject's end by design, which the suite's valgrind run reports
require __DIR__ . '/reading.inc';
use VoidDiscard\Tools\Lsp\StockView;
ini_set('memory_limit', '-1');
$inputs = ReadingCheck::programs(dirname(__DIR__, 2)) + ReadingCheck::edgeInputs();
foreach ($inputs as $name => $code) {
    foreach (ReadingCheck::mutants($code, crc32($name), 3) as $k => $mutant) {
        $inputs["$name (mutant $k)"] = $mutant;
    }
}
$viewed = $placeholders = $rejected = 0;
$mismatches = [];
foreach ($inputs as $name => $code) {
    try {
        VoidDiscard\lower($code);
    } catch (ParseError|CompileError) {
        $rejected++;
        continue;
    }
    $view = StockView::of($code);
    if (!$view->hasDiscards()) {
        if ($view->text !== $code) {
            $mismatches[] = "$name: a view without discards differs from the file";
        }
        continue;
    }
    $viewed++;
    $placeholders += count($view->spans);
    $text = $view->text;
    // the same bytes but for the discards' spellings, each a placeholder of its length
    $rest = $code;
    foreach ($view->spans as $span) {
        $length = $span['to'] - $span['from'];
        if (substr($code, $span['from'], $length) !== $span['spelling'] || !str_starts_with(substr($text, $span['from'], $length), $span['name'])) {
            $mismatches[] = "$name: the span at {$span['from']} is not its spelling and placeholder";
        }
        $rest = substr_replace($rest, substr($text, $span['from'], $length), $span['from'], $length);
    }
    if (strlen($text) !== strlen($code) || $rest !== $text) {
        $mismatches[] = "$name: the view differs from the file outside its discards";
    }
    if ($view->restore($text) !== $code) {
        $mismatches[] = "$name: the placeholders do not give back the file";
    }
    try {
        if (VoidDiscard\lower($text) !== $text) {
            $mismatches[] = "$name: the view still has a discard: " . substr(VoidDiscard\lower($text), 0, 200);
        }
    } catch (ParseError|CompileError $e) {
        $mismatches[] = "$name: the view is not stock PHP: " . $e->getMessage() . ' on line ' . $e->getLine();
    }
}
printf("%d inputs: %d with discards viewed (%d placeholders), %d rejected by the extension\n", count($inputs), $viewed, $placeholders, $rejected);
var_dump($viewed > 100, $placeholders > 500);
echo 'mismatches: ', count($mismatches), "\n";
foreach (array_slice($mismatches, 0, 20) as $m) {
    echo "  $m\n";
}
?>
--EXPECTF--
%d inputs: %d with discards viewed (%d placeholders), %d rejected by the extension
bool(true)
bool(true)
mismatches: 0

--TEST--
10 000 nested lists with a discard at the bottom behave as the same nesting without the extension's syntax
--EXTENSIONS--
void_discard
--INI--
memory_limit=-1
--FILE--
<?php
// 10 000 levels exceed the parser's own stack (PHP's "memory exhausted" parse error, with and
// without the extension's syntax); 2 000 levels parse and run.
foreach ([10000, 2000] as $depth) {
    $value = 'x';
    for ($i = 0; $i < $depth; $i++) { $value = [0, $value]; }
    $void = str_repeat('[void, ', $depth) . '$y' . str_repeat(']', $depth) . ' = $value; return $y;';
    $stock = str_repeat('[, ', $depth) . '$y' . str_repeat(']', $depth) . ' = $value; return $y;';
    $allVoid = str_repeat('[', $depth) . 'void' . str_repeat(']', $depth) . ' = $value; return "nothing assigned";';
    $results = [];
    foreach ([$void, $stock, $allVoid] as $code) {
        try {
            $results[] = 'returned ' . var_export(eval($code), true);
        } catch (ParseError $e) {
            $results[] = 'ParseError: ' . $e->getMessage();
        }
    }
    echo $depth, ': ', $results[0] === $results[1] ? "same as stock: $results[0]" : "DIFFERENT: $results[0] / $results[1]", "; all void: $results[2]\n";
}
--EXPECT--
10000: same as stock: ParseError: memory exhausted; all void: ParseError: memory exhausted
2000: same as stock: returned 'x'; all void: returned 'nothing assigned'

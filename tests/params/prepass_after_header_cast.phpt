--TEST--
A `void` after a nested function's `(void)` parameter list reads the same in a first and a second pass of the pre-pass (PHP 8.5+ lexes `(void)` as a cast token, which the first pass writes as `( $__discard )`: a fuzzer's finding, fuzz/corpus/property-params-after-header-cast.php)
--EXTENSIONS--
void_discard
--FILE--
<?php
$inputs = [
    // the finding, cut down: invalid code, which PHP rejects with or without the extension
    "<?php function f(\$a, as fn&(void)\n    void = [1, 2]) {}",
    "<?php function f(\$a, fn(void) void) {}",
    // valid code: a closure's sole discarded parameter in a default value is left to the AST pass
    "<?php function f(\$a = fn(void) => 1, void) {}",
];
foreach ($inputs as $in) {
    $once = VoidDiscard\prepass($in);
    echo $once, "\n", VoidDiscard\prepass($once) === $once ? "idempotent" : "NOT idempotent", "\n";
}
?>
--EXPECT--
<?php function f($a, as fn&($__discard)
    $__discard = [1, 2]) {}
idempotent
<?php function f($a, fn($__discard) $__discard) {}
idempotent
<?php function f($a = fn($__discard) => 1, $__discard) {}
idempotent

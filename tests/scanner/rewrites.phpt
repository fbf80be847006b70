--TEST--
The pre-pass rewrites void into __discard() exactly in the positions stock PHP cannot parse, keeping every line
--EXTENSIONS--
void_discard
--FILE--
<?php
$sources = [
    '<?php foreach ($a as $k => void) {}',
    '<?php foreach ($a as void) {}',
    '<?php foreach ($a as void => $v) {}',
    '<?php foreach ($a as VOID => Void) {}',
    '<?php foreach ($a as $k => &void) {}',
    '<?php foreach ($a as &void) {}',
    '<?php [&void, $b] = $x; [\'k\' => &void] = $x; list(&void) = $x;',
    "<?php foreach (\$a as\n\$k\n=>\n/* c */ void // c\n) {}",
    '<?php foreach ($a as $k => void): endforeach;',
    '<?php foreach (f($x, [1, 2]) as $k => void) {}',
    '<?php foreach ($a as $k => [void, $b]) {}',
    '<?php foreach ($a as [&void]) {}',
    '<?php if (1) { foreach ($a as $k => void) { foreach ($b as void) {} } } ?>html<?php foreach ($c as $k => void) {}',
];
foreach ($sources as $src) {
    $out = VoidDiscard\prepass($src);
    echo $out, "\n";
    if (substr_count($out, "\n") !== substr_count($src, "\n")) {
        echo "LINES MOVED\n";
    }
}
--EXPECT--
<?php foreach ($a as $k => __discard()) {}
<?php foreach ($a as __discard()) {}
<?php foreach ($a as __discard() => $v) {}
<?php foreach ($a as __discard() => __discard()) {}
<?php foreach ($a as $k => &__discard()) {}
<?php foreach ($a as &__discard()) {}
<?php [&__discard(), $b] = $x; ['k' => &__discard()] = $x; list(&__discard()) = $x;
<?php foreach ($a as
$k
=>
/* c */ __discard() // c
) {}
<?php foreach ($a as $k => __discard()): endforeach;
<?php foreach (f($x, [1, 2]) as $k => __discard()) {}
<?php foreach ($a as $k => [void, $b]) {}
<?php foreach ($a as [&__discard()]) {}
<?php if (1) { foreach ($a as $k => __discard()) { foreach ($b as __discard()) {} } } ?>html<?php foreach ($c as $k => __discard()) {}

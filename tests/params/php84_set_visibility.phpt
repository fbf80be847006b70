--TEST--
PHP 8.4+: a discarded parameter with asymmetric visibility (`private(set) void`) is promoted, a compile error at its line
--EXTENSIONS--
void_discard
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip asymmetric visibility is PHP 8.4+'); ?>
--FILE--
<?php
echo "never\n";
final class P {
    public function __construct(
        $a,
        private(set)
            void,
    ) {}
}
--EXPECTF--
Fatal error: Cannot promote void to a property: a discarded parameter has no name in %s on line 7

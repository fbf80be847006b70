--TEST--
A discarded parameter promoted (`private void`) is a compile error at the line of its `void`, before anything runs
--EXTENSIONS--
void_discard
--FILE--
<?php
echo "never\n";
final class P {
    public function __construct(
        private readonly int void,
    ) {}
}
--EXPECTF--
Fatal error: Cannot promote void to a property: a discarded parameter has no name in %s on line 5

<?php
// A discard the extension rejects (by reference): a syntax error at its line for the analysers.
function keys(array $a): void
{
    foreach ($a as $k => &void) {
        echo $k;
    }
}

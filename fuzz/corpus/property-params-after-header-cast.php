foreach &  (<?php
echo "never\n";
function f($a = 1,
 as fn&(void)
    void = [1, 2]) {}void)
    void =  => [1, 2

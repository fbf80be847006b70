<?php
echo "never printed\n";
foreach ([1] as $k => void) {}
foreach ([1] as $k => &void) {}

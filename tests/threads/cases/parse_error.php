<?php
echo "never printed\n";
foreach ($a as $k => void) {
	[void, $b] = $c
}

<?php
// SPDX-License-Identifier: MIT
// Writes into COUNT (a copy of ORIG) a call vd_savings_hit('File.php:LINE') at the start of the
// body of every loop that MIGRATED rewrote (the lines that differ; the migration never moves a
// line), so that run.php --counts can say how often each ran. A rewritten line that does not end
// with `{` is reported and left uncounted.
//   php instrument.php ORIG MIGRATED COUNT
declare(strict_types=1);

[, $orig, $migrated, $count] = $argv;
$it = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($orig, FilesystemIterator::SKIP_DOTS));
$n = 0;
foreach ($it as $path => $info) {
	if (!str_ends_with($path, '.php')) {
		continue;
	}
	$rel = substr($path, strlen($orig) + 1);
	$a = file($path);
	$b = file("$migrated/$rel");
	if ($a === $b) {
		continue;
	}
	$short = preg_replace('~^usr/share/php/~', '', $rel);
	foreach ($a as $i => $line) {
		if ($line === $b[$i]) {
			continue;
		}
		$at = $short . ':' . ($i + 1);
		if (!preg_match('/\{\s*$/', $line)) {
			fwrite(STDERR, "$at: not counted (the line does not end with `{`)\n");
			continue;
		}
		$a[$i] = rtrim($line) . " \\vd_savings_hit('$at');\n";
		$n++;
	}
	file_put_contents("$count/$rel", implode('', $a));
}
echo "$n loops instrumented\n";

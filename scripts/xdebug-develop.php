<?php
// SPDX-License-Identifier: MIT
// Xdebug's develop mode reformats var_dump() (a "file:line:" header, `'key' =>`, `class C#1`) and
// appends a "Call Stack:" to every warning, so tests that print either fail their expectations
// under it. For each test run-tests.php left failed in TESTDIR (its .sh reproduces the run), this
// runs it again with XDEBUG_MODE=off and with XDEBUG_MODE=develop and compares the two outputs
// once both are in one canonical form: any difference beyond Xdebug's formatting is a failure.
//   php scripts/xdebug-develop.php TESTDIR
// Prints "N passed, N failed" over the failed tests it rechecked.

function canonical(string $out): string
{
    $lines = [];
    $stack = false;
    foreach (preg_split('/\R/', $out) as $line) {
        if ($line === 'Call Stack:') {
            $stack = true;
            continue;
        }
        if ($stack && preg_match('/^\s*[\d.]+\s+\d+\s+\d+\. /', $line)) {
            continue;
        }
        $stack = false;
        // Xdebug's var_dump() header, and blank lines (Xdebug adds some around stacks)
        if (preg_match('/^\S+:\d+:$/', $line) || trim($line) === '') {
            continue;
        }
        $l = trim($line);
        $l = preg_replace('/^\["([^"]*)"(:"[^"]*")?(:(protected|private))?\]=>$/', '$1=>', $l);   // PHP keys
        $l = preg_replace('/^\[(-?\d+)\] ?=>$/', '$1=>', $l);                                      // both
        $l = preg_replace("/^'(.*)' =>$/", '$1=>', $l);                                            // Xdebug keys
        $l = preg_replace('/^(public|protected|private)( readonly)?( \??[\w\\\\|]+)? \$(\w+) =>$/', '$4=>', $l);
        $l = preg_replace('/^(?:object\(([^)]*)\)|class (\S+))#(\d+) \((\d+)\) \{$/', '$1$2#$3 ($4) {', $l);
        $l = preg_replace('/^uninitialized\(.*\)$/', '*uninitialized*', $l);
        $l = preg_replace('/^double\((.*)\)$/', 'float($1)', $l);
        // temporary files named after the process
        $l = preg_replace('#(/tmp/\S*?)\d+#', '$1N', $l);
        $lines[] = $l;
    }
    return implode("\n", $lines);
}

$dir = $argv[1] ?? exit("usage: php scripts/xdebug-develop.php TESTDIR\n");
$passed = $failed = 0;
$files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS));
foreach ($files as $file) {
    $sh = $file->getPathname();
    if (!str_ends_with($sh, '.sh') || !is_file(substr($sh, 0, -3) . '.phpt')) {
        continue;
    }
    $off = canonical((string) shell_exec('XDEBUG_MODE=off sh ' . escapeshellarg($sh)));
    $develop = canonical((string) shell_exec('XDEBUG_MODE=develop sh ' . escapeshellarg($sh)));
    if ($off === $develop) {
        $passed++;
        continue;
    }
    $failed++;
    echo "FAIL  $sh differs under Xdebug's develop mode beyond its formatting\n";
    file_put_contents("$sh.off", $off);
    file_put_contents("$sh.develop", $develop);
    echo shell_exec('diff ' . escapeshellarg("$sh.off") . ' ' . escapeshellarg("$sh.develop") . ' | head -n 20');
}
echo "$passed passed, $failed failed\n";
exit($failed ? 1 : 0);

<?php
// SPDX-License-Identifier: MIT
// package.xml upkeep. The files a release ships are the tracked files outside the development-only
// paths below.
//   php scripts/package.php write    regenerate package.xml's <contents> and version from the tree
//   php scripts/package.php check    exit 1 unless package.xml lists exactly the shipped files and
//                                     its version is PHP_VOID_DISCARD_VERSION
$top = dirname(__DIR__);
chdir($top);
// (tests/threads/: a C harness that needs a ZTS PHP built from source, run by scripts/sanitized.sh;
// editors/: the VS Code extension, built into a .vsix of its own by scripts/vscode-check.sh;
// native/: the php-src patch series, for PHP's own build, not the extension's)
$devOnly = '#^(scripts/|benchmarks/|fuzz/|editors/|native/|tests/threads/|\.ci/|\.git|\.editorconfig$|package\.xml$)#';
$shipped = array_values(array_filter(
    explode("\0", trim((string) shell_exec('git ls-files -z'), "\0")),
    fn($f) => $f !== '' && !preg_match($devOnly, $f) && is_file($f)
));
sort($shipped);
preg_match('/#define PHP_VOID_DISCARD_VERSION "([^"]+)"/', file_get_contents('php_void_discard.h'), $m);
$version = $m[1];
$role = fn(string $f) => match (true) {
    str_starts_with($f, 'tests/'), str_starts_with($f, 'tools/tests/') => 'test',
    // the package's launchers: pecl writes PEAR's data_dir into them, where the package goes
    str_starts_with($f, 'tools/bin/') => 'script',
    // the PHP package (void-discard/tools), whole, into PEAR's data_dir/void_discard/tools
    str_starts_with($f, 'tools/') => 'data',
    str_starts_with($f, 'examples/'), str_starts_with($f, 'docs/'), in_array($f, ['README.md', 'LICENSE', 'void_discard.ini', 'composer.json'], true) => 'doc',
    default => 'src',
};
// each launcher is installed under its own name, with the marker its comment names replaced
$launchers = array_values(array_filter($shipped, fn(string $f): bool => $role($f) === 'script'));
$fileXml = fn(string $f): string => $role($f) === 'script'
    ? sprintf("   <file name=\"%s\" role=\"script\">\n    <tasks:replace from=\"@data_dir@\" to=\"data_dir\" type=\"pear-config\" />\n   </file>", $f)
    : sprintf('   <file name="%s" role="%s" />', $f, $role($f));
$installXml = implode("\n", array_map(fn(string $f): string => sprintf('   <install as="%s" name="%s" />', basename($f), $f), $launchers));

if (($argv[1] ?? '') === 'write') {
    $xml = file_get_contents('package.xml');
    $files = implode("\n", array_map($fileXml, $shipped));
    $xml = preg_replace('#<dir name="/">.*?</dir>#s', "<dir name=\"/\">\n$files\n  </dir>", $xml);
    $xml = preg_replace('#<filelist>.*?</filelist>#s', "<filelist>\n$installXml\n  </filelist>", $xml);
    $xml = preg_replace('#(<version>\s*<release>)[^<]*#', '${1}' . $version, $xml);
    $xml = preg_replace('#(<version>\s*<release>[^<]*</release>\s*<api>)[^<]*#', '${1}' . $version, $xml);
    file_put_contents('package.xml', $xml);
    // the PHP package's version: a path repository (a clone) has no other source for it, and the
    // release repository's tag must match it, or Composer skips the tag
    $tools = (string) file_get_contents('tools/composer.json');
    file_put_contents('tools/composer.json', (string) preg_replace('/^(    "version": ")[^"]*/m', '${1}' . $version, $tools, 1));
    exit(0);
}

$doc = simplexml_load_file('package.xml');
$listed = [];
foreach ($doc->contents->dir->file as $file) {
    $listed[] = (string) $file['name'];
}
sort($listed);
$errors = [];
foreach (array_diff($shipped, $listed) as $f) {
    $errors[] = "on disk, not in package.xml: $f";
}
foreach (array_diff($listed, $shipped) as $f) {
    $errors[] = "in package.xml, not on disk: $f";
}
foreach ($doc->contents->dir->file as $file) {
    $name = (string) $file['name'];
    if (in_array($name, $shipped, true) && (string) $file['role'] !== $role($name)) {
        $errors[] = "$name: role {$file['role']}, not {$role($name)}";
    }
}
$xmlText = file_get_contents('package.xml');
foreach ($launchers as $f) {
    if (!str_contains($xmlText, sprintf("   <file name=\"%s\" role=\"script\">\n    <tasks:replace from=\"@data_dir@\" to=\"data_dir\" type=\"pear-config\" />", $f))) {
        $errors[] = "$f: no replace task for @data_dir@";
    }
    if (!str_contains($xmlText, sprintf('<install as="%s" name="%s" />', basename($f), $f))) {
        $errors[] = "$f: not installed as " . basename($f);
    }
}
if ((string) $doc->version->release !== $version) {
    $errors[] = "package.xml version {$doc->version->release} is not PHP_VOID_DISCARD_VERSION $version";
}
// PEAR's builder builds the first config.m4 it finds below the package root, not the top one
foreach ($shipped as $f) {
    if ($f !== 'config.m4' && stripos(basename($f), 'config.m4') !== false) {
        $errors[] = "$f would be built by `pecl install` instead of ./config.m4";
    }
}
if ((json_decode(file_get_contents('tools/composer.json'), true)['version'] ?? null) !== $version) {
    $errors[] = "tools/composer.json's version is not PHP_VOID_DISCARD_VERSION $version";
}
$composer = json_decode(file_get_contents('composer.json'), true);
if (($composer['php-ext']['extension-name'] ?? null) !== 'void_discard') {
    $errors[] = 'composer.json php-ext.extension-name is not void_discard';
}
echo $errors ? implode("\n", $errors) . "\n" : 'package.xml lists the ' . count($shipped) . " shipped files, version $version\n";
exit($errors ? 1 : 0);

--TEST--
void-discard-migrate --stats: the census of a small tree, as a table and as JSON; a file PHP cannot compile and files without PHP code do not stop it
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
$src = vd_tmpdir();
mkdir("$src/app");
file_put_contents("$src/app/Safe.php", <<<'PHP'
<?php
namespace App;

function csv(string $line): array
{
    $ids = [];
    foreach (\explode(',', $line) as $id => $field) {  // default: explode() gives strings
        $ids[] = $id;
    }
    foreach ([1, 2, 3] as $_) {                         // default, and a throwaway name
        $ids[] = 0;
    }
    [$first, $ignored] = [$line, 2];                    // default: a constant element
    [, , $third] = \explode(',', $line);                // two holes
    return [$ids, $first, $third];
}
PHP);
file_put_contents("$src/app/Objects.php", <<<'PHP'
<?php
function each_key(iterable $items): array
{
    $keys = [];
    foreach ($items as $key => $item) {                 // risky: the subject may be an object
        $keys[] = $key;
    }
    return $keys;
}

function count_rows(array $rows): int
{
    $n = 0;
    foreach ($rows as $row => $unused) {                // risky: a value may be an object
        $n++;
    }
    foreach ($rows as $dummy) {                         // a throwaway name, but read
        $n += $dummy;
    }
    [$a, $b] = $rows;                                   // risky: key 1 may be missing
    list(, $c) = $rows;                                 // a hole
    return $n + $a + $c;
}
PHP);
file_put_contents("$src/app/Keys.php", <<<'PHP'
<?php
function keys_of(array $map): void
{
    foreach (array_keys($map) as $key) {                // --array-keys writes it
        echo $key;
    }
}

function keys_of_call(object $o): void
{
    foreach (array_keys($o->all()) as $key) {           // --array-keys --risky writes it
        echo $key;
    }
}

foreach ([1] as $top) {                                 // the top level: never rewritten
}
PHP);
file_put_contents("$src/app/Data.php", <<<'PHP'
<?php
function lines(): int
{
    $n = 0;
    foreach (['a', 'b'] as $i => $line) {               // risky: the file has __halt_compiler()
        $n += $i;
    }
    return $n;
}
__halt_compiler();foreach ($x as $y) {}
PHP);
// nothing to rewrite in it: the tool still compiles it, and reports it
file_put_contents("$src/app/broken.php", "<?php\nfunction broken(\$a) {\n    return \$a;\n\nif (\n");
file_put_contents("$src/app/page.php", "<html><body>foreach (\$rows as \$row)</body></html>\n");
file_put_contents("$src/app/Skipped.inc", "<?php\nfunction s(array \$a) { foreach (\$a as \$k => \$v) { echo \$k; } }\n");
file_put_contents("$src/notes.txt", "Not PHP: foreach (\$a as \$k => \$v) {}\n");
$s = fn(string $out) => str_replace($src, 'SRC', $out);
$args = escapeshellarg("$src/app") . ' ' . escapeshellarg("$src/notes.txt");

echo "== --stats\n";
echo vd_migrate("--stats $args", $status, $err), "exit $status\n", $s($err);

echo "== --stats --json\n";
$json = vd_migrate("--stats --json $args", $status, $err);
echo $s($json), "exit $status\n", $s($err);
$stats = json_decode($json, true);

echo "== what the runs write, and the census says\n";
vd_migrate($args, $status, $err);
preg_match('/^would change: .*/m', $err, $m);
echo "default: $m[0], exit $status\n", $s(implode("\n", preg_grep('/^void-discard-migrate: /', explode("\n", $err)))), "\n";
$n = fn(string $key, bool $risky) => $stats[$key]['default'] + ($risky ? $stats[$key]['risky'] : 0);
printf("--stats: %d files, %d loops, %d destructurings (%d risky spots not written)\n", $n('changed_files', false),
    $n('unused_value_loops', false), $n('destructurings', false),
    $stats['unused_value_loops']['risky'] + $stats['unused_slots']['risky']);
vd_migrate("--risky --array-keys $args", $status, $err);
preg_match('/^would change: .*/m', $err, $m);
echo "--risky --array-keys: $m[0]\n";
printf("--stats: %d loops, %d destructurings\n", $n('unused_value_loops', true) + $n('array_keys_loops', true),
    $n('destructurings', true));

echo "== usage\n";
vd_migrate("--json $args", $status, $err);
echo "exit $status\n", strtok($err, "\n"), "\n";
vd_migrate("--stats --write $args", $status, $err);
echo "exit $status\n", strtok($err, "\n"), "\n";
?>
--EXPECT--
== --stats
                                                   total  default  --risky
PHP files                                              4
lines                                                 66
foreach loops                                          9
  value never read (=> void)                           5        2        3
  value named as a throwaway ($_, $unused, ...)        3
    of them never read                                 2        1        1
  foreach (array_keys(E) as $k) (--array-keys)         2        1        1
destructurings with holes ([, $b], list(, $b))         2
  holes                                                3
destructuring slots never read (=> void)               2        1        1
  in destructurings                                    2        1        1
parameters (of functions with a body)                  5
  never read (could be void)                           0
    closure or arrow fn, before a read one             0        0        0
    closure or arrow fn, trailing                      0
    function, before a read one                        0        0        0
    function, trailing                                 0
    method, before a read one                          0        0        0
    method, trailing                                   0        0        0
  rewritten (=> void)                                  0        0        0
files the rewrite changes (without --array-keys)       3        1        2
files without PHP code                                 1
files not handled (errors)                             2
risky, by reason (a spot may have several):
  foreach value           1  the subject may be an object: its current() would no longer run
  foreach value           1  its values may be objects: the last one would no longer be kept alive after the loop
  foreach value           1  the file has __halt_compiler(): the offset of its data would move
  array_keys() loop       1  E may not be an array held by a variable
  destructuring slot      1  the key may be missing (its warning would go), or the value an object
exit 2
void-discard-migrate: SRC/app/broken.php:6: Unclosed '(' on line 5
void-discard-migrate: SRC/notes.txt: not PHP (no `<?` in it), left alone
== --stats --json
{
    "files": 4,
    "lines": 66,
    "not_php": 1,
    "errors": 2,
    "foreach": 9,
    "unused_value_loops": {
        "default": 2,
        "risky": 3
    },
    "throwaway_value_loops": {
        "all": 3,
        "default": 1,
        "risky": 1
    },
    "array_keys_loops": {
        "default": 1,
        "risky": 1
    },
    "holes": 3,
    "holed_destructurings": 2,
    "unused_slots": {
        "default": 1,
        "risky": 1
    },
    "destructurings": {
        "default": 1,
        "risky": 1
    },
    "parameters": 5,
    "unused_params": {
        "closure": {
            "before": {
                "all": 0,
                "default": 0,
                "risky": 0
            },
            "trailing": {
                "all": 0,
                "default": 0,
                "risky": 0
            }
        },
        "function": {
            "before": {
                "all": 0,
                "default": 0,
                "risky": 0
            },
            "trailing": {
                "all": 0,
                "default": 0,
                "risky": 0
            }
        },
        "method": {
            "before": {
                "all": 0,
                "default": 0,
                "risky": 0
            },
            "trailing": {
                "all": 0,
                "default": 0,
                "risky": 0
            }
        }
    },
    "params": {
        "default": 0,
        "risky": 0
    },
    "unwritten_params": 0,
    "changed_files": {
        "default": 1,
        "risky": 2
    },
    "risky_reasons": {
        "unused_value_loops": {
            "subject-namespace": 0,
            "subject-object": 1,
            "values-objects": 1,
            "halt-compiler": 1,
            "own-source": 0
        },
        "array_keys_loops": {
            "array-keys-namespace": 0,
            "array-keys-subject": 1,
            "halt-compiler": 0,
            "own-source": 0
        },
        "unused_slots": {
            "key-expression": 0,
            "key-type": 0,
            "source-namespace": 0,
            "value-object": 0,
            "source-object": 0,
            "key-missing": 1,
            "halt-compiler": 0,
            "own-source": 0
        },
        "params": {
            "param-name": 0,
            "param-namespace": 0,
            "param-type": 0,
            "param-optional-before": 0,
            "halt-compiler": 0,
            "own-source": 0
        }
    },
    "by_file": {
        "SRC/app/Data.php": {
            "default": 0,
            "risky": 1
        },
        "SRC/app/Objects.php": {
            "default": 0,
            "risky": 3
        },
        "SRC/app/Safe.php": {
            "default": 3,
            "risky": 0
        }
    }
}
exit 2
void-discard-migrate: SRC/app/broken.php:6: Unclosed '(' on line 5
void-discard-migrate: SRC/notes.txt: not PHP (no `<?` in it), left alone
== what the runs write, and the census says
default: would change: 1 file, 2 loops, 1 destructuring (4 risky spots not written: --risky writes them), exit 2
void-discard-migrate: SRC/app/broken.php:6: Unclosed '(' on line 5
void-discard-migrate: SRC/notes.txt: not PHP (no `<?` in it), left alone
--stats: 1 files, 2 loops, 1 destructurings (4 risky spots not written)
--risky --array-keys: would change: 4 files, 7 loops, 2 destructurings
--stats: 7 loops, 2 destructurings
== usage
exit 2
void-discard-migrate: --json goes with --stats
exit 2
void-discard-migrate: --stats writes and checks nothing: not with --write or --check

--TEST--
void-discard-migrate: a foreach value read nowhere in its function becomes void; one read anywhere keeps it
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
vd_show(<<<'PHP'
<?php
function keys(array $rows) {
    $ids = [];
    foreach ($rows as $id => $row) { $ids[] = $id; }              // rewritten
    foreach ($rows as $row) { $n = count($ids); }                 // rewritten (no key)
    foreach ($rows as $id => $row):                               // rewritten (alternative syntax)
        $ids[] = $id;
    endforeach;
    foreach ($rows as $id => $_) { foreach ($rows as $k => $_) {} } // both rewritten: $_ is only written
    return $ids;
}
function readInBody(array $rows) {
    foreach ($rows as $k => $v) { echo $v; }                      // kept
}
function readAfter(array $rows) {
    foreach ($rows as $k => $v) {}                                // kept
    return $v;
}
function readBefore(array $rows) {
    for ($i = 0; $i < 2; $i++) {
        echo $last ?? '';
        foreach ($rows as $k => $last) {}                         // kept: read in the next iteration
    }
}
function writtenElsewhere(array $rows) {
    $v = 1;                                                       // an assignment is a use too
    foreach ($rows as $k => $v) {}                                // kept
}
function parameter(array $rows, $v) {
    foreach ($rows as $k => $v) {}                                // kept: a parameter
    return func_get_args();
}
function byReference(array $rows) {
    foreach ($rows as $k => &$v) {}                               // kept: a reference
}
function targets(array $rows) {
    foreach ($rows as $k => $this->x) {}                          // kept: not a plain variable
    foreach ($rows as $k => $out[]) {}                            // kept
    foreach ($rows as $k => $_GET) {}                             // kept: a superglobal
}
function inExpression(array $rows) {
    foreach ($rows as $k => $v) {}                                // kept: read by the next loop's expression
    foreach ($v as $w) {}                                         // rewritten
}
abstract class Repo {
    private $rows = [];
    public function ids(): array {
        $ids = [];
        foreach ($this->rows as $id => $row) { $ids[] = $id; }    // rewritten
        return $ids;
    }
    public function rows(): array {
        foreach ($this->rows as $id => $row) {}                   // kept: read below
        return [$row];
    }
    abstract protected function nothing();
}
$f = function (array $rows) {
    foreach ($rows as $k => $v) {}                                // rewritten: a closure is a function
};
// the file's top level shares its variables with whatever includes it: never rewritten
foreach ([1, 2] as $k => $v) {}
PHP, '--risky');
?>
--EXPECT--
4: foreach ($rows as $id => $row) { $ids[] = $id; }              // rewritten  =>  foreach ($rows as $id => void) { $ids[] = $id; }              // rewritten
5: foreach ($rows as $row) { $n = count($ids); }                 // rewritten (no key)  =>  foreach ($rows as void) { $n = count($ids); }                 // rewritten (no key)
6: foreach ($rows as $id => $row):                               // rewritten (alternative syntax)  =>  foreach ($rows as $id => void):                               // rewritten (alternative syntax)
9: foreach ($rows as $id => $_) { foreach ($rows as $k => $_) {} } // both rewritten: $_ is only written  =>  foreach ($rows as $id => void) { foreach ($rows as $k => void) {} } // both rewritten: $_ is only written
43: foreach ($v as $w) {}                                         // rewritten  =>  foreach ($v as void) {}                                         // rewritten
49: foreach ($this->rows as $id => $row) { $ids[] = $id; }    // rewritten  =>  foreach ($this->rows as $id => void) { $ids[] = $id; }    // rewritten
59: foreach ($rows as $k => $v) {}                                // rewritten: a closure is a function  =>  foreach ($rows as $k => void) {}                                // rewritten: a closure is a function

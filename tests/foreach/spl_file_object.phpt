--TEST--
Key-only loops over SplFileObject and SplTempFileObject end where stock ends, with the same keys, whatever the flags
--EXTENSIONS--
void_discard
--FILE--
<?php
// SplFileObject reads its line in current(); next() only counts lines and valid() asks for EOF,
// so a loop that never read the line would never end. Capped, so that a regression fails fast.
function void_keys(iterable $it): string {
    $out = [];
    try {
        foreach ($it as $k => void) { $out[] = $k; if (count($out) > 100) { $out[] = 'RUNAWAY'; break; } }
    } catch (Throwable $e) { $out[] = get_class($e) . ': ' . $e->getMessage(); }
    return json_encode($out);
}
function stock_keys(iterable $it): string {
    $out = [];
    try {
        foreach ($it as $k => $_) { $out[] = $k; if (count($out) > 100) { $out[] = 'RUNAWAY'; break; } }
    } catch (Throwable $e) { $out[] = get_class($e) . ': ' . $e->getMessage(); }
    return json_encode($out);
}
function no_key(iterable $it): int {
    $n = 0;
    foreach ($it as void) { if (++$n > 100) { break; } }
    return $n;
}

$file = __DIR__ . '/spl_file_object.txt';
file_put_contents($file, "alpha\n\nbeta,1\n\n\ngamma\n");
$empty = __DIR__ . '/spl_file_object_empty.txt';
file_put_contents($empty, '');

$flags = [
    'none' => 0,
    'READ_AHEAD' => SplFileObject::READ_AHEAD,
    'SKIP_EMPTY' => SplFileObject::SKIP_EMPTY,
    'DROP_NEW_LINE' => SplFileObject::DROP_NEW_LINE,
    'SKIP_EMPTY|DROP_NEW_LINE' => SplFileObject::SKIP_EMPTY | SplFileObject::DROP_NEW_LINE,
    'READ_AHEAD|SKIP_EMPTY|DROP_NEW_LINE' => SplFileObject::READ_AHEAD | SplFileObject::SKIP_EMPTY | SplFileObject::DROP_NEW_LINE,
    'READ_CSV' => SplFileObject::READ_CSV,
    'READ_CSV|READ_AHEAD|SKIP_EMPTY' => SplFileObject::READ_CSV | SplFileObject::READ_AHEAD | SplFileObject::SKIP_EMPTY,
];
$cases = [];
foreach ($flags as $name => $f) {
    $cases["SplFileObject $name"] = function () use ($file, $f) { $o = new SplFileObject($file); $o->setFlags($f); return $o; };
}
$cases['SplFileObject, empty file'] = fn() => new SplFileObject($empty);
$cases['SplTempFileObject'] = function () { $t = new SplTempFileObject(); $t->fwrite("x\ny\nz"); $t->rewind(); return $t; };
$cases['SplTempFileObject, nothing written'] = fn() => new SplTempFileObject();
$cases['subclass'] = fn() => new class($file) extends SplFileObject {};
$cases['after seek(2)'] = function () use ($file) { $o = new SplFileObject($file); $o->seek(2); return new NoRewindIterator($o); };

foreach ($cases as $name => $make) {
    $v = void_keys($make());
    $s = stock_keys($make());
    echo $name, ': ', $v, $v === $s ? '' : " DIFFERS from stock $s", "\n";
    $n = no_key($make());
    echo '  as void: ', $n, ' iterations', $n === count(json_decode($s)) ? '' : ' DIFFERS from stock', "\n";
}

// A user subclass's own current() never runs (with READ_AHEAD the file moves on in next()).
$o = new class($file) extends SplFileObject {
    public function current(): string|array|false { echo "current() called\n"; return parent::current(); }
};
$o->setFlags(SplFileObject::READ_AHEAD);
$seen = [];
foreach ($o as $n => void) { $seen[] = $n; }
echo 'user current(): ', implode(' ', $seen), "\n";
?>
--CLEAN--
<?php
@unlink(__DIR__ . '/spl_file_object.txt');
@unlink(__DIR__ . '/spl_file_object_empty.txt');
?>
--EXPECT--
SplFileObject none: [0,1,2,3,4,5,6]
  as void: 7 iterations
SplFileObject READ_AHEAD: [0,1,2,3,4,5,6]
  as void: 7 iterations
SplFileObject SKIP_EMPTY: [0,1,2,3,4,5,6]
  as void: 7 iterations
SplFileObject DROP_NEW_LINE: [0,1,2,3,4,5,6]
  as void: 7 iterations
SplFileObject SKIP_EMPTY|DROP_NEW_LINE: [0,1,2,3]
  as void: 4 iterations
SplFileObject READ_AHEAD|SKIP_EMPTY|DROP_NEW_LINE: [0,1,2]
  as void: 3 iterations
SplFileObject READ_CSV: [0,1,2,3,4,5,6]
  as void: 7 iterations
SplFileObject READ_CSV|READ_AHEAD|SKIP_EMPTY: [0,1,2,3,4,5]
  as void: 6 iterations
SplFileObject, empty file: [0]
  as void: 1 iterations
SplTempFileObject: [0,1,2]
  as void: 3 iterations
SplTempFileObject, nothing written: [0]
  as void: 1 iterations
subclass: [0,1,2,3,4,5,6]
  as void: 7 iterations
after seek(2): [2,3,4,5,6]
  as void: 5 iterations
user current(): 0 1 2 3 4 5 6

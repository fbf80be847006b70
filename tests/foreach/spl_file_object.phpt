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

// Which keys a file gives depends on the PHP version (8.6 changed READ_AHEAD at the end of the
// file): the expectation is stock's, of the same PHP, in the same run.
foreach ($cases as $name => $make) {
    $v = void_keys($make());
    $s = stock_keys($make());
    $keys = json_decode($s);
    echo $name, ': ', $v === $s ? 'the keys of stock foreach' : "$v DIFFERS from stock $s",
        $keys && !in_array('RUNAWAY', $keys, true) ? '' : ' (stock ran away?)', "\n";
    $n = no_key($make());
    echo '  as void: ', $n === count($keys) ? 'as many iterations as stock' : "$n iterations, DIFFERS from stock", "\n";
}

// A user subclass's own current() never runs (with READ_AHEAD the file moves on in next()).
class CountingFile extends SplFileObject {
    public int $calls = 0;
    public function current(): string|array|false { $this->calls++; return parent::current(); }
}
$o = new CountingFile($file);
$o->setFlags(SplFileObject::READ_AHEAD);
$seen = [];
foreach ($o as $n => void) { $seen[] = $n; }
$plain = new SplFileObject($file);
$plain->setFlags(SplFileObject::READ_AHEAD);
echo 'user current(): called ', $o->calls, ' times; keys ',
    json_encode($seen) === stock_keys($plain) ? 'of stock foreach' : json_encode($seen) . ' DIFFER from stock', "\n";
?>
--CLEAN--
<?php
@unlink(__DIR__ . '/spl_file_object.txt');
@unlink(__DIR__ . '/spl_file_object_empty.txt');
?>
--EXPECT--
SplFileObject none: the keys of stock foreach
  as void: as many iterations as stock
SplFileObject READ_AHEAD: the keys of stock foreach
  as void: as many iterations as stock
SplFileObject SKIP_EMPTY: the keys of stock foreach
  as void: as many iterations as stock
SplFileObject DROP_NEW_LINE: the keys of stock foreach
  as void: as many iterations as stock
SplFileObject SKIP_EMPTY|DROP_NEW_LINE: the keys of stock foreach
  as void: as many iterations as stock
SplFileObject READ_AHEAD|SKIP_EMPTY|DROP_NEW_LINE: the keys of stock foreach
  as void: as many iterations as stock
SplFileObject READ_CSV: the keys of stock foreach
  as void: as many iterations as stock
SplFileObject READ_CSV|READ_AHEAD|SKIP_EMPTY: the keys of stock foreach
  as void: as many iterations as stock
SplFileObject, empty file: the keys of stock foreach
  as void: as many iterations as stock
SplTempFileObject: the keys of stock foreach
  as void: as many iterations as stock
SplTempFileObject, nothing written: the keys of stock foreach
  as void: as many iterations as stock
subclass: the keys of stock foreach
  as void: as many iterations as stock
after seek(2): the keys of stock foreach
  as void: as many iterations as stock
user current(): called 0 times; keys of stock foreach

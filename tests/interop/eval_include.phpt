--TEST--
Discards in eval() code and in included files, including a file included from eval() code
--EXTENSIONS--
void_discard
--FILE--
<?php
$file = sys_get_temp_dir() . '/vd_eval_include_' . getmypid() . '.php';
class It implements Iterator {
    private $i = 0;
    function rewind(): void { $this->i = 0; }
    function valid(): bool { return $this->i < 2; }
    function current(): mixed { echo "current called\n"; return $this->i; }
    function key(): mixed { return "inc$this->i"; }
    function next(): void { $this->i++; }
}
file_put_contents($file, '<?php
$out = [];
foreach (new It as $k => void) { $out[] = $k; }
[void, $second] = [1, "second"];
return [$out, $second];
');
var_dump(include $file);
$r = eval('$o = []; foreach (new It as $k => void) { $o[] = $k; } [void, $x] = [0, "x"]; return [$o, $x];');
echo json_encode($r), "\n";
echo json_encode(eval('return include ' . var_export($file, true) . ';')), "\n";
unlink($file);
--EXPECT--
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(4) "inc0"
    [1]=>
    string(4) "inc1"
  }
  [1]=>
  string(6) "second"
}
[["inc0","inc1"],"x"]
[["inc0","inc1"],"second"]

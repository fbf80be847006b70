--TEST--
foreach ($it as void => $v) and void => void: the key is discarded as if omitted
--EXTENSIONS--
void_discard
--FILE--
<?php
foreach (['a' => 1, 'b' => 2] as void => $v) { echo $v; }
echo "\n";
$n = 0;
foreach (['a' => 1, 'b' => 2] as void => void) { $n++; }
echo $n, "\n";

class It implements Iterator {
    private $i = 0;
    function rewind(): void { echo "rewind "; $this->i = 0; }
    function valid(): bool { echo "valid "; return $this->i < 2; }
    function current(): mixed { echo "current "; return $this->i; }
    function key(): mixed { echo "key "; return $this->i; }
    function next(): void { echo "next "; $this->i++; }
}
// key() is never called when the key is discarded
foreach (new It as void => $v) { echo "[$v] "; }
echo "\n";
// neither key() nor current()
foreach (new It as void => void) { echo "[] "; }
echo "\n";
--EXPECT--
12
2
rewind valid current [0] next valid current [1] next valid 
rewind valid [] next valid [] next valid 

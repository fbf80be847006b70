<?php
// current() triggers a warning (undefined array key / user warning); an error handler turns
// warnings into exceptions.

set_error_handler(function (int $no, string $msg, string $file, int $line) {
    throw new ErrorException($msg, 0, $no);
});

class Holey implements Iterator
{
    private int $i = 0;

    public function __construct(private array $data, private int $len) {}

    public function current(): mixed
    {
        return $this->data[$this->i];      // warns for missing keys
    }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < $this->len; }
}

class Triggers implements Iterator
{
    private int $i = 0;
    public function current(): mixed
    {
        trigger_error("current at {$this->i}", E_USER_WARNING);
        return $this->i;
    }
    public function key(): mixed { return $this->i; }
    public function next(): void { $this->i++; }
    public function rewind(): void { $this->i = 0; }
    public function valid(): bool { return $this->i < 3; }
}

function keysOnly(Iterator $it)
{
    $ks = [];
    try {
        foreach ($it as $k => $v) {
            $ks[] = $k;
        }
    } catch (ErrorException $e) {
        echo 'ErrorException: ', $e->getMessage(), "\n";
    }
    return implode(',', $ks);
}

function countOnly(Iterator $it)
{
    $n = 0;
    try {
        foreach ($it as $_) {
            $n++;
        }
    } catch (ErrorException $e) {
        echo 'ErrorException: ', $e->getMessage(), "\n";
    }
    return $n;
}

function withoutHandler(Iterator $it)
{
    set_error_handler(function (int $no, string $msg) {
        echo "[warn: $msg]";
        return true;
    });
    $n = 0;
    foreach ($it as $v) {
        $n++;
    }
    restore_error_handler();
    echo "\n";
    return $n;
}

echo keysOnly(new Holey([0 => 'a', 1 => 'b', 3 => 'd'], 4)), "\n";
echo countOnly(new Holey(['x'], 3)), "\n";
echo keysOnly(new Triggers()), "\n";
echo withoutHandler(new Triggers()), "\n";
echo withoutHandler(new Holey([], 2)), "\n";

<?php
// Iterator whose current() echoes; the foreach value variable is never read.

class Noisy implements Iterator
{
    private int $i = 0;

    public function __construct(private array $items) {}

    public function current(): mixed
    {
        echo "current({$this->i}) ";
        return $this->items[$this->i];
    }

    public function key(): mixed
    {
        echo "key({$this->i}) ";
        return $this->i;
    }

    public function next(): void
    {
        echo "next ";
        $this->i++;
    }

    public function rewind(): void
    {
        echo "rewind ";
        $this->i = 0;
    }

    public function valid(): bool
    {
        echo "valid ";
        return $this->i < count($this->items);
    }
}

function valueOnly(Noisy $it)
{
    $n = 0;
    foreach ($it as $v) {
        $n++;
    }
    echo "\n";
    return $n;
}

function keyAndValue(Noisy $it)
{
    $keys = [];
    foreach ($it as $k => $v) {
        $keys[] = $k;
    }
    echo "\n";
    return implode(',', $keys);
}

function breakEarly(Noisy $it)
{
    foreach ($it as $k => $v) {
        if ($k === 1) {
            break;
        }
    }
    echo "\n";
    return $k;
}

function destructureValue(Noisy $it)
{
    $c = 0;
    foreach ($it as [$a, $b]) {
        $c++;
    }
    echo "\n";
    return $c;
}

echo valueOnly(new Noisy(['a', 'b', 'c'])), "\n";
echo keyAndValue(new Noisy(['a', 'b'])), "\n";
echo breakEarly(new Noisy(['a', 'b', 'c'])), "\n";
echo destructureValue(new Noisy([[1, 2], [3, 4]])), "\n";

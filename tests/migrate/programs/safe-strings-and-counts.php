<?php
// Safe rewrites: string functions returning arrays, counting and key reporting.

function words(string $text)
{
    $n = 0;
    foreach (preg_split('/\s+/', trim($text)) as $w) {
        $n++;
    }
    return $n;
}

function charsIdx(string $s)
{
    $last = -1;
    foreach (str_split($s) as $i => $ch) {
        $last = $i;
    }
    return $last;
}

function fillKeys()
{
    $out = [];
    foreach (array_fill_keys(['x', 'y', 'z'], 0) as $k => $zero) {
        $out[] = strtoupper($k);
    }
    return implode('', $out);
}

function combined()
{
    $keys = [];
    foreach (array_combine(['a', 'b'], [1, 2]) as $k => $v) {
        $keys[] = $k;
    }
    [$first, $second] = array_keys(['m' => 1, 'n' => 2]);
    return implode('', $keys) . $second;
}

function counting(array $words)
{
    $result = [];
    foreach (array_count_values($words) as $word => $count) {
        $result[] = $word;
    }
    sort($result);
    return implode(',', $result);
}

echo words("  the quick  brown fox "), "\n";
echo charsIdx('hello'), "\n";
echo fillKeys(), "\n";
echo combined(), "\n";
echo counting(['b', 'a', 'b', 'c']), "\n";

<?php
// Parameters never read, called by name: a discarded parameter has no name to call it by.

function pick($first, $second)
{
    return "second=$second";
}

final class Mailer
{
    public function send($to, $body)
    {
        return "body=$body";
    }

    public static function make($kind, $options)
    {
        return 'options=' . json_encode($options);
    }
}

$format = function ($label, $value) {
    return "value=$value";
};

foreach ([
    fn() => pick(second: 2, first: 1),
    fn() => pick(...['first' => 'a', 'second' => 'b']),
    fn() => (new Mailer())->send(body: 'hi', to: 'me'),
    fn() => Mailer::make(options: [1], kind: 'x'),
    fn() => $format(value: 3, label: 'l'),
    fn() => call_user_func($format, value: 4, label: 'l'),
    fn() => call_user_func_array('pick', ['second' => 5, 'first' => 6]),
] as $call) {
    try {
        echo $call(), "\n";
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

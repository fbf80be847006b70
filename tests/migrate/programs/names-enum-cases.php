<?php
// Enum cases and class constants named with keywords: Kind::Interface, Kind::Function, ...

enum Kind: string
{
    case Interface = 'i';
    case Function = 'f';
    case List = 'l';
    case Match = 'm';
    case Fn = 'n';
    case Trait = 't';
    case Enum = 'e';

    const FOREACH = 'loop';
    const AS = 'as';
}

function describe(array $values)
{
    foreach ($values as $value) {
        $k = Kind::from($value);
        $label = match ($k) {
            Kind::Interface => 'interface',
            Kind::Function => 'function',
            Kind::List => 'list',
            Kind::Match => 'match',
            Kind::Fn => 'fn',
            default => 'other',
        };
        echo $label, "\n";
    }
    return $value;
}

function slots()
{
    [$a, $b] = [Kind::Trait, Kind::Enum];
    $x = Kind::FOREACH . '/' . Kind::AS;
    [, $c] = [Kind::List, Kind::Interface];
    return $x . ' ' . $b->name . ' ' . $c->value;
}

function names()
{
    $out = [];
    foreach (Kind::cases() as $i => $case) {
        $out[] = $i;
    }
    echo implode(',', $out), "\n";
    return Kind::Function->name . ' ' . $case->name;
}

echo describe(['i', 'f', 'l', 'm', 'n', 't']), "\n";
echo slots(), "\n";
echo names(), "\n";

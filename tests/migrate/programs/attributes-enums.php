<?php
// Attributes on enum cases, enum methods and constants; loop values read after them.

#[Attribute(Attribute::TARGET_ALL)]
class Label
{
    public function __construct(public string $text = '', public array $extra = []) {}
}

enum Suit: string
{
    #[Label('Hearts ]', ['[' => ']'])]
    case Hearts = 'H';
    #[Label(text: 'Spades', extra: [[1], [2]])]
    case Spades = 'S';

    #[Label('const]')]
    const Wild = self::Spades;

    #[Label(')(')]
    public static function lastName(): string
    {
        foreach (self::cases() as $case) {
        }
        return $case->name;
    }

    public function pairUp(#[Label(']')] &$out): string
    {
        [$a, $out] = [$this->value, $this->name];
        return $a;
    }
}

function labels()
{
    $r = new ReflectionEnum(Suit::class);
    foreach ($r->getCases() as $c) {
        foreach ($c->getAttributes() as $attr) {
            $inst = $attr->newInstance();
        }
        echo $c->getName(), ' => ', $inst->text, ' ', json_encode($inst->extra), "\n";
    }
}

function useWild(#[Label('[[')] Suit $s = Suit::Wild)
{
    [$v, $n] = [$s->value, $s->name];
    return "$v:$n";
}

echo Suit::lastName(), "\n";
$o = null;
echo Suit::Hearts->pairUp($o), " $o\n";
labels();
echo useWild(), ' ', useWild(Suit::Hearts), "\n";

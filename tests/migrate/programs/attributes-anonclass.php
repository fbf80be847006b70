<?php
// Attributes on anonymous-class properties and methods, with bracket-heavy arguments.

#[Attribute(Attribute::TARGET_ALL)]
class Meta
{
    public function __construct(public mixed $v = null) {}
}

function build(array $items)
{
    $obj = new #[Meta(['c]'])] class ($items) {
        #[Meta([']' => '['])]
        public array $kept = [];

        public function __construct(#[Meta('(]')] public array $items) {}

        #[Meta(v: [[1], [2, [3]]])]
        public function collect(): string
        {
            foreach ($this->items as $key => $value) {
                $this->kept[] = $key;
            }
            return "last=$value";
        }

        #[Meta(")")]
        public function split(): string
        {
            [$head, $tail] = array_values($this->items);
            return $head . '+' . $tail;
        }

        public function outParam(#[Meta(['x' => ']'])] &$o): void
        {
            [, $o] = array_values($this->items);
        }
    };
    echo $obj->collect(), "\n";
    echo $obj->split(), "\n";
    $obj->outParam($got);
    echo "out=$got\n";
    echo implode(',', $obj->kept), "\n";
    return $obj;
}

$o = build(['a' => 'first', 'b' => 'second']);
$o2 = build(['x', 'y']);
$rm = new ReflectionMethod($o2, 'collect');
foreach ($rm->getAttributes() as $a) {
    echo json_encode($a->getArguments()), "\n";
}

<?php
// namespace\compact() in namespace Foo calls Foo\compact (which must exist), while
// unqualified compact() in a namespace that defines compact also calls the local one.
// Also a second namespace without a local compact(), where the global one is used.

namespace Foo {
    function compact(...$names)
    {
        return 'Foo\compact(' . implode(',', $names) . ')';
    }

    function viaRelative(array $xs)
    {
        foreach ($xs as $v) {
        }
        return namespace\compact('v');
    }

    function viaUnqualified(array $pair)
    {
        [$a, $b] = $pair;
        return compact('a', 'b');
    }

    function viaGlobal(array $pair)
    {
        [$a, $b] = $pair;
        return \compact('a', 'b');
    }
}

namespace Bar {
    function viaFallback(array $xs)
    {
        foreach ($xs as $i => $v) {
        }
        return compact('v');
    }

    function viaFqGet(array $pair)
    {
        [, $second] = $pair;
        return array_keys(\get_defined_vars());
    }
}

namespace {
    echo \Foo\viaRelative([1, 2]), "\n";
    echo \Foo\viaUnqualified(['A', 'B']), "\n";
    print_r(\Foo\viaGlobal(['A', 'B']));
    print_r(\Bar\viaFallback(['x', 'y']));
    print_r(\Bar\viaFqGet([1, 2]));
}

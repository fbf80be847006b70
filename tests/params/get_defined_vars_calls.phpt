--TEST--
get_defined_vars() as PHP's in every spelling of its call: in a function with a discarded parameter (any case, fully qualified, from a namespace) the discard is left out and nothing else changes (what include and eval run there, the argument in func_get_args() and stack traces, the errors of a wrong call, a namespace's own function of that name); the extension's function of that name is not listed
--EXTENSIONS--
void_discard
--FILE--
<?php
namespace {
    function keys(array $vars): string { return implode(',', array_keys($vars)); }
    function spellings(void, $b) { return [keys(GET_DEFINED_VARS()), keys(\get_defined_vars()), keys(Get_Defined_Vars())]; }
    function after_include(void, $b) {
        keys(get_defined_vars());
        @include __DIR__ . '/no such file.inc';
        eval('$e = 1;');
        return [func_get_args(), (new Exception())->getTrace()[0]['args'], keys(get_defined_vars())];
    }
    function wrong_calls(void) {
        foreach (['get_defined_vars(1);', 'get_defined_vars(x: 1);', '$f = "get_defined_vars"; $f();', '$f = get_defined_vars(...); $f();'] as $code) {
            try { eval($code); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
        }
        try { get_defined_vars(1); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), ' (in the function)', "\n"; }
    }
    var_dump(spellings(1, 2), after_include(1, 2));
    wrong_calls(1);
    try { get_defined_vars(1); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), ' (at the top level)', "\n"; }
    var_dump(array_values(array_filter(get_defined_functions()['internal'], fn($n) => str_contains($n, 'defined_vars') || str_contains($n, 'unlist'))));
}
namespace App {
    function get_defined_vars() { return ['own' => 1, 'void1 (discarded)' => 2]; }
    function uses_own(void, $b) { return [keys(get_defined_vars()), keys(\get_defined_vars())]; }
    var_dump(uses_own(1, 2));
}
?>
--EXPECT--
array(3) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "b"
}
array(3) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [2]=>
  string(3) "b,e"
}
ArgumentCountError: get_defined_vars() expects exactly 0 arguments, 1 given
Error: Unknown named parameter $x
Error: Cannot call get_defined_vars() dynamically
Error: Cannot call get_defined_vars() dynamically
ArgumentCountError: get_defined_vars() expects exactly 0 arguments, 1 given (in the function)
ArgumentCountError: get_defined_vars() expects exactly 0 arguments, 1 given (at the top level)
array(1) {
  [0]=>
  string(16) "get_defined_vars"
}
array(2) {
  [0]=>
  string(3) "own"
  [1]=>
  string(1) "b"
}

--TEST--
void-discard-migrate: a function that can reach its variables by name, or shares one, is left alone
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
// each function would have its loop rewritten but for the one construct it shows
$cases = [
    'compact' => 'return compact("k");',
    'extract' => 'extract($GLOBALS);',
    'get_defined_vars' => 'return \get_defined_vars();',
    'parse_str' => 'parse_str("a=1", $out);',
    'variable variable' => '$name = "v"; echo $$name;',
    '${expr}' => 'echo ${"v"};',
    '"${name}"' => 'echo "${v}";',
    'interpolation' => 'echo "value: $v";',
    'interpolation in braces' => 'echo "value: {$v}";',
    'heredoc' => "echo <<<T\n\$v\nT;",
    'eval' => 'eval("echo 1;");',
    'include' => 'include "other.php";',
    'require_once' => 'require_once __DIR__ . "/other.php";',
    'global' => 'global $v;',
    'static' => 'static $v = 0;',
    'closure use' => '$f = function () use ($v) {};',
    'closure use by reference' => '$f = function () use (&$v) {};',
    'arrow function' => '$f = fn() => $v;',
    'reference' => '$r = &$v;',
    'isset' => 'return isset($v);',
    'unset' => 'unset($v);',
    'empty' => 'return empty($v);',
    'catch' => 'try {} catch (Exception $v) {}',
    'argument' => 'sort($v);',
];
$code = "<?php\n";
foreach ($cases as $name => $use) {
    $code .= "function f_" . preg_replace('/\W+/', '_', $name) . "(\$rows) { foreach (\$rows as \$k => \$v) {} $use }\n";
}
// the same constructs about another name, or in another function, change nothing
$code .= "function other(\$rows) { foreach (\$rows as \$k => \$v) {} \$f = fn() => \$w; \$g = function () use (\$x) { return compact('x'); }; }\n";
$code .= "function inner(\$rows) { foreach (\$rows as \$k => \$v) {} function named() { return get_defined_vars(); } }\n";
$code .= "function method(\$rows) { foreach (\$rows as \$k => \$v) {} return \$this->extract() + Foo::compact() + Extract::X + compact::class; }\n";
echo $code;
echo "--\n";
vd_show($code, '--risky');
?>
--EXPECT--
<?php
function f_compact($rows) { foreach ($rows as $k => $v) {} return compact("k"); }
function f_extract($rows) { foreach ($rows as $k => $v) {} extract($GLOBALS); }
function f_get_defined_vars($rows) { foreach ($rows as $k => $v) {} return \get_defined_vars(); }
function f_parse_str($rows) { foreach ($rows as $k => $v) {} parse_str("a=1", $out); }
function f_variable_variable($rows) { foreach ($rows as $k => $v) {} $name = "v"; echo $$name; }
function f__expr_($rows) { foreach ($rows as $k => $v) {} echo ${"v"}; }
function f__name_($rows) { foreach ($rows as $k => $v) {} echo "${v}"; }
function f_interpolation($rows) { foreach ($rows as $k => $v) {} echo "value: $v"; }
function f_interpolation_in_braces($rows) { foreach ($rows as $k => $v) {} echo "value: {$v}"; }
function f_heredoc($rows) { foreach ($rows as $k => $v) {} echo <<<T
$v
T; }
function f_eval($rows) { foreach ($rows as $k => $v) {} eval("echo 1;"); }
function f_include($rows) { foreach ($rows as $k => $v) {} include "other.php"; }
function f_require_once($rows) { foreach ($rows as $k => $v) {} require_once __DIR__ . "/other.php"; }
function f_global($rows) { foreach ($rows as $k => $v) {} global $v; }
function f_static($rows) { foreach ($rows as $k => $v) {} static $v = 0; }
function f_closure_use($rows) { foreach ($rows as $k => $v) {} $f = function () use ($v) {}; }
function f_closure_use_by_reference($rows) { foreach ($rows as $k => $v) {} $f = function () use (&$v) {}; }
function f_arrow_function($rows) { foreach ($rows as $k => $v) {} $f = fn() => $v; }
function f_reference($rows) { foreach ($rows as $k => $v) {} $r = &$v; }
function f_isset($rows) { foreach ($rows as $k => $v) {} return isset($v); }
function f_unset($rows) { foreach ($rows as $k => $v) {} unset($v); }
function f_empty($rows) { foreach ($rows as $k => $v) {} return empty($v); }
function f_catch($rows) { foreach ($rows as $k => $v) {} try {} catch (Exception $v) {} }
function f_argument($rows) { foreach ($rows as $k => $v) {} sort($v); }
function other($rows) { foreach ($rows as $k => $v) {} $f = fn() => $w; $g = function () use ($x) { return compact('x'); }; }
function inner($rows) { foreach ($rows as $k => $v) {} function named() { return get_defined_vars(); } }
function method($rows) { foreach ($rows as $k => $v) {} return $this->extract() + Foo::compact() + Extract::X + compact::class; }
--
5: function f_parse_str($rows) { foreach ($rows as $k => $v) {} parse_str("a=1", $out); }  =>  function f_parse_str($rows) { foreach ($rows as $k => void) {} parse_str("a=1", $out); }
28: function other($rows) { foreach ($rows as $k => $v) {} $f = fn() => $w; $g = function () use ($x) { return compact('x'); }; }  =>  function other($rows) { foreach ($rows as $k => void) {} $f = fn() => $w; $g = function () use ($x) { return compact('x'); }; }
29: function inner($rows) { foreach ($rows as $k => $v) {} function named() { return get_defined_vars(); } }  =>  function inner($rows) { foreach ($rows as $k => void) {} function named() { return get_defined_vars(); } }
30: function method($rows) { foreach ($rows as $k => $v) {} return $this->extract() + Foo::compact() + Extract::X + compact::class; }  =>  function method($rows) { foreach ($rows as $k => void) {} return $this->extract() + Foo::compact() + Extract::X + compact::class; }

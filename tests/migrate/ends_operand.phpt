--TEST--
void-discard-migrate: Tokens::isAccess() reads a `[` as lower() does (src/lexical.h, vd_ends_operand(): index or list, token by token), but after `->{…}` and `${…}`
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
// The package's classes (tools/).
require __DIR__ . '/../../tools/autoload.php';

// Each snippet has one `[void]`, after the token the row is about, and then `= $y` (or is a
// foreach target). lower() turns the `void` of a list into nothing, and leaves an index alone:
// its output says how the C side read that `[`. Where lower() rejects the code (no valid PHP puts
// a `[` right after that token), nothing of the C side's reading shows.
// One difference is deliberate: after the `}` of `${…}` or `->{…}`, PHP indexes and so does
// isAccess(), while lower() reads a list (a `}` ends a block far more often); the migration at the
// end shows what a list read there would cost the tool.
$deliberate = ['${\'x\'}[void] = $y;', '$o->{\'p\'}[void] = $y;'];
$rows = [
    // after these, lower() reads an index (src/lexical.h, vd_ends_operand())
    '$x[void] = $y;',
    'f()[void] = $y;',
    '($x)[void] = $y;',
    'array(1)[void] = $y;',
    'if (f()[void] = $y) {}',
    '$x[0][void] = $y;',
    '[1, 2][void] = $y;',
    'A[void] = $y;',
    '$o->p[void] = $y;',
    'A::C[void] = $y;',
    'A\B[void] = $y;',
    '\A[void] = $y;',
    'namespace\A[void] = $y;',
    '"s"[void] = $y;',
    '"a$b"[void] = $y;',
    "\$z = <<<TXT\n  x\n  TXT[void] = \$y;",
    '"${x[void]}";',
    'static[void] = $y;',
    '__LINE__[void] = $y;',
    '__FILE__[void] = $y;',
    '__DIR__[void] = $y;',
    '__CLASS__[void] = $y;',
    '__TRAIT__[void] = $y;',
    '__METHOD__[void] = $y;',
    '__FUNCTION__[void] = $y;',
    '__NAMESPACE__[void] = $y;',
    // after these, a list
    '$z = [void] = $y;',
    'f([void] = $y);',
    'f(1, [void] = $y);',
    'function g() { return [void] = $y; }',
    'echo [void] = $y;',
    'print [void] = $y;',
    '$z = [1 => [void] = $y];',
    '$z = [[void]] = $y;',
    '{ } [void] = $y;',
    'function h() {} [void] = $y;',
    '${\'x\'}[void] = $y;',
    '$o->{\'p\'}[void] = $y;',
    '$a = 1; [void] = $y;',
    '{ [void] = $y; }',
    '[void] = $y;',
    '$z = $c ? [void] = $y : 1;',
    '$z = $c ?: [void] = $y;',
    '$z = $c ? 1 : [void] = $y;',
    '$z = $c ?? [void] = $y;',
    '$z = $c . [void] = $y;',
    '$z = $c && [void] = $y;',
    '$z = $c or [void] = $y;',
    '$z = ![void] = $y;',
    '$z = (int) [void] = $y;',
    '$z = @[void] = $y;',
    'foreach ($r as [void]) {}',
    'foreach ($r as $k => [void]) {}',
    'if ($c) [void] = $y;',
    'if ($c) {} elseif ($d) [void] = $y;',
    'if ($c) {} else [void] = $y;',
    'while ($c) [void] = $y;',
    'do [void] = $y; while ($c);',
    'for (;;) [void] = $y;',
    'foreach ($r as $v) [void] = $y;',
    'declare(ticks=1) [void] = $y;',
    '$f = fn() => [void] = $y;',
    '$z = match ($c) { 1 => [void] = $y };',
    'function i() { yield [void] = $y; }',
    '$z = A::class[void] = $y;',
    '?><?= [void] = $y ?>',
];

$disagree = 0;
foreach ($rows as $row) {
    $code = "<?php\n$row\n";
    try {
        // @: `${x}` in a string is deprecated as of PHP 8.2
        $lower = @VoidDiscard\lower($code) === $code ? 'index' : 'list';
    } catch (ParseError | CompileError $e) {
        $lower = 'rejects it';
    }
    $t = new VoidDiscard\Tools\Migrate\Tokens($code, null);
    $p = 1;
    while ($p < $t->count() && ($t->type($p) !== '[' || $t->text($p + 1) !== 'void')) {
        $p++;
    }
    $prev = $t->type($p - 1);
    $migrate = $t->isAccess($p) ? 'index' : 'list';
    $verdict = '';
    if ($lower !== 'rejects it' && $lower !== $migrate) {
        $verdict = in_array($row, $deliberate, true) ? '  (deliberate: PHP indexes)' : '  <- DISAGREE';
        $disagree += $verdict === '  <- DISAGREE';
    }
    printf("%-28s %-42s lower(): %-10s isAccess(): %s%s\n", is_int($prev) ? token_name($prev) : "'$prev'",
        str_replace("\n", '\n', $row), $lower, $migrate, $verdict);
}
echo $disagree ? "$disagree rows disagree\n" : "all agree\n";

echo "== read as an index after ->{…}, \$k and \$b stay; \$unread goes\n";
vd_show(<<<'PHP'
<?php
function f(object $o, string $csv) {
    foreach (explode(',', $csv) as $k) { echo '.'; }
    $o->{'p'}[$k] = 1;
}
function g(object $o, string $csv) {
    [$a, $b] = explode(',', $csv);
    $o->{'p'}[$b] = $a;
}
function h(string $csv) {
    foreach (explode(',', $csv) as $unread) { echo '.'; }
}
PHP);
?>
--EXPECT--
T_VARIABLE                   $x[void] = $y;                             lower(): index      isAccess(): index
')'                          f()[void] = $y;                            lower(): index      isAccess(): index
')'                          ($x)[void] = $y;                           lower(): index      isAccess(): index
')'                          array(1)[void] = $y;                       lower(): index      isAccess(): index
')'                          if (f()[void] = $y) {}                     lower(): index      isAccess(): index
']'                          $x[0][void] = $y;                          lower(): index      isAccess(): index
']'                          [1, 2][void] = $y;                         lower(): index      isAccess(): index
T_STRING                     A[void] = $y;                              lower(): index      isAccess(): index
T_STRING                     $o->p[void] = $y;                          lower(): index      isAccess(): index
T_STRING                     A::C[void] = $y;                           lower(): index      isAccess(): index
T_NAME_QUALIFIED             A\B[void] = $y;                            lower(): index      isAccess(): index
T_NAME_FULLY_QUALIFIED       \A[void] = $y;                             lower(): index      isAccess(): index
T_NAME_RELATIVE              namespace\A[void] = $y;                    lower(): index      isAccess(): index
T_CONSTANT_ENCAPSED_STRING   "s"[void] = $y;                            lower(): index      isAccess(): index
'"'                          "a$b"[void] = $y;                          lower(): index      isAccess(): index
T_END_HEREDOC                $z = <<<TXT\n  x\n  TXT[void] = $y;        lower(): rejects it isAccess(): index
T_STRING_VARNAME             "${x[void]}";                              lower(): index      isAccess(): index
T_STATIC                     static[void] = $y;                         lower(): rejects it isAccess(): index
T_LINE                       __LINE__[void] = $y;                       lower(): index      isAccess(): index
T_FILE                       __FILE__[void] = $y;                       lower(): index      isAccess(): index
T_DIR                        __DIR__[void] = $y;                        lower(): index      isAccess(): index
T_CLASS_C                    __CLASS__[void] = $y;                      lower(): index      isAccess(): index
T_TRAIT_C                    __TRAIT__[void] = $y;                      lower(): index      isAccess(): index
T_METHOD_C                   __METHOD__[void] = $y;                     lower(): index      isAccess(): index
T_FUNC_C                     __FUNCTION__[void] = $y;                   lower(): index      isAccess(): index
T_NS_C                       __NAMESPACE__[void] = $y;                  lower(): index      isAccess(): index
'='                          $z = [void] = $y;                          lower(): list       isAccess(): list
'('                          f([void] = $y);                            lower(): list       isAccess(): list
','                          f(1, [void] = $y);                         lower(): list       isAccess(): list
T_RETURN                     function g() { return [void] = $y; }       lower(): list       isAccess(): list
T_ECHO                       echo [void] = $y;                          lower(): list       isAccess(): list
T_PRINT                      print [void] = $y;                         lower(): list       isAccess(): list
T_DOUBLE_ARROW               $z = [1 => [void] = $y];                   lower(): list       isAccess(): list
'['                          $z = [[void]] = $y;                        lower(): list       isAccess(): list
'}'                          { } [void] = $y;                           lower(): list       isAccess(): list
'}'                          function h() {} [void] = $y;               lower(): list       isAccess(): list
'}'                          ${'x'}[void] = $y;                         lower(): list       isAccess(): index  (deliberate: PHP indexes)
'}'                          $o->{'p'}[void] = $y;                      lower(): list       isAccess(): index  (deliberate: PHP indexes)
';'                          $a = 1; [void] = $y;                       lower(): list       isAccess(): list
'{'                          { [void] = $y; }                           lower(): list       isAccess(): list
T_OPEN_TAG                   [void] = $y;                               lower(): list       isAccess(): list
'?'                          $z = $c ? [void] = $y : 1;                 lower(): list       isAccess(): list
':'                          $z = $c ?: [void] = $y;                    lower(): list       isAccess(): list
':'                          $z = $c ? 1 : [void] = $y;                 lower(): list       isAccess(): list
T_COALESCE                   $z = $c ?? [void] = $y;                    lower(): list       isAccess(): list
'.'                          $z = $c . [void] = $y;                     lower(): list       isAccess(): list
T_BOOLEAN_AND                $z = $c && [void] = $y;                    lower(): list       isAccess(): list
T_LOGICAL_OR                 $z = $c or [void] = $y;                    lower(): list       isAccess(): list
'!'                          $z = ![void] = $y;                         lower(): list       isAccess(): list
T_INT_CAST                   $z = (int) [void] = $y;                    lower(): list       isAccess(): list
'@'                          $z = @[void] = $y;                         lower(): list       isAccess(): list
T_AS                         foreach ($r as [void]) {}                  lower(): list       isAccess(): list
T_DOUBLE_ARROW               foreach ($r as $k => [void]) {}            lower(): list       isAccess(): list
')'                          if ($c) [void] = $y;                       lower(): list       isAccess(): list
')'                          if ($c) {} elseif ($d) [void] = $y;        lower(): list       isAccess(): list
T_ELSE                       if ($c) {} else [void] = $y;               lower(): list       isAccess(): list
')'                          while ($c) [void] = $y;                    lower(): list       isAccess(): list
T_DO                         do [void] = $y; while ($c);                lower(): list       isAccess(): list
')'                          for (;;) [void] = $y;                      lower(): list       isAccess(): list
')'                          foreach ($r as $v) [void] = $y;            lower(): list       isAccess(): list
')'                          declare(ticks=1) [void] = $y;              lower(): list       isAccess(): list
T_DOUBLE_ARROW               $f = fn() => [void] = $y;                  lower(): list       isAccess(): list
T_DOUBLE_ARROW               $z = match ($c) { 1 => [void] = $y };      lower(): list       isAccess(): list
T_YIELD                      function i() { yield [void] = $y; }        lower(): list       isAccess(): list
T_CLASS                      $z = A::class[void] = $y;                  lower(): list       isAccess(): list
T_OPEN_TAG_WITH_ECHO         ?><?= [void] = $y ?>                       lower(): list       isAccess(): list
all agree
== read as an index after ->{…}, $k and $b stay; $unread goes
11: foreach (explode(',', $csv) as $unread) { echo '.'; }  =>  foreach (explode(',', $csv) as void) { echo '.'; }
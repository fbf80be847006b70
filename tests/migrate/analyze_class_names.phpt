--TEST--
VoidDiscard\analyze() of code that declares classes leaves no trace in the caller's class lookups: a class of the same name loaded later, or loaded before, is the caller's own (the migration tool crashed on `new Failure` after analysing a copy of itself)
--EXTENSIONS--
void_discard
--FILE--
<?php
// Both classes of the analysed code are early-bound there (their parent is internal), which caches
// them under their names.
$other = <<<'PHP'
<?php
class Later extends Exception { public $analysed = 1; }
class Before extends Exception { public $analysed = 2; }
PHP;
class Before extends Exception { public $own = 'before'; }
spl_autoload_register(function (string $class): void {
    echo "autoload $class\n";
    eval("class $class extends Exception { public \$own = 'later'; }");
});
$before = 'Before';
new $before(); // cached under its name by this lookup
VoidDiscard\analyze($other, 'other.php', 'vd_none_');
gc_collect_cycles();
$later = new Later();
echo get_class($later), ': ', $later->own, ', ', property_exists($later, 'analysed') ? 'analysed' : 'own', "\n";
$b = new $before();
echo get_class($b), ': ', $b->own, ', ', property_exists($b, 'analysed') ? 'analysed' : 'own', "\n";
// the same after a compile that fails after declaring a class
try {
    VoidDiscard\analyze("<?php\nclass Third extends Exception { public \$analysed = 3; }\nfunction strlen() {}\n", 'bad.php', 'vd_none_');
} catch (CompileError $e) {
    echo str_replace('redeclare function ', 'redeclare ', $e->getMessage()), "\n"; // (8.4 says "function")
}
$third = 'Third';
$t = new $third();
echo get_class($t), ': ', $t->own, "\n";
?>
--EXPECT--
autoload Later
Later: later, own
Before: before, own
Cannot redeclare strlen(), on line 3
autoload Third
Third: later

--TEST--
void-discard-migrate: a parameter written as void loses its @param tags, a foreach value its loop's @var tag; nothing else in a docblock changes and no line moves
--EXTENSIONS--
void_discard
tokenizer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc';
--FILE--
<?php
require __DIR__ . '/migrate.inc';
$code = <<<'PHP'
<?php
namespace App;
interface Listener {
    /** @param array<string, mixed> $payload */
    public function handle(string $event, array $payload): void;
}
final class Audit implements Listener {
    /**
     * Writes the event's name.
     *
     * @param string $event its name
     * @param array<string, mixed> $payload what it carries, which an
     *        audit does not keep (it may hold secrets)
     * @return void
     */
    public function handle(string $event, array $payload): void { echo $event; }

    /** @param array<int, string> $tags */
    public function first(array $tags, string $fallback): string { return $fallback; }

    /**
     * @phpstan-param array<int, string> $tags
     * @psalm-param array<int, string> $tags
     * @param callable(string $tags): void $then a callable that names $tags too
     */
    #[\Deprecated]
    final public static function then(array $tags, callable $then): void { $then('x'); }

    /** Both: @param int $a @param int $b */
    public function pair(int $a, int $b): void {}

    /** @param int $a */ public function inline(int $a, int $b): int { return $b; }

    /** @param int $unrelated */
    public function other(int $a): void {}

    /** @return list<string> */
    public function keys(array $rows): array {
        $out = [];
        /** @var list<object> $row */
        foreach ($rows as $id => $row) { $out[] = (string) $id; }
        /**
         * @var string $k
         * @var list<object> $v
         */
        foreach ($rows as $k => $v) { $out[] = $k; }
        /** @var list<object> $kept */
        foreach ($rows as $j => $kept) { $out[] = $kept; }
        return $out;
    }
}
PHP;
$new = vd_migrated($code, '--risky');
echo $new, "\n";
echo "== no line moved: ", substr_count($new, "\n") === substr_count($code, "\n") ? 'yes' : 'no', "\n";
echo "== the same with --sentinel, for the loops\n";
vd_show($code, '--risky --sentinel');
?>
--EXPECT--
<?php
namespace App;
interface Listener {
    /** @param array<string, mixed> $payload */
    public function handle(string $event, array $payload): void;
}
final class Audit implements Listener {
    /**
     * Writes the event's name.
     *
     * @param string $event its name
     *
     *
     * @return void
     */
    public function handle(string $event, array void): void { echo $event; }


    public function first(array void, string $fallback): string { return $fallback; }

    /**
     *
     *
     * @param callable(string $tags): void $then a callable that names $tags too
     */
    #[\Deprecated]
    final public static function then(array void, callable $then): void { $then('x'); }

    /** Both: @param int $a @param int $b */
    public function pair(int void, int void): void {}

    public function inline(int void, int $b): int { return $b; }

    /** @param int $unrelated */
    public function other(int void): void {}

    /** @return list<string> */
    public function keys(array $rows): array {
        $out = [];

        foreach ($rows as $id => void) { $out[] = (string) $id; }
        /**
         * @var string $k
         *
         */
        foreach ($rows as $k => void) { $out[] = $k; }
        /** @var list<object> $kept */
        foreach ($rows as $j => $kept) { $out[] = $kept; }
        return $out;
    }
}
== no line moved: yes
== the same with --sentinel, for the loops
40: /** @var list<object> $row */  =>  
41: foreach ($rows as $id => $row) { $out[] = (string) $id; }  =>  foreach ($rows as $id => __discard()) { $out[] = (string) $id; }
44: * @var list<object> $v  =>  *
46: foreach ($rows as $k => $v) { $out[] = $k; }  =>  foreach ($rows as $k => __discard()) { $out[] = $k; }

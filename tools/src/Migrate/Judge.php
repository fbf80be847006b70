<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

use ReflectionFunction;

/**
 * Decisions from VoidDiscard\analyze()'s report. A description (`subject`, `value`, `source`,
 * `key`, `arg`) says where a value comes from: `const` (with its value), `cv` (a variable, with its
 * declaration if it is a parameter, and whether every opcode it occurs in only reads it), `call`
 * (the function as resolved at compile time), `array` (a literal built at run time), `element` (of
 * a destructured source), `foreach-element`, `op` or `unknown`.
 *
 * The report's shape (src/analyze.c). A description nests descriptions (`arg`, `key`, `source`,
 * `subject`, an element's `key` and `value`), which an array shape cannot say of itself: those are
 * read through nested().
 * @phpstan-type Description array{kind: string, value?: mixed, name?: string, fallback?: string, init?: string,
 *     method?: string, type?: ?string, by_ref?: bool, only_read?: bool, op?: string, arg?: array<string, mixed>,
 *     key?: array<string, mixed>, source?: array<string, mixed>, subject?: array<string, mixed>,
 *     elements?: list<array{unpack?: bool, ref?: bool, key?: array<string, mixed>, value?: array<string, mixed>}>}
 * @phpstan-type ProbeUse array{scope: int, op: string, line: int, implicit?: bool, subject?: Description,
 *     value?: Description}
 * @phpstan-type Param array{name: string, probe: ?string, used: bool, optional: bool, by_ref: bool, variadic: bool,
 *     promoted: bool, type: ?string}
 * @phpstan-type Passed array{init: string, name?: string, fallback?: string, method?: string, arg?: int, named?: string,
 *     args: int}
 * @phpstan-type Scope array{function: ?string, class?: string, line: int, indirect: ?string, vars: list<string>,
 *     kind: string, abstract: bool, arguments: ?string, params: list<Param>, passed?: Passed}
 * @phpstan-type SelfUse array{op: string, line: int, init?: string, name?: string, fallback?: string, method?: string}
 * @phpstan-type Report array{scopes: list<Scope>, probes: array<string, ?list<ProbeUse>>, self: list<SelfUse>}
 *
 * @internal
 */
final class Judge
{
    // Internal functions whose result holds no object at any depth (so no destructor can run when it
    // is released): a value discarded from it changes nothing observable.
    private const OBJECT_FREE_RESULTS = ['array_keys', 'array_count_values', 'array_flip', 'count_chars', 'explode', 'file',
        'get_class_methods', 'glob', 'mb_str_split', 'preg_split', 'range', 'scandir', 'str_getcsv', 'str_split',
        'str_word_count', 'token_get_all'];

    // PHP's own functions that call a callback they are given while they run, by position only (never
    // with a named argument), and keep it nowhere once they return: the position of the callback
    // among their arguments, -1 for the last one, -2 for either of the last two (after a variadic
    // list of arrays). A closure written right there as that argument cannot be called by name or
    // reflected by anyone: its parameters' names are unobservable but in a TypeError's message.
    // Not here: call_user_func() and forward_static_call() (they pass named arguments on), the
    // functions that keep their callback (set_error_handler(), spl_autoload_register(), ob_start(),
    // register_shutdown_function(), …: whoever gets it back may call it by name), and methods
    // (ArrayObject::uasort(): the compiler cannot tell the class).
    public const POSITIONAL_CALLERS = [
        'array_map' => 1,
        'array_walk' => 2, 'array_walk_recursive' => 2,
        'usort' => 2, 'uasort' => 2, 'uksort' => 2,
        'array_filter' => 2, 'array_reduce' => 2,
        'preg_replace_callback' => 2, 'mb_ereg_replace_callback' => 2,
        'iterator_apply' => 2,
        'array_find' => 2, 'array_find_key' => 2, 'array_any' => 2, 'array_all' => 2, // PHP 8.4
        'array_udiff' => -1, 'array_udiff_assoc' => -1, 'array_uintersect' => -1, 'array_uintersect_assoc' => -1,
        'array_diff_ukey' => -1, 'array_diff_uassoc' => -1, 'array_intersect_ukey' => -1, 'array_intersect_uassoc' => -1,
        'array_udiff_uassoc' => -2, 'array_uintersect_uassoc' => -2,
    ];

    // Functions that take a path without reading the file: the file's own path (__FILE__) passed to
    // them does not make the file depend on its own bytes.
    private const PATH_ONLY = ['dirname', 'basename', 'pathinfo', 'realpath', 'file_exists', 'is_file', 'is_dir', 'is_readable',
        'is_writable', 'is_link', 'str_replace', 'substr', 'strlen', 'strtr', 'str_starts_with', 'str_ends_with',
        'strpos', 'strrpos', 'rtrim', 'ltrim', 'trim', 'sprintf', 'printf', 'spl_autoload_register', 'class_exists'];

    // Why a rewrite may change what a program does, by the name Judge gives each reason (the dry run
    // prints the full message; --stats counts spots by these names and prints these words).
    public const REASONS = [
        'subject-namespace' => "the subject is an unqualified call in a namespace: it may be the namespace's own function",
        'subject-object' => 'the subject may be an object: its current() would no longer run',
        'values-objects' => 'its values may be objects: the last one would no longer be kept alive after the loop',
        'key-expression' => 'the key expression would no longer be evaluated',
        'key-type' => 'the key is not an integer or a string: its warning or error would go',
        'value-object' => 'the value may be an object: it would no longer be kept alive',
        'source-namespace' => "the source is an unqualified call in a namespace: it may be the namespace's own function",
        'source-object' => 'the source may be an object: its offsetGet() would no longer be called',
        'key-missing' => 'the key may be missing (its warning would go), or the value an object',
        'array-keys-namespace' => "array_keys() may resolve to the namespace's own function",
        'array-keys-subject' => 'E may not be an array held by a variable',
        'param-name' => 'a call may pass it by name (an Error once discarded), and Reflection reads its name',
        'param-namespace' => "the closure's caller is unqualified in a namespace: it may be the namespace's own function",
        'param-type' => 'its type is checked: a TypeError would name $void instead',
        'param-optional-before' => "a parameter with a default before it: PHP's deprecation notice names it",
        'halt-compiler' => 'the file has __halt_compiler(): the offset of its data would move',
        'own-source' => "the file passes its own path (__FILE__) on: it may read its own source",
    ];

    /** @var Report */
    private array $report;
    /** @var array<string, array{int, int}> a parameter's probe => its scope, and its index there */
    private array $params = [];
    /** @var array<int, array<string, true>> scope => the names of the foreach values and slots probed there */
    private array $renamed = [];

    /**
     * @param array<mixed> $report VoidDiscard\analyze()'s report, of the shape Report (src/analyze.c)
     * @param array<string, string> $names the probe of each foreach value and slot => the name it stands for
     */
    public function __construct(array $report, array $names = [])
    {
        /** @var Report $report */
        $this->report = $report;
        // A foreach value or slot is probed under another name: where it has a parameter's name, it
        // is a use of that parameter all the same.
        foreach ($names as $probe => $name) {
            foreach ($this->report['probes'][$probe] ?? [] as $use) {
                $this->renamed[$use['scope']][$name] = true;
            }
        }
        foreach ($this->report['scopes'] as $s => $scope) {
            foreach ($scope['params'] as $i => $param) {
                if ($param['probe'] !== null) {
                    $this->params[$param['probe']] = [$s, $i];
                }
            }
        }
    }

    /**
     * @return ?array<string, string> null when the probe's candidate (of kind 'loop' or 'slot') is
     *         no discard; else why writing it may change what the program does (none: safe), by
     *         reason (Judge::REASONS)
     */
    public function candidate(string $probe, string $name, string $kind): ?array
    {
        $write = null;
        foreach ($this->report['probes'][$probe] ?? [] as $use) {
            if (($use['op'] === 'BIND_LEXICAL' || $use['op'] === 'BIND_STATIC') && ($use['implicit'] ?? false)) {
                continue; // an arrow function's capture of a name it then only writes
            }
            if ($write !== null) {
                return null;
            }
            $write = $use;
        }
        if ($write === null) {
            return null; // not compiled as code (inline HTML under short_open_tag=Off)
        }
        $scope = $this->report['scopes'][$write['scope']];
        if ($scope['function'] === null || $scope['indirect'] !== null || in_array($name, $scope['vars'], true)) {
            return null;
        }
        if ($kind === 'loop' && $write['op'] === 'FE_FETCH_R') {
            return $this->loopRisks(self::nested($write['subject'] ?? null), $name);
        }
        if ($kind === 'slot' && $write['op'] === 'ASSIGN' && ($write['value']['kind'] ?? '') === 'element') {
            return $this->slotRisks(self::nested($write['value']), $name);
        }
        return null;
    }

    /**
     * A parameter that PHP's compiler shows is never read, of a function with a body, written
     * without a default, not by reference, not variadic, not promoted (Candidates leaves promoted
     * ones unprobed): the kind of its function ('closure' for closures and arrow functions,
     * 'function', 'method'), whether a parameter after it is read ('before') or none is
     * ('trailing'), whether the migration rewrites it (before a read one, or in a method, whose
     * arity an interface or a parent may fix), and why writing it may change what the program
     * does (none: safe). Null for any other parameter.
     * @param array{arg: int, default: bool, lastAfterOptional: bool, start: int} $param
     * @return ?array{kind: string, position: string, rewritten: bool, risks: array<string, string>}
     */
    public function parameter(string $probe, string $name, array $param): ?array
    {
        [$index, $i] = $this->params[$probe] ?? [null, null];
        if ($index === null || $param['default']) {
            return null;
        }
        $scope = $this->report['scopes'][$index];
        $params = $scope['params'];
        $declared = $params[$i];
        if (!$this->isUnread($index, $declared) || $declared['by_ref'] || $declared['variadic'] || $declared['promoted']) {
            return null;
        }
        $position = 'trailing';
        foreach (array_slice($params, $i + 1) as $later) {
            if (!$this->isUnread($index, $later)) {
                $position = 'before';
                break;
            }
        }
        $risks = [];
        $caller = $scope['kind'] === 'closure' ? $this->positionalCaller($scope['passed'] ?? null) : null;
        if ($caller === null) {
            $call = match ($scope['kind']) {
                'method' => "a method: a call may pass \$$name by name (->m($name: …)), through an interface or a parent too",
                'function' => "a function: a call may pass \$$name by name (f($name: …))",
                default => "a closure not passed straight to one of PHP's own functions that call it by position: "
                    . "whoever gets it may pass \$$name by name",
            };
            $risks['param-name'] = "$call, an Error once it is discarded; and Reflection reads its name";
        } elseif ($caller !== 'internal') {
            $risks['param-namespace'] = "the closure is passed to $caller() unqualified in a namespace: it may be "
                . "the namespace's own function, which may call it by name";
        }
        if ($declared['type'] !== null && strtolower($declared['type']) !== 'mixed') {
            $risks['param-type'] = "its type ({$declared['type']}) is checked: a TypeError would name \$void instead of \$$name";
        }
        if ($param['lastAfterOptional']) {
            $risks['param-optional-before'] = "a parameter before it has a default: PHP's deprecation notice (\"Optional "
                . "parameter … declared before required parameter \$$name …\") names it";
        }
        return ['kind' => $scope['kind'], 'position' => $position,
            'rewritten' => $position === 'before' || $scope['kind'] === 'method', 'risks' => $risks];
    }

    /**
     * Whether nothing reads the parameter: no opcode but its RECV names its variable (any other use
     * of the name is one of it: a parameter keeps its name while probed), and its function has a
     * body and reaches neither its variables nor its arguments otherwise (compact(), `$$`,
     * func_get_args(), …), and no foreach value or slot probed there has its name. A `void`
     * parameter is read by nothing.
     * @param Param $param
     */
    private function isUnread(int $index, array $param): bool
    {
        $scope = $this->report['scopes'][$index];
        return $scope['function'] !== null && !$scope['abstract'] && $scope['indirect'] === null && $scope['arguments'] === null
            && !$param['used'] && !isset($this->renamed[$index][$param['name']]);
    }

    /**
     * How the closure is passed: 'internal' straight to one of POSITIONAL_CALLERS as the compiler
     * resolved it, at its callback's position; the function's name when it is such a call
     * unqualified in a namespace (which may resolve to the namespace's own function); else null.
     * @param ?Passed $passed
     */
    private function positionalCaller(?array $passed): ?string
    {
        if ($passed === null) {
            return null;
        }
        $internal = $passed['init'] === 'INIT_FCALL';
        $name = $internal ? ($passed['name'] ?? '') : ($passed['init'] === 'INIT_NS_FCALL_BY_NAME' ? ($passed['fallback'] ?? '') : '');
        $at = self::POSITIONAL_CALLERS[$name] ?? null;
        if ($at === null || !function_exists($name) || !(new ReflectionFunction($name))->isInternal()) {
            return null;
        }
        $arg = $passed['arg'] ?? null;
        if (isset($passed['named']) && $at > 0) {
            foreach ((new ReflectionFunction($name))->getParameters() as $parameter) {
                if ($parameter->getName() === $passed['named']) {
                    $arg = $parameter->getPosition() + 1;
                }
            }
        }
        $args = $passed['args'];
        $fits = $arg !== null && ($at > 0 ? $arg === $at : $arg >= $args + 1 + $at && $arg <= $args && $arg >= 3);
        if (!$fits) {
            return null;
        }
        return $internal ? 'internal' : $name;
    }

    /** @return ?array<string, string> risks of `foreach (array_keys(E) as $k)` → `foreach (E as $k => void)`; null: not that call */
    public function arrayKeys(string $probe): ?array
    {
        $uses = $this->report['probes'][$probe] ?? [];
        $subject = $uses[0]['subject'] ?? null;
        if (count($uses) !== 1 || ($subject['kind'] ?? '') !== 'call'
            || (($subject['name'] ?? null) !== 'array_keys' && ($subject['fallback'] ?? null) !== 'array_keys')) {
            return null;
        }
        $risks = [];
        $name = $subject['name'] ?? '';
        if ($name !== 'array_keys') {
            $risks['array-keys-namespace'] = "array_keys() may resolve to {$name}() (an unqualified call in a namespace; "
                . '\\array_keys() is PHP\'s own)';
        }
        // E as the compiler sent it; none where it cannot tell (an unqualified call in a namespace
        // sends `$this->p` by a fetch that may be by reference), which is no array held by a variable
        $e = isset($subject['arg']) ? self::nested($subject['arg']) : ['kind' => 'unknown'];
        if (!$this->isStableArray($e) && $e['kind'] !== 'const') {
            $risks['array-keys-subject'] = 'E may not be an array held by a variable: array_keys() copies the keys and releases E, '
                . 'foreach holds E (and its values) until the loop ends; an object E is iterated instead of a TypeError';
        }
        return $risks;
    }

    /**
     * @param Description $subject
     * @return array<string, string>
     */
    private function loopRisks(array $subject, string $name): array
    {
        [$subject, $risks] = $this->unqualified($subject, 'subject-namespace');
        if ($this->isObjectFree($subject)) {
            return $risks;
        }
        if ($this->mayBeObject($subject)) {
            return $risks + ['subject-object' => 'the subject may be an object: its current() (or what its iterator '
                . 'computes for the value) would no longer run'];
        }
        return $risks + ['values-objects' => "its values may be objects: the last one would no longer be kept alive by "
            . "\$$name after the loop (a destructor may run earlier)"];
    }

    /**
     * A call unqualified in a namespace whose name falls back to one of PHP's own functions
     * (`explode()` in `namespace App;`): judged as that function, with the reason $reason that the
     * namespace's own may be called instead, and the fix; any other description as it is.
     * @param Description $d
     * @return array{Description, array<string, string>}
     */
    private function unqualified(array $d, string $reason): array
    {
        $fallback = $d['fallback'] ?? null;
        if ($d['kind'] !== 'call' || ($d['init'] ?? '') !== 'INIT_NS_FCALL_BY_NAME' || $fallback === null
            || !function_exists($fallback) || !(new ReflectionFunction($fallback))->isInternal()) {
            return [$d, []];
        }
        $name = $d['name'] ?? '';
        return [['init' => 'INIT_FCALL', 'name' => $fallback] + $d, [$reason => "$fallback() is unqualified in a namespace: "
            . "it may resolve to the namespace's own $name() (\\$fallback() is PHP's own)"]];
    }

    /**
     * @param Description $element
     * @return array<string, string>
     */
    private function slotRisks(array $element, string $name): array
    {
        $key = self::nested($element['key'] ?? null);
        $source = self::nested($element['source'] ?? null);
        if ($key['kind'] !== 'const') {
            return ['key-expression' => 'the key expression would no longer be evaluated (its side effects, '
                . 'errors and warnings go)'];
        }
        $k = $key['value'] ?? null;
        if (!is_int($k) && !is_string($k)) {
            return ['key-type' => 'the key is not an integer or a string: its warning or error would go'];
        }
        [$source, $risks] = $this->unqualified($source, 'source-namespace');
        $value = $this->elementOf($source, $k);
        if ($value !== null && $this->isObjectFree($value)) {
            return $risks;
        }
        if ($value !== null) {
            return $risks + ['value-object' => "the value may be an object: it would no longer be kept alive by \$$name "
                . '(a destructor may run earlier)'];
        }
        if ($this->mayBeObject($source)) {
            return $risks + ['source-object' => 'the source may be an object: its offsetGet() would no longer be called, '
                . 'and a plain object would no longer throw'];
        }
        return $risks + ['key-missing' => 'the key may be missing (its "Undefined array key" warning would go), '
            . "or the value may be an object no longer kept alive by \$$name"];
    }

    /**
     * The description of $source[$key] when the source is known to hold that key, else null.
     * @param Description $source
     * @return ?Description
     */
    private function elementOf(array $source, int|string $key): ?array
    {
        if ($source['kind'] === 'const') {
            $value = $source['value'] ?? null;
            return is_array($value) && array_key_exists($key, $value) ? ['kind' => 'const', 'value' => $value[$key]] : null;
        }
        if ($source['kind'] === 'element') {
            $sourceKey = self::nested($source['key'] ?? null);
            $outerKey = $sourceKey['value'] ?? null;
            // a constant key of another type (`[1.5 => [void, $x]] = …`): unknown, as any other key
            $outer = $sourceKey['kind'] === 'const' && (is_int($outerKey) || is_string($outerKey))
                ? $this->elementOf(self::nested($source['source'] ?? null), $outerKey) : null;
            return $outer === null ? null : $this->elementOf($outer, $key);
        }
        if ($source['kind'] !== 'array') {
            return null;
        }
        $next = 0;
        $found = null;
        foreach ($source['elements'] ?? [] as $element) {
            if (isset($element['unpack']) || isset($element['ref'])) {
                return null;
            }
            if (isset($element['key'])) {
                $elementKey = self::nested($element['key']);
                $value = $elementKey['value'] ?? null;
                if ($elementKey['kind'] !== 'const' || !is_scalar($value)) {
                    return null;
                }
                $k = array_key_first([$value => true]); // PHP's own key cast
            } else {
                $k = $next;
            }
            if (is_int($k) && $k >= $next) {
                $next = $k + 1;
            }
            if ($k === $key) {
                $found = self::nested($element['value'] ?? null);
            }
        }
        return $found;
    }

    /**
     * Whether the value holds no object at any depth (so releasing it runs no destructor).
     * @param Description $d
     */
    private function isObjectFree(array $d): bool
    {
        return match ($d['kind']) {
            'const' => true,
            'call' => $this->isInternalCall($d) && in_array($d['name'] ?? null, self::OBJECT_FREE_RESULTS, true),
            'array' => array_reduce($d['elements'] ?? [], fn(bool $ok, array $e) => $ok && !isset($e['unpack'])
                && !isset($e['ref']) && $this->isObjectFree(self::nested($e['value'] ?? null)), true),
            default => false,
        };
    }

    /**
     * Whether the value may be an object (rather than an array or a scalar).
     * @param Description $d
     */
    private function mayBeObject(array $d): bool
    {
        return match ($d['kind']) {
            'const', 'array' => false,
            'cv' => !$this->isStableArray($d),
            'call' => !($this->isInternalCall($d) && $this->returnsArray($d['name'] ?? '')),
            default => true,
        };
    }

    /**
     * A by-value parameter declared `array` that no opcode but a reading one touches (so it holds the array it received throughout).
     * @param Description $d
     */
    private function isStableArray(array $d): bool
    {
        // a declared type is a parameter's, which always has `by_ref`
        return $d['kind'] === 'cv' && in_array($d['type'] ?? null, ['array', '?array'], true) && !($d['by_ref'] ?? false)
            && ($d['only_read'] ?? false);
    }

    /**
     * A call the compiler resolved to one of PHP's own functions.
     * @param Description $d
     */
    private function isInternalCall(array $d): bool
    {
        $name = $d['name'] ?? '';
        return in_array($d['init'] ?? '', ['INIT_FCALL', 'FRAMELESS_ICALL'], true) && function_exists($name)
            && (new ReflectionFunction($name))->isInternal();
    }

    private function returnsArray(string $function): bool
    {
        $type = (new ReflectionFunction($function))->getReturnType();
        return $type !== null && in_array((string) $type, ['array', '?array', 'array|false'], true);
    }

    /**
     * A nested description: analyze() describes a key, an argument, a source or an element's value
     * as it describes the whole.
     * @return Description
     */
    private static function nested(mixed $d): array
    {
        assert(is_array($d) && is_string($d['kind'] ?? null));
        /** @var Description $d */
        return $d;
    }

    /** @return array<string, string> why any edit in this file may change what it does, from its tokens */
    public static function haltRisk(Tokens $t): array
    {
        return in_array(T_HALT_COMPILER, $t->id, true)
            ? ['halt-compiler' => 'the file has __halt_compiler(): the offset of its data would move'] : [];
    }

    /** @return array<string, string> the same, from what the compiler saw */
    public function selfRisks(): array
    {
        foreach ($this->report['self'] as $use) {
            if (!isset($use['name']) || !in_array($use['fallback'] ?? $use['name'], self::PATH_ONLY, true)) {
                $what = isset($use['name']) ? "{$use['name']}()" : $use['op'];
                return ['own-source' => "line {$use['line']} passes the file's own path (__FILE__) to $what: it may "
                    . 'read its own source, whose bytes would change'];
            }
        }
        return [];
    }
}

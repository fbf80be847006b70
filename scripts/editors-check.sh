#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What editors' tools make of every discard form: tests/tools/editors/forms-void.php (every form of
# SEMANTICS.md in the `void` spelling, two deliberate bugs), forms-sentinel.php (the same program
# in the sentinel spelling) and params-void.php (discarded parameters, which have no sentinel
# spelling; the same two bugs), measured with
#   - intelephense, headless over stdio (LSP), without and with tools/stubs/void_discard.php and with the
#     `intelephense.diagnostics.*` settings that silence what remains: every diagnostic counted by
#     message, false (a discard form) or real (one of the two bugs);
#   - prettier with @prettier/plugin-php: formats or throws; if it formats, are the discards kept
#     and does the formatted file print the same with the extension;
#   - tree-sitter-php through web-tree-sitter (the grammar's wasm build: the native binding's ABI
#     does not match the grammar's): ERROR and MISSING nodes, by line and form;
# plus PHP's own view: both inputs run with the extension and print the same, VoidDiscard\prepass()
# of the void spelling is the sentinel spelling, the stub lints and declares what the extension does.
# Prints one line per tool × input × variant, "TOOL | INPUT | VARIANT | RESULT", then compares each
# with the table below: "ok"/"FAIL" per line and "editors: N passed, N failed" (exit 1 on any
# difference), so that a new release of a tool, or a change of the extension, shows up here.
#   scripts/editors-check.sh [--print] [EXT]
# EXT: void_discard.so for Debian's PHP 8.2 (default: built here with scripts/build.sh). --print
# only measures and prints. The packages, at the exact versions below, are installed with the
# machine's node and npm into VD_NPM_CACHE (default ${VD_CACHE:-/var/cache/void-discard}/npm),
# once per set of versions; nothing is written into the repository. A cold install takes about
# 20 s, the measurements about a minute.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
print=0
if [ "${1:-}" = --print ]; then
	print=1
	shift
fi
ext=${1:-}
php=php8.2
# Exact versions, pinned when this check was written. Changing one reinstalls (the install folder
# is named after this list) and, where the tool's behaviour changed, the table below with it.
# intelephense's pin is scripts/lib.sh's, shared with scripts/lsp-clients-check.sh.
pins=("$vd_intelephense_pin" prettier@3.10.1 @prettier/plugin-php@0.25.0 web-tree-sitter@0.27.2 tree-sitter-php@0.24.2)
passed=0 failed=0
started=$(date +%s)
work=$(mktemp -d /tmp/vd-editors.XXXXXX)
trap 'rm -rf "$work"' EXIT

# --- node and the packages -------------------------------------------------------------------------
echo "node $(node --version 2>/dev/null), npm $(npm --version 2>/dev/null)"
vd_npm_install "$work/npm.log" "${pins[@]}" || vd_abort editors
modules=$vd_node_modules

# --- the extension ---------------------------------------------------------------------------------
vd_ext82 editors "$ext" "$work/build"

# --- PHP's own view ------------------------------------------------------------------------------
inputs="$top/tests/tools/editors"
measured="$work/measured"
: >"$measured"
measure() { echo "$*" | tee -a "$measured"; }

# Both spellings run with the extension: exit 0, nothing on stderr, the same output.
run() { "$php" -d "extension=$ext" "$1" 2>"$work/stderr"; echo "exit $?$(test -s "$work/stderr" && echo ', stderr')"; }
run "$inputs/forms-void.php" >"$work/void.out"
run "$inputs/forms-sentinel.php" >"$work/sentinel.out"
if cmp -s "$work/void.out" "$work/sentinel.out"; then
	measure "php | forms-void.php, forms-sentinel.php | run with the extension | the same $(($(wc -l <"$work/void.out") - 1)) lines, $(tail -n 1 "$work/void.out")"
else
	measure "php | forms-void.php, forms-sentinel.php | run with the extension | OUTPUTS DIFFER"
	diff "$work/void.out" "$work/sentinel.out" | head -n 20
fi

# Discarded parameters (no sentinel spelling): the program runs with the extension.
measure "php | params-void.php | run with the extension | $(run "$inputs/params-void.php" >"$work/params.out"; echo "$(($(wc -l <"$work/params.out") - 1)) lines, $(tail -n 1 "$work/params.out")")"

# VoidDiscard\prepass() of the void spelling is the sentinel spelling, token for token and line for
# line (comments and blanks aside), except the list slots, which it leaves `void`.
measure "php | forms-void.php | VoidDiscard\\prepass() | $("$php" -d "extension=$ext" -r '
	function significant(string $code): array {
		$out = [];
		foreach (token_get_all($code) as $t) {
			if (!is_array($t) || !in_array($t[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) {
				$out[] = is_array($t) ? [$t[1], $t[2]] : [$t, null];
			}
		}
		return $out;
	}
	$a = significant(VoidDiscard\prepass(file_get_contents($argv[1])));
	$b = significant(file_get_contents($argv[2]));
	$slots = 0;
	$line = 1;
	foreach ($a as $i => [$text, $l]) {
		$line = $l ?? $line;
		if (!isset($b[$i]) || ($b[$i][1] ?? $line) !== $line) {
			exit("DIFFERS at line $line");
		}
		if ($text === $b[$i][0]) {
			continue;
		}
		if (strcasecmp($text, "void") === 0 && $b[$i][0] === "__discard") {
			$slots++;
			continue;
		}
		exit("DIFFERS at line $line: $text / {$b[$i][0]}");
	}
	echo count($a) === count($b) ? "= forms-sentinel.php token for token, line for line, but $slots list slots void for __discard" : "DIFFERS in length";
' "$inputs/forms-void.php" "$inputs/forms-sentinel.php")"

# The stub: valid PHP without the extension; next to it, a redeclaration (never load it at run
# time); and what it declares in namespace VoidDiscard is what the extension declares, signature for
# signature (reflection of the stub loaded by a PHP without the extension, and of the extension).
measure "php | stubs/void_discard.php | php -n -l | $(cd "$top/tools" && "$php" -n -l stubs/void_discard.php 2>&1 | grep -m 1 .)"
measure "php | stubs/void_discard.php | php -l with the extension | $(cd "$top/tools" && "$php" -n -d "extension=$ext" -l stubs/void_discard.php 2>&1 | grep -m 1 . | sed 's/^PHP //; s/ in stubs.*//')"
reflect='
	if (isset($argv[1])) {
		require $argv[1];
	}
	$type = fn($t) => $t === null ? "-" : (string) $t;
	$params = fn($f) => implode(", ", array_map(fn($p) => $type($p->getType()) . " \$" . $p->getName()
		. ($p->isDefaultValueAvailable() ? " = " . var_export($p->getDefaultValue(), true) : ""), $f->getParameters()));
	$out = [];
	foreach (get_defined_functions()[isset($argv[1]) ? "user" : "internal"] as $name) {
		if (str_starts_with($name, "voiddiscard\\")) {
			$f = new ReflectionFunction($name);
			$out[] = "function {$f->getName()}({$params($f)}): {$type($f->getReturnType())}";
		}
	}
	foreach (get_defined_constants(true)[isset($argv[1]) ? "user" : "void_discard"] as $name => $value) {
		if (str_starts_with($name, "VoidDiscard\\")) {
			$out[] = "const $name: " . gettype($value);
		}
	}
	foreach (get_declared_classes() as $name) {
		if (str_starts_with($name, "VoidDiscard\\")) {
			$c = new ReflectionClass($name);
			$out[] = ($c->isFinal() ? "final " : "") . "class $name" . ($c->getParentClass() ? " extends " . $c->getParentClass()->getName() : "")
				. " implements [" . implode(", ", $c->getInterfaceNames()) . "]" . ($c->isInstantiable() ? "" : " not instantiable");
			foreach ($c->getMethods() as $m) {
				$out[] = "  " . implode(" ", Reflection::getModifierNames($m->getModifiers())) . " {$m->getName()}({$params($m)})";
			}
		}
	}
	sort($out);
	echo implode("\n", $out), "\n";'
"$php" -n -r "$reflect" "$top/tools/stubs/void_discard.php" >"$work/stub.sig" 2>&1
"$php" -n -d "extension=$ext" -r "$reflect" >"$work/ext.sig" 2>&1
if cmp -s "$work/stub.sig" "$work/ext.sig"; then
	measure "php | stubs/void_discard.php | reflection against the extension's | the same $(grep -c '^function' "$work/ext.sig") functions, $(grep -c '^const' "$work/ext.sig") constant, $(grep -Ec '^(final )?class' "$work/ext.sig") class and its $(grep -c '^  ' "$work/ext.sig") method"
else
	measure "php | stubs/void_discard.php | reflection against the extension's | DIFFERS"
	diff "$work/ext.sig" "$work/stub.sig"
fi

# --- the editors' tools --------------------------------------------------------------------------
(cd "$work" && node "$top/scripts/editors-check.mjs" "$modules" "$php" "$ext") >"$work/tools" 2>"$work/tools.err"
status=$?
tee -a "$measured" <"$work/tools"
[ "$status" -eq 0 ] || { tail -n 20 "$work/tools.err"; vd_abort editors "scripts/editors-check.mjs failed (exit $status)"; }
echo "measured in $(($(date +%s) - started)) s"
[ "$print" -eq 0 ] || exit 0

# --- the table ---------------------------------------------------------------------------------------
# What the pinned versions did when this check was written (scripts/editors-check.sh --print).
expected=$(cat <<'EOF'
php | forms-void.php, forms-sentinel.php | run with the extension | the same 22 lines, exit 0
php | params-void.php | run with the extension | 5 lines, exit 0
php | forms-void.php | VoidDiscard\prepass() | = forms-sentinel.php token for token, line for line, but 12 list slots void for __discard
php | stubs/void_discard.php | php -n -l | No syntax errors detected in stubs/void_discard.php
php | stubs/void_discard.php | php -l with the extension | Fatal error: Cannot redeclare VoidDiscard\keys()
php | stubs/void_discard.php | reflection against the extension's | the same 5 functions, 1 constant, 1 class and its 1 method
intelephense | void | none | 41 = 39 false + 2 real | false: 1× P1011 Undefined constant 'VOID'. (form 1); 17× P1011 Undefined constant 'void'. (forms 1 2 3 4 5 6 7 8 9); 3× P1022 PHP 8.5+ syntax found. Targeting PHP 8.2. (form 11); 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9) | bugs: undefined function reported, undefined variable reported
intelephense | void | none, phpVersion default | 38 = 36 false + 2 real | false: 1× P1011 Undefined constant 'VOID'. (form 1); 17× P1011 Undefined constant 'void'. (forms 1 2 3 4 5 6 7 8 9); 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9) | bugs: undefined function reported, undefined variable reported
intelephense | void | stubs | 41 = 39 false + 2 real | false: 1× P1011 Undefined constant 'VOID'. (form 1); 17× P1011 Undefined constant 'void'. (forms 1 2 3 4 5 6 7 8 9); 3× P1022 PHP 8.5+ syntax found. Targeting PHP 8.2. (form 11); 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9) | bugs: undefined function reported, undefined variable reported
intelephense | void | stubs via includePaths | 41 = 39 false + 2 real | false: 1× P1011 Undefined constant 'VOID'. (form 1); 17× P1011 Undefined constant 'void'. (forms 1 2 3 4 5 6 7 8 9); 3× P1022 PHP 8.5+ syntax found. Targeting PHP 8.2. (form 11); 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9) | bugs: undefined function reported, undefined variable reported
intelephense | void | stubs, undefinedConstants=false | 23 = 21 false + 2 real | false: 3× P1022 PHP 8.5+ syntax found. Targeting PHP 8.2. (form 11); 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9) | bugs: undefined function reported, undefined variable reported
intelephense | void | stubs, undefinedFunctions=false | 40 = 39 false + 1 real | false: 1× P1011 Undefined constant 'VOID'. (form 1); 17× P1011 Undefined constant 'void'. (forms 1 2 3 4 5 6 7 8 9); 3× P1022 PHP 8.5+ syntax found. Targeting PHP 8.2. (form 11); 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9) | bugs: undefined variable reported, undefined function HIDDEN
intelephense | void | stubs, languageConstraints=false | 20 = 18 false + 2 real | false: 1× P1011 Undefined constant 'VOID'. (form 1); 17× P1011 Undefined constant 'void'. (forms 1 2 3 4 5 6 7 8 9) | bugs: undefined function reported, undefined variable reported
intelephense | void | stubs, undefinedVariables=local | 40 = 39 false + 1 real | false: 1× P1011 Undefined constant 'VOID'. (form 1); 17× P1011 Undefined constant 'void'. (forms 1 2 3 4 5 6 7 8 9); 3× P1022 PHP 8.5+ syntax found. Targeting PHP 8.2. (form 11); 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9) | bugs: undefined function reported, undefined variable HIDDEN
intelephense | void | stubs, exclude P1024 | 23 = 21 false + 2 real | false: 1× P1011 Undefined constant 'VOID'. (form 1); 17× P1011 Undefined constant 'void'. (forms 1 2 3 4 5 6 7 8 9); 3× P1022 PHP 8.5+ syntax found. Targeting PHP 8.2. (form 11) | bugs: undefined function reported, undefined variable reported
intelephense | void | stubs, exclude P1024 + undefinedVariables=local | 22 = 21 false + 1 real | false: 1× P1011 Undefined constant 'VOID'. (form 1); 17× P1011 Undefined constant 'void'. (forms 1 2 3 4 5 6 7 8 9); 3× P1022 PHP 8.5+ syntax found. Targeting PHP 8.2. (form 11) | bugs: undefined function reported, undefined variable HIDDEN
intelephense | void | stubs, exclude P1024 P1116 | 23 = 21 false + 2 real | false: 1× P1011 Undefined constant 'VOID'. (form 1); 17× P1011 Undefined constant 'void'. (forms 1 2 3 4 5 6 7 8 9); 3× P1022 PHP 8.5+ syntax found. Targeting PHP 8.2. (form 11) | bugs: undefined function reported, undefined variable reported
intelephense | void | stubs, exclude P1022 P1024 + undefinedConstants=false | 2 = 0 false + 2 real | false: none | bugs: undefined function reported, undefined variable reported
intelephense | sentinel | none | 44 = 42 false + 2 real | false: 6× P1010 Undefined function '__discard'. (forms 1 2 3); 3× P1010 Undefined function '__discard_cast'. (form 11); 12× P1011 Undefined constant '__discard'. (forms 4 5 6 7 8 9); 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9); 3× P1116 Possible undefined variable '$i'. (form 11) | bugs: undefined function reported, undefined variable reported
intelephense | sentinel | none, phpVersion default | 44 = 42 false + 2 real | false: 6× P1010 Undefined function '__discard'. (forms 1 2 3); 3× P1010 Undefined function '__discard_cast'. (form 11); 12× P1011 Undefined constant '__discard'. (forms 4 5 6 7 8 9); 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9); 3× P1116 Possible undefined variable '$i'. (form 11) | bugs: undefined function reported, undefined variable reported
intelephense | sentinel | stubs | 23 = 21 false + 2 real | false: 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9); 3× P1116 Possible undefined variable '$i'. (form 11) | bugs: undefined function reported, undefined variable reported
intelephense | sentinel | stubs via includePaths | 23 = 21 false + 2 real | false: 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9); 3× P1116 Possible undefined variable '$i'. (form 11) | bugs: undefined function reported, undefined variable reported
intelephense | sentinel | stubs, undefinedConstants=false | 23 = 21 false + 2 real | false: 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9); 3× P1116 Possible undefined variable '$i'. (form 11) | bugs: undefined function reported, undefined variable reported
intelephense | sentinel | stubs, undefinedFunctions=false | 22 = 21 false + 1 real | false: 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9); 3× P1116 Possible undefined variable '$i'. (form 11) | bugs: undefined variable reported, undefined function HIDDEN
intelephense | sentinel | stubs, languageConstraints=false | 5 = 3 false + 2 real | false: 3× P1116 Possible undefined variable '$i'. (form 11) | bugs: undefined function reported, undefined variable reported
intelephense | sentinel | stubs, undefinedVariables=local | 19 = 18 false + 1 real | false: 18× P1024 Expression is not writable. (forms 1 2 3 4 5 6 7 8 9) | bugs: undefined function reported, undefined variable HIDDEN
intelephense | sentinel | stubs, exclude P1024 | 5 = 3 false + 2 real | false: 3× P1116 Possible undefined variable '$i'. (form 11) | bugs: undefined function reported, undefined variable reported
intelephense | sentinel | stubs, exclude P1024 + undefinedVariables=local | 1 = 0 false + 1 real | false: none | bugs: undefined function reported, undefined variable HIDDEN
intelephense | sentinel | stubs, exclude P1024 P1116 | 2 = 0 false + 2 real | false: none | bugs: undefined function reported, undefined variable reported
intelephense | sentinel | stubs, exclude P1022 P1024 + undefinedConstants=false | 5 = 3 false + 2 real | false: 3× P1116 Possible undefined variable '$i'. (form 11) | bugs: undefined function reported, undefined variable reported
intelephense | params | none | 14 = 14 false + 0 real | false: 2× P1001 Unexpected ')'. Expected 'VariableName'. (form 12); 9× P1001 Unexpected ','. Expected 'VariableName'. (form 12); 3× P1001 Unexpected 'Name'. Expected 'VariableName'. (form 12) | bugs: undefined function HIDDEN, undefined variable HIDDEN
intelephense | params | exclude P1001 | 0 = 0 false + 0 real | false: none | bugs: undefined function HIDDEN, undefined variable HIDDEN
intelephense | params | stubs, exclude P1001 P1022 P1024 + undefinedConstants=false | 0 = 0 false + 0 real | false: none | bugs: undefined function HIDDEN, undefined variable HIDDEN
intelephense | stubs/void_discard.php | next to void_discard.stub.php | 16: 9× P1003 Symbol '…' is declared but not used.; 7× P1075 Not all paths return a value.
intelephense | uses of every stub symbol | stubs | 1: line 7 P1080 Cannot access private constructor VoidDiscard\KeyIterator::__construct() from global scope.
prettier | void | phpVersion=8.2 | throws: Parse Error : syntax error, unexpected 'three' (T_STRING), expecting ';' on line 78 (form 11)
prettier | void without (void) casts | phpVersion=8.2 | formats: 18 of 18 discards kept, runs with the same output
prettier | sentinel | phpVersion=8.2 | formats: 21 of 21 discards kept, runs with the same output
prettier | params | phpVersion=8.2 | throws: Parse Error : syntax error, unexpected ')', expecting T_VARIABLE on line 15 (form 12)
tree-sitter | void | tree-sitter-php.wasm | 10 ERROR/MISSING (forms 4 5 6 8 9 11): ERROR 57, ERROR 58, ERROR 61, ERROR 64, ERROR 65, ERROR 73, ERROR 75, MISSING 78, ERROR 79, ERROR 79
tree-sitter | sentinel | tree-sitter-php.wasm | 7 ERROR/MISSING (forms 4 5 6 8 9): ERROR 57, ERROR 58, ERROR 61, ERROR 64, ERROR 65, ERROR 73, ERROR 75
tree-sitter | params | tree-sitter-php.wasm | 8 ERROR/MISSING (form 12): ERROR 15, ERROR 20, ERROR 26, ERROR 31, ERROR 37, ERROR 40, ERROR 41, ERROR 44
EOF
)
# A line's key is its first three fields; each key appears once in the table and once measured.
key() { awk -F' [|] ' '{ print $1 " | " $2 " | " $3 }'; }
# (the key through the environment: awk's -v would read its backslashes as escapes, and gawk
# turns "VoidDiscard\prepass()" into "VoidDiscardprepass()")
find_key() { k=$1 awk -F' [|] ' '$1 " | " $2 " | " $3 == ENVIRON["k"] { print; exit }'; }
while IFS= read -r want; do
	k=$(key <<<"$want")
	got=$(find_key "$k" <"$measured")
	if [ "$got" = "$want" ]; then
		vd_ok "$k"
	else
		vd_nok "$k"
		echo "      expected: ${want#"$k | "}"
		echo "      measured: $(if [ -n "$got" ]; then echo "${got#"$k | "}"; else echo nothing; fi)"
	fi
done <<<"$expected"
while IFS= read -r got; do
	k=$(key <<<"$got")
	[ -n "$(find_key "$k" <<<"$expected")" ] || { vd_nok "$k"; echo "      not in the table: ${got#"$k | "}"; }
done <"$measured"
vd_part editors

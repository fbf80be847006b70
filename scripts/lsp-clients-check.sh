#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Real editors' LSP clients through void-discard-lsp (tools/bin/), headless, with intelephense:
# Neovim 0.7.2's built-in client (scripts/lsp-clients-check.lua) and Emacs 28's eglot from Debian's
# elpa-eglot (scripts/lsp-clients-check.el), each on a copy of tests/tools/lsp/sample (a namespaced
# application, 14 discards of every kind, 3 real bugs) in a temporary folder, through the proxy,
# and on a copy of its stock twin (tests/tools/lsp/twin: the same program as stock PHP, every line
# and column unchanged) with intelephense alone: the oracle. Each client shows
#   - exactly the sample's real diagnostics: the twin's, less its notes about its own variables,
#     by file, range, severity, code and message (3: an undefined function, variable and method);
#   - the same with only the file that calls NameHandler::handle(void, string $name) open (the server
#     reads the method from disk: the proxy's mirror);
#   - hover, definition and signature help on that cross-file call as on the twin (its `$_v1` read
#     `void`), completion after `$` typed in a loop body with a discard as on the twin less its
#     variable (no placeholder);
#   - a file with a discarded parameter, closed, then changed on disk: hover and definition follow;
#   - an edit that adds a discard (a key-only loop typed at the end of a line) adds no diagnostic,
#     and a typo in that loop's body then adds what it adds on the twin (the edit reached the server:
#     an undefined variable, and the loop's key now unused);
#   - and when the session ends, nothing the client started is still running and no file of the
#     proxy's is left (Neovim lets it shut down; eglot kills it with the server, see below).
# Plus PHP's own view of the two programs, and one run of the sample with intelephense alone,
# which is what the proxy is for. One line per check, "ok"/"FAIL", then "lsp-clients: N passed,
# N failed" (exit 1 on any failure).
#   scripts/lsp-clients-check.sh [EXT]
# EXT: void_discard.so for Debian's PHP 8.2 (default: built here with scripts/build.sh); Neovim's
# proxy runs on PHP with it, eglot's without (the package's PHP reading alone). VD_LSP_PROXY: the
# proxy to run (default: tools/bin/void-discard-lsp of this clone). intelephense (scripts/lib.sh's
# pin) is installed as for scripts/editors-check.sh, into the same cache. About a minute once the
# extension is built and the package cached.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/lib.sh"
ext=${1:-}
php=php8.2
proxy=${VD_LSP_PROXY:-$top/tools/bin/void-discard-lsp}
pins=("$vd_intelephense_pin")
passed=0 failed=0
started=$(date +%s)
work=$(mktemp -d /tmp/vd-lsp-clients.XXXXXX)
trap 'rm -rf "$work"' EXIT

# --- what is needed -----------------------------------------------------------------------------------
# Debian's Neovim and Emacs (without X) with its eglot package; node and npm are the machine's own
vd_install neovim emacs-nox elpa-eglot >/dev/null || vd_abort lsp-clients "install ${vd_missing[*]} failed"
emacs --batch --eval "(require 'eglot)" >/dev/null 2>&1 || vd_abort lsp-clients "Emacs does not load eglot"
[ -f "$proxy" ] || vd_abort lsp-clients "no $proxy"
echo "$(nvim --version | head -n 1), $(emacs --version | head -n 1) with eglot $(emacs --batch --eval "(progn (require 'eglot) (princ (or (bound-and-true-p eglot-version) (file-name-nondirectory (directory-file-name (file-name-directory (locate-library \"eglot\")))))))" 2>/dev/null), node $(node --version 2>/dev/null)"
vd_npm_install "$work/npm.log" "${pins[@]}" || vd_abort lsp-clients
intelephense=(node "$vd_node_modules/intelephense/lib/intelephense.js" --stdio)
vd_ext82 lsp-clients "$ext" "$work/build"

# --- PHP's own view -------------------------------------------------------------------------------------
sample=$top/tests/tools/lsp/sample twin=$top/tests/tools/lsp/twin
files=$(cd "$sample" && find . -name '*.php' | sed 's|^\./||' | sort)
problems=""
for f in $files; do
	"$php" -n -d "extension=$ext" -l "$sample/$f" >/dev/null 2>&1 || problems+=" $f: the sample does not lint with the extension;"
	"$php" -n -l "$twin/$f" >/dev/null 2>&1 || problems+=" $f: the twin does not lint;"
	cmp -s <(awk '{ print length($0) }' "$sample/$f") <(awk '{ print length($0) }' "$twin/$f") \
		|| problems+=" $f: not the sample's line lengths in the twin;"
done
"$php" -n -d "extension=$ext" "$sample/bin/report.php" >"$work/sample.out" 2>&1 || problems+=" the sample fails with the extension;"
"$php" -n "$twin/bin/report.php" >"$work/twin.out" 2>&1 || problems+=" the twin fails;"
cmp -s "$work/sample.out" "$work/twin.out" || problems+=" the outputs differ;"
check="php | sample, twin | $(echo "$files" | wc -l) files: the sample lints and runs with the extension, the twin without it, the same $(wc -l <"$work/sample.out") lines; the twin line for line the sample's length"
if [ -z "$problems" ]; then vd_ok "$check"; else vd_nok "$check:$problems"; fi

# --- the sessions -------------------------------------------------------------------------------------

# session NAME CLIENT INPUT DISCARD SERVER-COMMAND...: CLIENT (nvim or eglot) on a copy of INPUT
# (sample or twin) in $work/NAME/ws, with SERVER-COMMAND as the language server; DISCARD is what the
# added loop's value is spelled (void on the sample); VD_LSP_DISK=1 before it adds the change on
# disk of a closed file at the end (the client scripts say what). The session's own HOME, TMPDIR (its
# XDG_RUNTIME_DIR too, where the proxy makes its mirror) and intelephense storage are in $work/NAME;
# VD_LSP_RUN in the environment of everything it starts tells its processes. Writes $work/NAME/out (the client script's lines) and rc.
session() {
	local dir=$work/$1 client=$2 input=$3 discard=$4 command
	shift 4
	mkdir -p "$dir/home" "$dir/tmp" "$dir/storage"
	cp -R "$top/tests/tools/lsp/$input" "$dir/ws"
	command=$("$php" -n -r 'echo json_encode(array_slice($argv, 1), JSON_UNESCAPED_SLASHES);' -- "$@")
	local run=(env HOME="$dir/home" XDG_CONFIG_HOME="$dir/home/.config" XDG_CACHE_HOME="$dir/home/.cache"
		XDG_DATA_HOME="$dir/home/.local/share" XDG_STATE_HOME="$dir/home/.local/state" TMPDIR="$dir/tmp" XDG_RUNTIME_DIR="$dir/tmp"
		VD_LSP_RUN="$dir" VD_LSP_ROOT="$dir/ws" VD_LSP_CMD="$command" VD_LSP_STORAGE="$dir/storage"
		VD_LSP_DISCARD="$discard" VD_LSP_OUT="$dir/out" ${VD_LSP_DISK:+VD_LSP_DISK=1})
	case $client in
		nvim) timeout -k 5 150 "${run[@]}" nvim --headless --clean -u "$top/scripts/lsp-clients-check.lua" ;;
		eglot) timeout -k 5 150 "${run[@]}" emacs --batch -l "$top/scripts/lsp-clients-check.el" ;;
	esac </dev/null >"$dir/client.log" 2>&1
	echo $? >"$dir/rc"
}

# leftovers NAME: the processes still running that the session NAME started (VD_LSP_RUN), waited
# for up to 5 s; those still there then are killed, by id, and listed.
leftovers() {
	local dir=$work/$1 pids pid i
	for i in $(seq 50); do
		pids=$(grep -lzxF "VD_LSP_RUN=$dir" /proc/[0-9]*/environ 2>/dev/null | cut -d/ -f3)
		[ -n "$pids" ] || return 0
		sleep 0.1
	done
	for pid in $pids; do
		echo "$pid $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-80);"
		kill -KILL "$pid" 2>/dev/null
	done
}

t0=$(date +%s)
# the oracle: each client on the twin, intelephense alone
session nvim-twin nvim twin '$_v9' "${intelephense[@]}" &
session eglot-twin eglot twin '$_v9' "${intelephense[@]}" &
wait
# through the proxy: Neovim's on PHP with the extension, eglot's without it
VD_LSP_DISK=1 session nvim-sample nvim sample void "$php" -d "extension=$ext" "$proxy" --log="$work/nvim-sample/proxy.log" -- "${intelephense[@]}" &
VD_LSP_DISK=1 session eglot-sample eglot sample void "$php" "$proxy" --log="$work/eglot-sample/proxy.log" -- "${intelephense[@]}" &
wait
# without the proxy: what it is for
session nvim-alone nvim sample void "${intelephense[@]}"
echo "the sessions: $(($(date +%s) - t0)) s"

# --- the checks -----------------------------------------------------------------------------------------

out() { # NAME KIND: the lines of that kind (diagnostic, hover, …) of a session, without the kind
	sed -n "s/^$2 //p" "$work/$1/out" 2>/dev/null
}
about_twin='\$_(v[0-9]+|discard)\b' # the twin's own variables
short() { # diagnostic lines → "file:line code"
	sed -E 's|^([^:]*/)?([^/:]*):([0-9]+):[0-9:-]+ [0-9] ([^ ]+) .*|\2:\3 \4|' | paste -sd ' '
}
broken() { # NAME: what went wrong in the session itself, if anything
	local dir=$work/$1
	[ -s "$dir/out" ] || { echo "no output (exit $(cat "$dir/rc"); $(tail -n 3 "$dir/client.log" | tr '\n' ' '))"; return; }
	grep -q '^done$' "$dir/out" || echo "unfinished (exit $(cat "$dir/rc"));"
	sed -n 's/^error \(.*\)/error: \1;/p' "$dir/out" | head -n 3 | cut -c1-300
}
# same NAME A B: "ok" when the files A and B hold the same lines, else a short difference
same() {
	if cmp -s "$2" "$3"; then return 0; fi
	echo " $1 differs: $(diff "$2" "$3" | grep '^[<>]' | head -n 6 | paste -sd ' ');"
	return 1
}
verdict() { # CHECK PROBLEMS
	if [ -z "$2" ]; then vd_ok "$1"; else vd_nok "$1: $2"; fi
}

for client in nvim eglot; do
	twin_s=$client-twin sample_s=$client-sample d=$work/$client
	mkdir -p "$d"
	# the oracle: the twin's diagnostics, its 3 bugs (each on a line of the twin marked "// bug:")
	# and its notes about its own variables; the edit adds nothing there either
	out "$twin_s" diagnostic >"$d/twin.all"
	grep -vE "$about_twin" "$d/twin.all" >"$d/twin.real"
	out "$twin_s" after-edit | grep -vE "$about_twin" >"$d/twin.edited"
	p=$(broken "$twin_s")
	while read -r file line; do
		sed -n "${line}p" "$twin/$file" | grep -q '// bug:' || p+=" $file:$line is no bug line;"
	done < <(sed -E 's|^([^:]*):([0-9]+):.*|\1 \2|' "$d/twin.real")
	[ "$(grep -c '' "$d/twin.real")" -eq 3 ] || p+=" $(grep -c '' "$d/twin.real") real diagnostics, not 3;"
	p+=$(same "after the edit" "$d/twin.real" "$d/twin.edited")
	verdict "$client | twin, intelephense alone (the oracle) | $(grep -c '' "$d/twin.all") diagnostics: the 3 bugs ($(short <"$d/twin.real")) and $(grep -cE "$about_twin" "$d/twin.all") notes about its variables" "$p"

	# the sample through the proxy: the twin's real diagnostics, exactly
	out "$sample_s" diagnostic >"$d/sample.diagnostics"
	p=$(broken "$sample_s")
	p+=$(same "the diagnostics" "$d/twin.real" "$d/sample.diagnostics")
	verdict "$client | sample through the proxy | diagnostics: the twin's real ones, $(grep -c '' "$d/sample.diagnostics") ($(short <"$d/sample.diagnostics"))" "$p"

	# Dispatcher.php (no discard) open alone: NameHandler.php as the server reads it from disk
	out "$twin_s" alone | grep -vE "$about_twin" >"$d/twin.alone"
	out "$sample_s" alone >"$d/sample.alone"
	p=$(same "the diagnostics" "$d/twin.alone" "$d/sample.alone")
	[ -s "$d/sample.alone" ] || p+=" none;"
	verdict "$client | sample through the proxy | Dispatcher.php open alone (NameHandler.php read from disk): the twin's $(grep -c '' "$d/sample.alone") ($(short <"$d/sample.alone"))" "$p"

	# hover, definition and signature help on the cross-file call, as on the twin (its $_v1 read void)
	out "$twin_s" hover | sed -E 's/\$_v[0-9]+\b/void/g' >"$d/twin.hover"
	out "$sample_s" hover >"$d/sample.hover"
	p=$(same "hover" "$d/twin.hover" "$d/sample.hover")
	[ -s "$d/sample.hover" ] && ! grep -q '^error' "$d/sample.hover" || p+=" no hover;"
	verdict "$client | sample through the proxy | hover on Dispatcher.php's handle(1, \$name): the twin's, $(grep -o 'function handle([^)]*)' "$d/sample.hover" | head -n 1)" "$p"
	out "$twin_s" definition >"$d/twin.definition"
	out "$sample_s" definition >"$d/sample.definition"
	p=$(same "definition" "$d/twin.definition" "$d/sample.definition")
	grep -q '^src/Events/NameHandler.php:' "$d/sample.definition" || p+=" not NameHandler.php;"
	verdict "$client | sample through the proxy | definition of that handle(): the twin's, $(head -n 1 "$d/sample.definition")" "$p"

	out "$twin_s" signature | sed -E 's/\$_v[0-9]+\b/void/g' >"$d/twin.signature"
	out "$sample_s" signature >"$d/sample.signature"
	p=$(same "signature help" "$d/twin.signature" "$d/sample.signature")
	grep -qF 'string $name' "$d/sample.signature" || p+=" no signature;"
	verdict "$client | sample through the proxy | signature help in that call: the twin's, $(cat "$d/sample.signature")" "$p"

	# completion after `$` in a loop body: the twin's less its variable
	out "$twin_s" completion | tr ' ' '\n' | grep -vxE "$about_twin" >"$d/twin.completion"
	out "$sample_s" completion | tr ' ' '\n' >"$d/sample.completion"
	placeholders=$(out "$twin_s" completion | tr ' ' '\n' | grep -xE "$about_twin" | paste -sd ' ')
	p=$(same "completion" "$d/twin.completion" "$d/sample.completion")
	[ -n "$placeholders" ] || p+=" the twin offered no variable of its own;"
	verdict "$client | sample through the proxy | completion after \$ in a loop body: $(grep -c '' "$d/sample.completion") items, the twin's less $placeholders, no placeholder" "$p"

	# an edit that adds a discard adds no diagnostic; a typo in the loop's body then adds the one
	# the twin gets for it (the server reads the edited file)
	out "$sample_s" after-edit >"$d/sample.edited"
	p=$(same "after the edit" "$d/sample.diagnostics" "$d/sample.edited")
	out "$sample_s" edit | grep -q '=> void)' || p+=" no edit;"
	out "$twin_s" after-typo | grep -vE "$about_twin" | grep -vxFf "$d/twin.edited" >"$d/twin.typo"
	out "$sample_s" after-typo | grep -vxFf "$d/sample.edited" >"$d/sample.typo"
	p+=$(same "the typo's diagnostics" "$d/twin.typo" "$d/sample.typo")
	grep -q "Undefined variable '\$skus'" "$d/sample.typo" || p+=" the typo not reported;"
	[ -z "$(grep -vxFf <(out "$sample_s" after-typo) "$d/sample.edited")" ] || p+=" the typo took other diagnostics away;"
	verdict "$client | sample through the proxy | an edit adds '$(out "$sample_s" edit | grep -o 'foreach.*')': the same $(grep -c '' "$d/sample.edited") diagnostics after; a typo in its body (\$skus) then the twin's $(grep -c '' "$d/sample.typo") more ($(short <"$d/sample.typo"))" "$p"

	# a closed file changed on disk: what the server reads follows (the proxy's mirror)
	p=""
	[ "$(out "$sample_s" disk-definition)" = src/Events/NameHandler.php:16:21-16:27 ] || p+=" definition $(out "$sample_s" disk-definition), not NameHandler.php:16:21-16:27;"
	out "$sample_s" disk-hover | grep -qF 'function handle(string $name, void)' || p+=" hover $(out "$sample_s" disk-hover | grep -o 'function handle([^)]*)' | head -n 1), not handle(string \$name, void);"
	verdict "$client | sample through the proxy | NameHandler.php closed, then changed on disk (2 lines above, the discard second): definition and hover follow, $(out "$sample_s" disk-definition), $(out "$sample_s" disk-hover | grep -o 'function handle([^)]*)' | head -n 1)" "$p"

	# the sessions' end: nothing the client started still running; the proxy's mirror gone. Emacs
	# 28's jsonrpc-shutdown deletes the server's process (SIGKILL to its process group) right
	# after the shutdown request's answer, before the exit notification is read: the proxy removes
	# its mirror as that answer passes
	p="" note=""
	for s in "$twin_s" "$sample_s"; do
		left=$(leftovers "$s")
		[ -z "$left" ] || p+=" $s: still running: $left"
	done
	[ -z "$(ls -A "$work/$sample_s/tmp")" ] || p+=" left in TMPDIR: $(ls -A "$work/$sample_s/tmp" | head -n 3 | paste -sd ' ');"
	note=", no mirror left"
	verdict "$client | the sessions' end | no process left$note" "$p"
done

# without the proxy: intelephense alone on the sample, in Neovim
out nvim-alone diagnostic >"$work/alone"
alone_false=$(grep -vxFf "$work/nvim/twin.real" "$work/alone" | grep -c '')
alone_real=$(grep -xFf "$work/nvim/twin.real" "$work/alone" | grep -c '')
p=$(broken nvim-alone)
[ "$alone_false" -gt 0 ] || p+=" no false diagnostic: the sample no longer shows what the proxy is for;"
left=$(leftovers nvim-alone)
[ -z "$left" ] || p+=" still running: $left"
verdict "nvim | sample, intelephense alone (no proxy) | $(grep -c '' "$work/alone") diagnostics: $alone_false false, $alone_real of the 3 bugs; hover $(out nvim-alone hover | grep -o 'function handle([^)]*)' | head -n 1)" "$p"

echo "measured in $(($(date +%s) - started)) s"
vd_part lsp-clients

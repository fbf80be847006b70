#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Deployment as users run PHP, with Debian's PHP 8.2 and real components started here:
# package.xml and composer.json checks, `pecl package` + offline `pecl install` into the system
# PHP, conf.d ini + phpenmod, `php -l`, and php-fpm + nginx + opcache (shared memory, file cache,
# preloading) driven by wrk for 60 s at 32 connections with an fpm reload (USR2) halfway.
# Prints one line per check, then "deploy: N passed, N failed"; exits non-zero on any failure.
#   scripts/deploy.sh WORK [SECONDS]
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=$(mkdir -p "${1:?usage: deploy.sh WORK [SECONDS]}" && cd "$1" && pwd)/deploy
seconds=${2:-60}
cd "$top"
. scripts/lib.sh
passed=0 failed=0
check() { local name=$1; shift; if "$@" >"$work/last.log" 2>&1; then vd_ok "$name"; else vd_nok "$name"; sed 's/^/      /' "$work/last.log" | tail -n 15; fi; }

vd_install php8.2-cli php8.2-dev php8.2-opcache php8.2-xml php8.2-fpm php-pear nginx wrk curl composer procps >/dev/null
rm -rf "$work"
mkdir -p "$work"

# --- metadata ---------------------------------------------------------------------------------
check "package.xml lists exactly the shipped files, with the version of php_void_discard.h" \
	php8.2 scripts/package.php check
check "composer.json (PIE, type php-ext) validates with Debian's composer" \
	composer validate --no-check-publish --no-interaction composer.json
check "tools/composer.json (void-discard/tools, the PHP package) validates with Debian's composer" \
	composer validate --no-check-publish --no-interaction tools/composer.json

# --- PECL: package, then install the tarball offline into the system PHP ------------------------
src="$work/src"
mkdir -p "$src"
git ls-files -z | xargs -0 tar -cf - | tar -xf - -C "$src"
tgz=""
if (cd "$src" && pecl package package.xml) >"$work/pecl-package.log" 2>&1; then
	tgz=$(ls "$src"/void_discard-*.tgz)
	vd_ok "pecl package builds $(basename "$tgz")"
else
	vd_nok "pecl package"; tail -n 15 "$work/pecl-package.log"
fi
extdir=$(php-config8.2 --extension-dir)
if [ -n "$tgz" ] && pecl -d php_suffix=8.2 install -f --offline "$tgz" >"$work/pecl-install.log" 2>&1 \
		&& [ -f "$extdir/void_discard.so" ]; then
	vd_ok "pecl install --offline $(basename "$tgz") into $extdir"
else
	vd_nok "pecl install"; tail -n 15 "$work/pecl-install.log"
fi
check "php -d extension=void_discard.so runs the demo" \
	sh -c 'php8.2 -n -d extension=void_discard.so examples/demo.php | grep -qx "sentinel: second"'
# the IDE stub, with the package (role="data") where docs/tools.md says
check "pecl installed the IDE stub tools/stubs/void_discard.php into PEAR's data_dir" \
	sh -c "cmp -s tools/stubs/void_discard.php \"\$(pecl config-get data_dir)/void_discard/tools/stubs/void_discard.php\""
# the commands: the package's launchers (tools/bin/, role="script") in PEAR's bin_dir, the package
# itself (role="data") in PEAR's data_dir, where pecl wrote the launchers to look for it
data_dir=$(pecl config-get data_dir)
check "pecl installed the package void-discard/tools into PEAR's data_dir, and its launchers load it from there" \
	sh -c "cmp -s tools/src/Migrate/Migration.php '$data_dir/void_discard/tools/src/Migrate/Migration.php' \
		&& grep -qF \"'$data_dir/void_discard/tools') . '/autoload.php'\" \"\$(pecl config-get bin_dir)/void-discard-migrate\" \
		&& ! grep -q '@data_dir@' \"\$(pecl config-get bin_dir)/void-discard-lower\""
lower_cli="$(pecl config-get bin_dir)/void-discard-lower"
check "pecl installed void-discard-lower; --check lists the demo's discard lines" \
	sh -c "[ -x '$lower_cli' ] && ! php8.2 -n -d extension=void_discard.so '$lower_cli' --check examples/demo.php >'$work/lower-check.txt' \
		&& grep -qx 'examples/demo.php:$(grep -n '=> void' examples/demo.php | head -n 1 | cut -d: -f1)' '$work/lower-check.txt'"
check "the demo, lowered by it, lints on PHP without the extension" \
	sh -c "php8.2 -n -d extension=void_discard.so '$lower_cli' examples/demo.php >'$work/demo-lowered.php' && php8.2 -n -l '$work/demo-lowered.php' >/dev/null"
migrate_cli="$(pecl config-get bin_dir)/void-discard-migrate"
printf '<?php\nfunction f(string $a) {\n\tforeach (explode(",", $a) as $k => $v) {\n\t\techo $k;\n\t}\n}\n' >"$work/migrate-me.php"
check "pecl installed void-discard-migrate; run from another directory, --check finds the value the loop never reads" \
	sh -c "[ -x '$migrate_cli' ] && cd / && php8.2 -n -d extension=tokenizer -d extension=void_discard.so '$migrate_cli' --check '$work/migrate-me.php' | grep -qx '$work/migrate-me.php:3'"
lsp_cli="$(pecl config-get bin_dir)/void-discard-lsp"
check "pecl installed void-discard-lsp; run from another directory without the extension, it ends with its server's status" \
	sh -c "[ -x '$lsp_cli' ] && cd / && { sleep 5 | php8.2 -n -d extension=tokenizer '$lsp_cli' -- php8.2 -n -r 'exit(3);'; [ \$? -eq 3 ]; }"

# --- php.ini: conf.d file and phpenmod ------------------------------------------------------------
cp void_discard.ini /etc/php/8.2/mods-available/void_discard.ini
check "phpenmod void_discard enables it for the CLI and FPM" \
	sh -c 'phpenmod -v 8.2 -s ALL void_discard && php8.2 -m | grep -qx void_discard && [ -e /etc/php/8.2/fpm/conf.d/20-void_discard.ini ]'

# --- php -l ---------------------------------------------------------------------------------------
line=$(grep -n '=> void' examples/demo.php | head -n 1 | cut -d: -f1)
check "php -l with the extension lints discards cleanly" \
	sh -c 'php8.2 -l examples/demo.php | grep -q "No syntax errors detected in examples/demo.php"'
check "php -l without the extension names the file and line $line" \
	sh -c "! php8.2 -n -l examples/demo.php >'$work/lint.txt' 2>&1; grep -q 'in examples/demo.php on line $line' '$work/lint.txt'"

# --- php-fpm + nginx + opcache under load ----------------------------------------------------------
app="$top/examples/app"
expected=$(php8.2 -r 'require $argv[1]; echo VoidDiscardApp\checksum(), "\n";' "$app/app.php")
compat=$(php8.2 -d void_discard.mode=compat -r 'require $argv[1]; echo VoidDiscardApp\checksum(), "\n";' "$app/app.php")
check "the app's checksum is the same in vm and compat mode" test "$expected" = "$compat"
# php-fpm preloads and its workers run as www-data, which may not reach into the clone (one under
# /root, say): what they read and write lives in a directory of its own, removed at the end
srv=$(mktemp -d /tmp/void-discard-deploy.XXXXXX)
chmod 755 "$srv"
cp -r "$app" "$srv/app"
app="$srv/app"
mkdir -p "$srv/opcache" "$srv/nginx/tmp"
chown www-data "$srv/opcache"
cat >"$srv/php-fpm.conf" <<CONF
[global]
pid = $srv/php-fpm.pid
error_log = $srv/php-fpm.log
log_level = notice
daemonize = yes
process_control_timeout = 20s

[app]
user = www-data
group = www-data
listen = 127.0.0.1:9074
pm = static
pm.max_children = 4
catch_workers_output = yes
php_admin_flag[log_errors] = on
php_admin_value[error_log] = $srv/php-errors.log
CONF
touch "$srv/php-errors.log"
chown www-data "$srv/php-errors.log"
cat >"$srv/nginx/nginx.conf" <<CONF
daemon on;
worker_processes 2;
pid $srv/nginx/nginx.pid;
error_log $srv/nginx/error.log;
events { worker_connections 1024; }
http {
	access_log off;
	client_body_temp_path $srv/nginx/tmp/body;
	fastcgi_temp_path $srv/nginx/tmp/fastcgi;
	proxy_temp_path $srv/nginx/tmp/proxy;
	uwsgi_temp_path $srv/nginx/tmp/uwsgi;
	scgi_temp_path $srv/nginx/tmp/scgi;
	server {
		listen 127.0.0.1:8074;
		location / {
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $app/index.php;
			fastcgi_pass 127.0.0.1:9074;
		}
	}
}
CONF
php-fpm8.2 -y "$srv/php-fpm.conf" -d opcache.enable=1 -d opcache.file_cache="$srv/opcache" \
	-d opcache.preload="$app/preload.php" -d opcache.preload_user=www-data -d opcache.validate_timestamps=0
nginx -c "$srv/nginx/nginx.conf" -p "$srv/nginx" -e "$srv/nginx/error.log"
for _ in $(seq 50); do curl -sf http://127.0.0.1:8074/ >/dev/null 2>&1 && break; sleep 0.2; done
body=$(curl -s -D "$work/headers.txt" http://127.0.0.1:8074/)
mode=$(sed -n 's/^X-Void-Discard: //p' "$work/headers.txt" | tr -d '\r')
check "php-fpm behind nginx answers the checksum ($mode)" test "$body" = "$expected"

master=$(cat "$srv/php-fpm.pid")
rss() { ps --ppid "$(cat "$srv/php-fpm.pid")" -o rss= | awk '{s += $1; n++} END {printf "%d", n ? s / n : 0}'; }
cat >"$work/check.lua" <<'LUA'
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) expected = args[1] .. "\n"; bad = 0 end
function response(status, headers, body)
	if status ~= 200 or body ~= expected then bad = bad + 1 end
end
function done(summary, latency, requests)
	local total = 0
	for _, t in ipairs(threads) do total = total + t:get("bad") end
	io.write(string.format("bad responses: %d\n", total))
end
LUA
wrk -t2 -c32 -d"${seconds}s" --timeout 10s -s "$work/check.lua" http://127.0.0.1:8074/ -- "$expected" >"$work/wrk.txt" 2>&1 &
wrk_pid=$!
samples=() half=$((seconds / 2))
for t in $(seq 1 "$seconds"); do
	sleep 1
	if [ "$t" -eq "$half" ]; then
		kill -USR2 "$master"
		samples+=("reload")
	elif [ $((t % 5)) -eq 0 ]; then
		samples+=("${t}s:$(rss)")
	fi
done
wait "$wrk_pid"
sed 's/^/      /' "$work/wrk.txt"
echo "      php-fpm worker RSS (KiB, mean of 4 workers) every 5 s: ${samples[*]}"
requests=$(awk '/requests in/ {print $1}' "$work/wrk.txt")
bad=$(sed -n 's/^bad responses: //p' "$work/wrk.txt")
check "wrk: ${requests:-0} requests, every one 200 with the right body" \
	sh -c "[ '${bad:-x}' = 0 ] && [ '${requests:-0}' -gt 0 ] && ! grep -q 'Non-2xx' '$work/wrk.txt'"
check "the fpm reload mid-run lost nothing: no socket errors" sh -c "! grep -q 'Socket errors' '$work/wrk.txt'"
check "php-fpm reloaded (same master, new workers)" grep -q "Reloading in progress" "$srv/php-fpm.log"
# After warm-up (10 s) and again after the reload's warm-up, the workers' RSS must stay flat.
spread() { # FIRST LAST: max - min of the RSS samples taken between those seconds
	printf '%s\n' "${samples[@]}" | awk -F'[s:]' -v a="$1" -v b="$2" \
		'$1+0 >= a && $1+0 <= b { if (n++ == 0 || $3 < lo) lo = $3; if ($3 > hi) hi = $3 } END { print n ? hi - lo : 999999 }'
}
before=$(spread 10 $((half - 1))) after=$(spread $((half + 10)) "$seconds")
check "worker RSS flat after warm-up: grew ${before} KiB before the reload, ${after} KiB after (limit 2048)" \
	test "$before" -le 2048 -a "$after" -le 2048
check "no error or warning in the fpm log, none in the PHP error log" \
	sh -c "! grep -E 'ERROR|WARNING' '$srv/php-fpm.log' && ! [ -s '$srv/php-errors.log' ]"

kill -QUIT "$(cat "$srv/php-fpm.pid")" 2>/dev/null
nginx -c "$srv/nginx/nginx.conf" -p "$srv/nginx" -e "$srv/nginx/error.log" -s quit 2>/dev/null
for _ in $(seq 100); do kill -0 "$master" 2>/dev/null || break; sleep 0.2; done
cp "$srv/php-fpm.log" "$srv/php-errors.log" "$work/" 2>/dev/null
rm -rf "$srv"
phpdismod -v 8.2 -s ALL void_discard
rm -f /etc/php/8.2/mods-available/void_discard.ini

vd_part deploy

/* SPDX-License-Identifier: MIT */
/* Threads: a thread-safe (ZTS) PHP embedded the way threaded servers embed it (one PHP request
 * after another on each of N threads of one process), with void_discard loaded and, optionally,
 * opcache caching in shared memory. Each thread, for a given time, runs the PHP files of a
 * directory in its own random order, one request each, and compares every request's output with
 * the file's expected output (NAME.expect next to NAME.php; the directory's path reads %DIR% there).
 *   harness -e void_discard.so -m vm|compat [-o opcache.so] [-t THREADS] [-s SECONDS] [-d INI=VALUE ...] DIR
 *   harness -e void_discard.so -m vm|compat -g DIR     write the .expect files (one thread, once)
 * Prints one line per thread (requests run, wrong outputs) and exits non-zero on any wrong output,
 * on a thread that ran nothing or on a file no thread ran. */
#define _GNU_SOURCE	/* memrchr(), used by the engine's headers */
#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "php.h"
#include "php_main.h"
#include "SAPI.h"
#include "sapi/embed/php_embed.h"

#ifndef ZTS
# error "the thread harness needs a thread-safe (ZTS) PHP"
#endif

typedef struct {
	char *path;
	char *out_path;
	char *expected;
	size_t expected_len;
	unsigned long runs;	/* by all threads; a relaxed atomic, which orders nothing */
} harness_case;

typedef struct {
	int index;
	pthread_t id;
	unsigned long requests;
	unsigned long wrong;
} harness_thread;

typedef struct {
	char *buf;
	size_t len, cap;
} harness_buffer;

static harness_case *cases;
static size_t ncases;
static const char *case_dir;
static double seconds = 30;
static pthread_mutex_t report_lock = PTHREAD_MUTEX_INITIALIZER;

/* Each request writes into the buffer of the thread that runs it. */
static __thread harness_buffer output;

static void buffer_append(harness_buffer *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->cap = (b->len + n + 1) * 2;
		b->buf = realloc(b->buf, b->cap);
		if (!b->buf) {
			abort();
		}
	}
	memcpy(b->buf + b->len, s, n);
	b->len += n;
	b->buf[b->len] = '\0';
}

static size_t harness_ub_write(const char *str, size_t len)
{
	buffer_append(&output, str, len);
	return len;
}

static void harness_flush(void *server_context)
{
}

static void harness_log_message(const char *message, int syslog_type_int)
{
	/* log_errors is off: anything logged is unexpected, and shows in the output */
	buffer_append(&output, "LOG: ", 5);
	buffer_append(&output, message, strlen(message));
	buffer_append(&output, "\n", 1);
}

static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	harness_buffer b = {0};
	char chunk[4096];
	size_t n;

	if (!f) {
		return NULL;
	}
	buffer_append(&b, "", 0);
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0) {
		buffer_append(&b, chunk, n);
	}
	fclose(f);
	*len = b.len;
	return b.buf;
}

/* The output with the case directory's path replaced by %DIR%, so that .out files do not depend
 * on where the clone is. */
static void normalize(harness_buffer *in, harness_buffer *out)
{
	size_t dl = strlen(case_dir), i = 0;

	out->len = 0;
	buffer_append(out, "", 0);
	while (i < in->len) {
		if (in->len - i >= dl && memcmp(in->buf + i, case_dir, dl) == 0) {
			buffer_append(out, "%DIR%", 5);
			i += dl;
		} else {
			buffer_append(out, in->buf + i, 1);
			i++;
		}
	}
}

/* One request: the file as the main script, as a threaded server runs one. */
static void run_request(const char *path)
{
	zend_file_handle file_handle;

	output.len = 0;
	buffer_append(&output, "", 0);
	SG(options) |= SAPI_OPTION_NO_CHDIR;
	if (php_request_startup() == FAILURE) {
		buffer_append(&output, "REQUEST STARTUP FAILED\n", 23);
		return;
	}
	SG(headers_sent) = 1;
	SG(request_info).no_headers = 1;
	zend_stream_init_filename(&file_handle, path);
	zend_first_try {
		php_execute_script(&file_handle);
	} zend_end_try();
	zend_destroy_file_handle(&file_handle);
	php_request_shutdown(NULL);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *worker(void *arg)
{
	harness_thread *t = arg;
	harness_buffer got = {0};
	unsigned int seed = 2654435761u * (unsigned int) (t->index + 1);
	double end = now() + seconds;

	/* this thread's copy of every thread-safe global: the engine's and each extension's */
	(void) ts_resource(0);
	while (now() < end) {
		harness_case *c = &cases[rand_r(&seed) % ncases];

		run_request(c->path);
		normalize(&output, &got);
		t->requests++;
		/* No lock per request: a lock taken by every thread after every request would order
		 * the requests of different threads for ThreadSanitizer, which then could only report
		 * races between requests that overlap in time. */
		__atomic_fetch_add(&c->runs, 1, __ATOMIC_RELAXED);
		if (got.len != c->expected_len || memcmp(got.buf, c->expected, got.len) != 0) {
			if (++t->wrong <= 3) {
				pthread_mutex_lock(&report_lock);
				fprintf(stderr, "thread %d, request %lu, %s: wrong output\n--- expected\n%s--- got\n%s---\n",
					t->index, t->requests, c->path, c->expected, got.buf);
				pthread_mutex_unlock(&report_lock);
			}
		}
	}
	free(got.buf);
	free(output.buf);
	ts_free_thread();
	return NULL;
}

static int load_cases(int generate)
{
	DIR *d = opendir(case_dir);
	struct dirent *e;

	if (!d) {
		perror(case_dir);
		return -1;
	}
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		harness_case *c;

		if (n < 5 || strcmp(e->d_name + n - 4, ".php") != 0) {
			continue;
		}
		cases = realloc(cases, (ncases + 1) * sizeof(*cases));
		c = &cases[ncases++];
		memset(c, 0, sizeof(*c));
		c->path = malloc(strlen(case_dir) + n + 2);
		sprintf(c->path, "%s/%s", case_dir, e->d_name);
		c->out_path = malloc(strlen(case_dir) + n + 5);
		sprintf(c->out_path, "%s/%.*s.expect", case_dir, (int) (n - 4), e->d_name);
		if (!generate && !(c->expected = read_file(c->out_path, &c->expected_len))) {
			perror(c->out_path);
			closedir(d);
			return -1;
		}
	}
	closedir(d);
	return ncases ? 0 : -1;
}

/* The configuration this process really has, from PHP itself: the effective void_discard mode
 * and whether opcache caches. */
static void check_configuration(const char *want_mode, int want_opcache, int *ok)
{
	char want[64];

	output.len = 0;
	if (php_request_startup() == FAILURE) {
		*ok = 0;
		return;
	}
	zend_eval_string("$s = function_exists('opcache_get_status') ? opcache_get_status(false) : false;"
		"echo defined('VoidDiscard\\MODE') ? VoidDiscard\\MODE : 'none', ' ', is_array($s) && $s['opcache_enabled'] ? 'opcache-on' : 'opcache-off';",
		NULL, "configuration");
	php_request_shutdown(NULL);
	fprintf(stderr, "configuration: %.*s (sapi %s, %s)\n", (int) output.len, output.buf, sapi_module.name,
#ifdef ZTS
		"ZTS"
#else
		"NTS"
#endif
	);
	snprintf(want, sizeof(want), "%s %s", want_mode, want_opcache ? "opcache-on" : "opcache-off");
	*ok = output.len == strlen(want) && memcmp(output.buf, want, output.len) == 0;
}

int main(int argc, char **argv)
{
	const char *ext = NULL, *opcache = NULL, *mode = NULL, *extra[16];
	int nextra = 0, threads = 8, generate = 0, opt, ok = 1;
	harness_thread *ts;
	harness_buffer ini = {0};
	char line[4096];
	unsigned long total = 0, wrong = 0;

	while ((opt = getopt(argc, argv, "e:o:m:t:s:gd:")) != -1) {
		switch (opt) {
			case 'd': extra[nextra++ % 16] = optarg; break;
			case 'e': ext = optarg; break;
			case 'o': opcache = optarg; break;
			case 'm': mode = optarg; break;
			case 't': threads = atoi(optarg); break;
			case 's': seconds = atof(optarg); break;
			case 'g': generate = 1; break;
			default: return 2;
		}
	}
	if (!ext || !mode || optind != argc - 1 || threads < 1) {
		fprintf(stderr, "usage: harness -e void_discard.so -m vm|compat [-o opcache.so] [-t THREADS] [-s SECONDS] [-d INI=VALUE ...] [-g] DIR\n");
		return 2;
	}
	case_dir = realpath(argv[optind], NULL);
	if (!case_dir || load_cases(generate) != 0) {
		fprintf(stderr, "no test files in %s\n", argv[optind]);
		return 2;
	}

	/* the embed SAPI's own settings, then ours (no php.ini is read) */
	snprintf(line, sizeof(line),
		"html_errors=0\nimplicit_flush=1\noutput_buffering=0\nmax_execution_time=0\nmax_input_time=-1\n"
		"display_errors=1\nlog_errors=0\nerror_reporting=-1\n"
		"extension=%s\nvoid_discard.mode=%s\n", ext, mode);
	buffer_append(&ini, line, strlen(line));
	if (opcache) {
		/* shared memory only: no JIT buffer, no file cache; files are cached as soon as seen.
		 * Not opcache.protect_memory: its mprotect() is process-wide, so one thread would make the
		 * shared memory read-only under another that holds the lock and writes (a SEGV in
		 * opcache itself, without void_discard too). */
		snprintf(line, sizeof(line),
			"zend_extension=%s\nopcache.enable=1\nopcache.jit_buffer_size=0\n"
			"opcache.file_update_protection=0\nopcache.validate_timestamps=0\n", opcache);
		buffer_append(&ini, line, strlen(line));
	}
	for (int i = 0; i < nextra && i < 16; i++) {
		buffer_append(&ini, extra[i], strlen(extra[i]));
		buffer_append(&ini, "\n", 1);
	}

	php_tsrm_startup();
	zend_signal_startup();
	sapi_startup(&php_embed_module);
	/* Opcache caches only for SAPIs it knows (the embed SAPI is not one; FrankenPHP, the threaded
	 * server built on the same embedding, is): under that name, it caches as it does there. */
	php_embed_module.name = "frankenphp";
	php_embed_module.pretty_name = "void_discard thread harness";
	php_embed_module.ub_write = harness_ub_write;
	php_embed_module.flush = harness_flush;
	php_embed_module.log_message = harness_log_message;
	php_embed_module.php_ini_ignore = 1;
	php_embed_module.php_ini_ignore_cwd = 1;
	php_embed_module.ini_entries = ini.buf;
	if (php_embed_module.startup(&php_embed_module) == FAILURE) {
		fprintf(stderr, "PHP startup failed\n");
		return 1;
	}

	check_configuration(mode, opcache != NULL, &ok);
	if (!ok) {
		fprintf(stderr, "not the configuration asked for (-m %s%s)\n", mode, opcache ? " -o" : "");
	} else if (generate) {
		for (size_t i = 0; i < ncases; i++) {
			harness_buffer got = {0};
			FILE *f;

			run_request(cases[i].path);
			normalize(&output, &got);
			if (!(f = fopen(cases[i].out_path, "wb")) || fwrite(got.buf, 1, got.len, f) != got.len || fclose(f) != 0) {
				perror(cases[i].out_path);
				ok = 0;
			}
			free(got.buf);
		}
	} else {
		ts = calloc(threads, sizeof(*ts));
		for (int i = 0; i < threads; i++) {
			ts[i].index = i;
			if (pthread_create(&ts[i].id, NULL, worker, &ts[i]) != 0) {
				perror("pthread_create");
				return 1;
			}
		}
		for (int i = 0; i < threads; i++) {
			pthread_join(ts[i].id, NULL);
			printf("thread %d: %lu requests, %lu wrong\n", i, ts[i].requests, ts[i].wrong);
			total += ts[i].requests;
			wrong += ts[i].wrong;
			ok = ok && ts[i].requests > 0;
		}
		for (size_t i = 0; i < ncases; i++) {
			printf("  %s: %lu\n", strrchr(cases[i].path, '/') + 1, cases[i].runs);
			ok = ok && cases[i].runs > 0;
		}
		printf("%d threads x %.0f s, mode %s, opcache %s: %lu requests, %lu wrong\n",
			threads, seconds, mode, opcache ? "shm" : "off", total, wrong);
		ok = ok && wrong == 0;
		free(ts);
	}

	php_module_shutdown();
	sapi_shutdown();
	tsrm_shutdown();
	free(output.buf);
	free(ini.buf);
	for (size_t i = 0; i < ncases; i++) {
		free(cases[i].path);
		free(cases[i].out_path);
		free(cases[i].expected);
	}
	free(cases);
	free((void *) case_dir);
	return ok ? 0 : 1;
}

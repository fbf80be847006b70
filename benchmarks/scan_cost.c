/* SPDX-License-Identifier: MIT */
/* The prefilter's scans alone (src/scanner.c, included to reach each one): reads the files of LIST
 * (every EVERY-th), then scans each once with the scan PATH names, in vd_bench_scan(), which
 * benchmarks/scan_cost.sh counts with callgrind. Prints the files and bytes scanned and what the
 * scans found, which must be the same for every path.
 *   scan_cost PATH LIST [EVERY]                 PATH: portable, sse2 or avx2 */
#include <stdio.h>
#include <stdlib.h>

#include "scanner.c"

typedef struct {
	unsigned char *bytes;
	size_t len;
} vd_bench_file;

/* Not inlined: callgrind counts this function and what it calls. */
__attribute__((noinline)) static unsigned long vd_bench_scan(const vd_bench_file *files, size_t n)
{
	unsigned long found = 0;
	size_t i, end;

	for (i = 0; i < n; i++) {
		found = found * 31 + (unsigned long) vd_scanner_scan(files[i].bytes, files[i].len, &end) * 7 + end;
	}
	return found;
}

int main(int argc, char **argv)
{
	vd_bench_file *files = NULL;
	size_t n = 0, cap = 0, line = 0, bytes = 0, every = argc > 3 ? strtoul(argv[3], NULL, 10) : 1, i;
	char path[4096];
	FILE *list;

	for (i = 1; i < sizeof(vd_scanner_path_names) / sizeof(vd_scanner_path_names[0]); i++) {
		if (argc > 2 && strcmp(argv[1], vd_scanner_path_names[i]) == 0) {
			break;
		}
	}
	if (argc < 3 || i == sizeof(vd_scanner_path_names) / sizeof(vd_scanner_path_names[0]) || !(list = fopen(argv[2], "r"))) {
		fprintf(stderr, "usage: scan_cost portable|sse2|avx2 LIST [EVERY]\n");
		return 2;
	}
	if (!vd_scanner_supports((vd_scanner_path) i) || vd_scanner_use((vd_scanner_path) i) != (vd_scanner_path) i) {
		fprintf(stderr, "scan_cost: this CPU or build has no %s scan\n", argv[1]);
		return 3;
	}
	while (fgets(path, sizeof(path), list)) {
		FILE *f;
		long size;

		path[strcspn(path, "\n")] = 0;
		if (line++ % (every ? every : 1) != 0 || !(f = fopen(path, "rb"))) {
			continue;
		}
		if (n == cap) {
			files = realloc(files, (cap = cap ? 2 * cap : 1024) * sizeof(*files));
		}
		fseek(f, 0, SEEK_END);
		size = ftell(f);
		fseek(f, 0, SEEK_SET);
		files[n].bytes = malloc(size ? size : 1);
		files[n].len = fread(files[n].bytes, 1, size, f);
		bytes += files[n++].len;
		fclose(f);
	}
	fclose(list);
	printf("%zu files, %zu bytes, found %lu\n", n, bytes, vd_bench_scan(files, n));
	return 0;
}

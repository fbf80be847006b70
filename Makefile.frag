# Regenerate the committed scanner when re2c is available; a phpize build without re2c uses the
# committed src/scanner.c as it is.
$(srcdir)/src/scanner.c: $(srcdir)/src/scanner.re
	@if command -v re2c >/dev/null 2>&1; then \
		re2c -i --no-generation-date -o $@ $<; \
	else \
		echo "re2c not found: keeping the committed $@"; touch $@; \
	fi

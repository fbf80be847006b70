/* SPDX-License-Identifier: MIT */
#include "scanner.h"

/* The pre-pass rewrites `void` only right after `as`, `=>` or an ampersand (ENGINE-NOTES 8.2).
 * A return type `): void` is preceded by `:`, so almost every file is proven clean here without
 * running PHP's lexer. This scanner does not know strings or comments: it only tracks the last
 * non-blank byte, and treats a comment end or a line comment as "anything may precede". */

#define VD_PREV_ANY 0x100

static int vd_prev_allows_discard(int prev)
{
	switch (prev) {
		case '>': /* => (and harmlessly ->, ?>) */
		case 's': case 'S': /* as */
		case '&':
		case '/': /* end of a block comment between the keyword and void */
		case VD_PREV_ANY:
			return 1;
		default:
			return 0;
	}
}

int vd_scanner_may_rewrite(const unsigned char *src, size_t len)
{
	const unsigned char *YYCURSOR = src, *YYLIMIT = src + len, *tok;
	int prev = VD_PREV_ANY;
	int line_comment = 0;

	for (;;) {
		tok = YYCURSOR;
		/*!re2c
			re2c:define:YYCTYPE = "unsigned char";
			re2c:yyfill:enable = 0;
			re2c:eof = 0;

			label = [a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*;

			$ { return 0; }

			'void' {
				if (vd_prev_allows_discard(prev)) {
					return 1;
				}
				prev = 'd';
				continue;
			}

			label | "$" label | "\\" label {
				prev = YYCURSOR[-1];
				continue;
			}

			"//" | "#" {
				line_comment = 1;
				prev = YYCURSOR[-1];
				continue;
			}

			"\n" {
				if (line_comment) {
					/* whatever the comment held, the next line may start with void */
					prev = VD_PREV_ANY;
					line_comment = 0;
				}
				continue;
			}

			[ \t\r\v\f]+ { continue; }

			* {
				prev = *tok;
				continue;
			}
		*/
	}
}

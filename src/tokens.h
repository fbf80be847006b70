/* SPDX-License-Identifier: MIT */
#ifndef VD_TOKENS_H
#define VD_TOKENS_H

/* Stage 1 for the functions that run PHP's parser without compiling: token_get_all() and
 * PhpToken::tokenize() with TOKEN_PARSE (ext/tokenizer), ast\parse_code() and ast\parse_file()
 * (php-ast). Their handlers are wrapped, when those extensions are loaded, so that they parse the
 * pre-pass's output; the tokens come back as the code was written. */
void vd_tokens_startup(void);
void vd_tokens_shutdown(void);

#endif

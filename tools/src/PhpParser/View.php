<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\PhpParser;

/**
 * What nikic/PHP-Parser reads in place of a file's code, and the tokens its callers get back.
 * One view serves one lexer: code() is called once per file, before tokens().
 */
interface View
{
    /** The stock PHP the parser reads for $code: lines never move. */
    public function code(string $code): string;

    /**
     * The tokens handed to the parser's callers (PHP-Parser 4's Lexer::getTokens(): PHPStan reads
     * its ignore comments there, Rector prints unchanged code from them).
     * @param list<array{int, string, int}|string|\PhpToken> $tokens the tokens of code()'s result
     *        (token_get_all()'s, or PHP-Parser 5's Token objects)
     * @return list<array{int, string, int}|string|\PhpToken>
     */
    public function tokens(array $tokens): array;
}

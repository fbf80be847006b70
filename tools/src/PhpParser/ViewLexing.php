<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\PhpParser;

use PhpParser\ErrorHandler;

/**
 * A PHP-Parser lexer that lexes a view of the code: startLexing() and getTokens() are PHP-Parser
 * 4's entry points (PHPStan 1, Rector 1), tokenize() PHP-Parser 5's (PHPStan 2, Rector 2); each
 * is only ever called on the major that has it.
 */
trait ViewLexing
{
    private View $view;

    /** @return void */
    public function startLexing(string $code, ?ErrorHandler $errorHandler = null)
    {
        parent::startLexing($this->view->code($code), $errorHandler);
    }

    /** @return list<array{int, string, int}|string> */
    public function getTokens(): array
    {
        /** @var list<array{int, string, int}|string> $tokens PHP-Parser 4's: token_get_all()'s */
        $tokens = parent::getTokens();
        /** @var list<array{int, string, int}|string> the view gives back tokens of the kind it got */
        return $this->view->tokens($tokens);
    }

    /** @return list<\PhpToken> PHP-Parser 5's Token objects */
    public function tokenize(string $code, ?ErrorHandler $errorHandler = null): array
    {
        // PHP-Parser 5 only (PHPStan analyses this package with PHPStan 1's PHP-Parser 4)
        return parent::tokenize($this->view->code($code), $errorHandler); // @phpstan-ignore staticMethod.notFound
    }
}

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

    public function getTokens(): array
    {
        return $this->view->tokens(parent::getTokens());
    }

    public function tokenize(string $code, ?ErrorHandler $errorHandler = null): array
    {
        return parent::tokenize($this->view->code($code), $errorHandler);
    }
}

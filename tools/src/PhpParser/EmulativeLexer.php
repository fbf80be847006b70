<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\PhpParser;

/** PHP-Parser's lexer emulating another PHP version, reading a view of the code. */
final class EmulativeLexer extends \PhpParser\Lexer\Emulative
{
    use ViewLexing;

    /** @param mixed ...$arguments PHP-Parser's own */
    public function __construct(View $view, mixed ...$arguments)
    {
        $this->view = $view;
        if (method_exists(parent::class, '__construct')) {	// PHP-Parser 5's Lexer has none
            parent::__construct(...$arguments);
        }
    }
}

<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\PhpParser;

use PHPStan\Php\PhpVersion;

/**
 * Makes the lexer PHPStan's own LexerFactory::create() makes (the host's lexer when PHPStan
 * analyses for the PHP it runs on, else an emulative one), reading a view of each file. PHPStan
 * 1 and Rector 1 use PHP-Parser 4 (options array), PHPStan 2 and Rector 2 PHP-Parser 5 (a
 * PhpVersion object).
 */
final class LexerFactory
{
    /** PHPStan's own choice of node attributes (PHP-Parser 4). */
    private const OPTIONS = ['usedAttributes' => ['comments', 'startLine', 'endLine', 'startTokenPos', 'endTokenPos', 'startFilePos', 'endFilePos']];

    public function __construct(private PhpVersion $phpVersion, private ?View $view = null)
    {
    }

    public function create(): \PhpParser\Lexer
    {
        $view = $this->view ?? new LoweredView();
        $parser5 = class_exists(\PhpParser\PhpVersion::class);
        if ($this->phpVersion->getVersionId() === PHP_VERSION_ID) {
            return $parser5 ? new Lexer($view) : new Lexer($view, self::OPTIONS);
        }
        $version = $this->phpVersion->getVersionString();
        return $parser5
            // PHP-Parser 5 only (PHPStan analyses this package with PHPStan 1's PHP-Parser 4)
            ? new EmulativeLexer($view, \PhpParser\PhpVersion::fromString($version)) // @phpstan-ignore class.notFound
            : new EmulativeLexer($view, self::OPTIONS + ['phpVersion' => $version]);
    }
}

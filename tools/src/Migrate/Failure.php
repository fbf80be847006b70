<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Migrate;

/**
 * A file the migration cannot handle: the message says why; the file is left as it was.
 *
 * @internal
 */
final class Failure extends \Exception
{
}

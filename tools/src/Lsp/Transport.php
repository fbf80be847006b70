<?php
// SPDX-License-Identifier: MIT
declare(strict_types=1);

namespace VoidDiscard\Tools\Lsp;

use stdClass;

/**
 * One direction of a JSON-RPC stream in the LSP's framing (`Content-Length: N`, a blank line, N
 * bytes of JSON): feed() takes bytes as they arrive and gives the whole messages they complete;
 * frame() writes one.
 */
final class Transport
{
    private string $buffer = '';

    /**
     * The messages the bytes complete. A frame whose body is not a JSON object is dropped with
     * $onError's word; a header without a length drops what was read so far.
     *
     * @param callable(string): void $onError
     * @return list<stdClass>
     */
    public function feed(string $bytes, callable $onError): array
    {
        $this->buffer .= $bytes;
        $messages = [];
        while (($end = strpos($this->buffer, "\r\n\r\n")) !== false) {
            $header = substr($this->buffer, 0, $end);
            if (!preg_match('/^content-length:[ \t]*(\d+)[ \t]*$/mi', $header, $m)) {
                $onError('a message without a Content-Length header: ' . substr($header, 0, 80));
                $this->buffer = substr($this->buffer, $end + 4);
                continue;
            }
            $length = (int) $m[1];
            if (\strlen($this->buffer) < $end + 4 + $length) {
                break;
            }
            $body = substr($this->buffer, $end + 4, $length);
            $this->buffer = substr($this->buffer, $end + 4 + $length);
            $message = json_decode($body, false, 512, JSON_BIGINT_AS_STRING);
            if ($message instanceof stdClass) {
                $messages[] = $message;
            } else {
                $onError('a message that is not a JSON object: ' . substr($body, 0, 80));
            }
        }
        return $messages;
    }

    /** The frame of a message. */
    public static function frame(stdClass $message): string
    {
        $body = json_encode($message, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION
            | JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR);
        return 'Content-Length: ' . \strlen((string) $body) . "\r\n\r\n" . $body;
    }
}

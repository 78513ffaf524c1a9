import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-errors.ts';

// RFC 9110 section 8.3: type "/" subtype *( OWS ";" OWS parameter ), parameter = token "=" token / quoted
const token = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const quoted = '"(?:[^"\\\\\\r\\n]|\\\\.)*"';
const mediaType = new RegExp(`^${token}/${token}(?:[ \\t]*;[ \\t]*${token}=(?:${token}|${quoted}))*[ \\t]*$`);
const charsetParam = new RegExp(`;[ \\t]*charset=(${token}|${quoted})`, 'i');

/** The only text encoding the server decodes: anything else would be read as the wrong characters. */
const acceptedCharsets = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * Refuses (415) a request body whose Content-Type is malformed (`application/json;;`,
 * `application/json; charset`) or names a character set other than UTF-8: the body parsers would
 * otherwise guess, and read Latin-1 or UTF-16 bytes as UTF-8.
 */
export function checkContentType(request: FastifyRequest): void {
  const header = request.headers['content-type'];
  if (header === undefined) return;
  if (!mediaType.test(header)) {
    throw new HttpError(415, 'The Content-Type header is malformed');
  }
  const charset = charsetParam.exec(header)?.[1]?.replace(/^"|"$/g, '').toLowerCase();
  if (charset !== undefined && !acceptedCharsets.has(charset)) {
    throw new HttpError(415, 'Only UTF-8 text is accepted');
  }
}

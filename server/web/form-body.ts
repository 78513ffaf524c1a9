import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-errors.ts';

/** The bodies a browser form sends, with or without JavaScript; page actions read them as FormData. */
const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Checks, before React Router sees it, that the body of a page form post can be read as a form: another
 * content type is a 415 and a body that does not parse as its type (a multipart body without its boundary,
 * a broken part) a 400. Without this every page action would meet the failure inside `request.formData()`
 * and answer 500.
 */
export async function checkFormBody(request: FastifyRequest): Promise<void> {
  const contentType = request.headers['content-type'];
  const essence = contentType?.split(';')[0]?.trim().toLowerCase();
  if (!contentType || !essence || !formTypes.has(essence)) {
    throw new HttpError(415, 'This page accepts form posts only (a form-urlencoded or multipart body)');
  }
  const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array();
  try {
    await new Request('http://form.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw new HttpError(400, 'The form could not be read. Please reload the page and send it again.');
  }
}
